import { useTranslation } from 'react-i18next';
import type { Verification } from '../verify.ts';
import './games.css';

/** The browser's verdict on a round: "verified ✓" only when the recomputed outcome is identical. */
export function VerificationResult({ verification }: { verification: Verification }) {
  const { t } = useTranslation(['games', 'common']);
  if (verification.status === 'verified') {
    return (
      <p className="jl-verified is-ok" role="status" data-testid="verified">
        <span>
          {t('detail.verified')}
          <small>{t('detail.verifiedBody')}</small>
        </span>
      </p>
    );
  }
  if (verification.status === 'pending') return <p className="jl-rules__note">{t('detail.notRevealed')}</p>;
  if (verification.status === 'version') {
    return (
      <p className="jl-verified is-bad" role="status">
        {t('detail.versionDiffers', { played: verification.played, current: verification.current })}
      </p>
    );
  }
  return (
    <p className="jl-verified is-bad" role="alert">
      <span>
        {t('detail.mismatch')}
        <small>{t('detail.mismatchBody')}</small>
      </span>
    </p>
  );
}
