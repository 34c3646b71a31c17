import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';

/**
 * The risk notice of Portaria SPA/MF 1.231/2024, shown at every login in br-regulated: the risks,
 * the warning signs for self-monitoring and where to get help. Dismissible.
 */
export function RiskNoticeSheet({
  open,
  onClose,
  onTools,
}: {
  open: boolean;
  onClose: () => void;
  onTools: () => void;
}) {
  const { t } = useTranslation('rg');
  return (
    <Popup open={open} onClose={onClose} title={t('notice.title')} closeLabel={t('block.cancel')}>
      <div className="jl-rg-notice" data-testid="risk-notice">
        <p className="jl-rg-notice__adult">
          <span className="jl-rg-badge" aria-hidden="true">
            18+
          </span>
          {t('adult').replace(/^18\+\s*/, '')}
        </p>
        <p>{t('notice.body')}</p>
        <h3 className="jl-rg-card__title">{t('notice.signsTitle')}</h3>
        <ul className="jl-rg-notice__signs">
          {t('notice.signs')
            .split(' · ')
            .map((sign) => (
              <li key={sign}>{sign}</li>
            ))}
        </ul>
        <p className="jl-rg-notice__help">{t('notice.help')}</p>
        <div className="jl-rg-reality__actions">
          <Button variant="secondary" block onClick={onTools}>
            {t('notice.tools')}
          </Button>
          <Button block onClick={onClose}>
            {t('notice.ok')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

/** Lei 14.790/2023 art. 15: operator, CNPJ and SPA/MF authorisation, from the operator's configuration. */
export function LegalFooter({
  operator,
}: {
  operator: { name: string; cnpj: string; authorisation: string };
}) {
  const { t } = useTranslation('rg');
  return (
    <footer className="jl-rg-footer" data-testid="legal-footer">
      <p>{t('footer', operator)}</p>
      <p>{t('adult')}</p>
    </footer>
  );
}
