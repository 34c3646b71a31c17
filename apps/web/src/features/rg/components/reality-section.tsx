import { RG_REALITY_MINUTES } from '@jl/core/contracts/rg-choices.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { useAppState } from '../../../lib/store.ts';
import { type RgStatus, setRealityMinutes } from '../api/rg-api.ts';
import { formatAmount } from '../format.ts';

type Props = { status: RgStatus; onChanged: (next: RgStatus) => void };

/** The reality-check interval; "off" only where the profile allows it. */
export function RealitySection({ status, onChanged }: Props) {
  const { t } = useTranslation('rg');
  const current = status.reality_check.minutes;
  async function choose(minutes: string) {
    const answer = await setRealityMinutes(minutes);
    if (answer && answer.code === 1) onChanged(answer.data);
  }
  return (
    <section className="jl-rg-section" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title" className="jl-rg-section__title">
        {t('reality.title')}
      </h2>
      <p className="jl-rg-section__body">
        {t('reality.body')} {status.reality_check.mandatory ? t('reality.mandatory') : null}
      </p>
      <div className="jl-rg-choices" role="radiogroup" aria-labelledby="rg-reality-title">
        {RG_REALITY_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            size="sm"
            role="radio"
            aria-checked={current === minutes}
            variant={current === minutes ? 'primary' : 'secondary'}
            onClick={() => void choose(String(minutes))}
          >
            {t('reality.every', { minutes })}
          </Button>
        ))}
        {status.reality_check.mandatory ? null : (
          <Button
            size="sm"
            role="radio"
            aria-checked={current === null}
            variant={current === null ? 'primary' : 'secondary'}
            onClick={() => void choose('')}
          >
            {t('reality.off')}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * The reality check the game shows when the server refuses a round with RG_REALITY_CHECK_DUE: time
 * played and the session's net result, "continue" or "stop" (the choice is recorded by the server).
 */
export function RealityCheckDialog({
  status,
  onContinue,
  onStop,
}: {
  status: RgStatus | null;
  onContinue: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('rg');
  const lang = useAppState((s) => s.lang);
  if (!status) return null;
  const { played_minutes, net } = status.reality_check;
  return (
    <Popup open onClose={onContinue} variant="center" dismissible={false} title={t('reality.dialogTitle')}>
      <div className="jl-rg-reality" data-testid="reality-check">
        <p>{t('reality.dialogBody', { minutes: played_minutes })}</p>
        <p className={`jl-rg-reality__net${net.startsWith('-') ? ' is-loss' : ''}`}>
          {t('reality.net', { net: formatAmount(net, lang) })}
        </p>
        <div className="jl-rg-reality__actions">
          <Button variant="secondary" block onClick={onStop}>
            {t('reality.stop')}
          </Button>
          <Button block onClick={onContinue}>
            {t('reality.continue')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
