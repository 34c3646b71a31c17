import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { paths } from '../../../config/paths.ts';
import type { Prompt } from '../slot-state.ts';

/** Why a round could not start: not enough balance, the balance cap, or the game in maintenance. */
export function SlotPrompts({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  const { t } = useTranslation(['games', 'common']);
  const navigate = useNavigate();
  return (
    <>
      <Popup open={prompt === 'funds'} onClose={onClose} variant="center">
        <div className="jl-prompt">
          <h2 className="jl-prompt__title">{t('client.insufficientTitle')}</h2>
          <p>{t('client.insufficientBody')}</p>
          <div className="jl-prompt__actions">
            <Button variant="secondary" block onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button block onClick={() => navigate(paths.recharge)}>
              {t('client.recharge')}
            </Button>
          </div>
        </div>
      </Popup>
      <Popup open={prompt === 'cap'} onClose={onClose} variant="center">
        <div className="jl-prompt">
          <p className="jl-prompt__title">{t('common:messages.balanceTooHigh')}</p>
          <div className="jl-prompt__actions">
            <Button variant="secondary" block onClick={() => navigate(paths.vip)}>
              {t('client.upgradeVip')}
            </Button>
            <Button block onClick={() => navigate(paths.withdraw)}>
              {t('client.withdraw')}
            </Button>
          </div>
        </div>
      </Popup>
      <Popup open={prompt === 'maintenance'} onClose={onClose} variant="center">
        <div className="jl-prompt">
          <p className="jl-prompt__title">{t('common:messages.gameMaintenance')}</p>
          <div className="jl-prompt__actions">
            <Button block onClick={onClose}>
              {t('common:actions.close')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
