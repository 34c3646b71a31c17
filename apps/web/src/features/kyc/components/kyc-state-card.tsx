import { formatBrazilianDay } from '@jl/core/dates.ts';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '../api/kyc-api.ts';

const TONE = {
  none: 'muted',
  pending: 'info',
  verified: 'ok',
  refused: 'error',
  review: 'info',
} as const;

/** The state, its reason, the verified record and the checks of the latest attempt. */
export function KycStateCard({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  return (
    <section className={`jl-kyc__state jl-kyc__state--${TONE[status.state]}`} aria-live="polite">
      <p className="jl-kyc__state-title" data-state={status.state}>
        {t(`state.${status.state}`)}
      </p>
      {status.reason ? <p className="jl-kyc__reason">{t(`reason.${status.reason}`)}</p> : null}
      {status.state === 'verified' ? <p className="jl-kyc__reason">{t('verified.body')}</p> : null}
      {status.state === 'review' ? <p className="jl-kyc__reason">{t('review.body')}</p> : null}
      {status.identity && status.state === 'verified' ? (
        <dl className="jl-kyc__identity" aria-label={t('identity.title')}>
          <dt>{t('form.name')}</dt>
          <dd>{status.identity.name}</dd>
          <dt>{t('form.cpf')}</dt>
          <dd className="jl-nowrap">{status.identity.cpf}</dd>
          <dt>{t('check.birth_date')}</dt>
          <dd>{formatBrazilianDay(status.identity.birth_date)}</dd>
        </dl>
      ) : null}
      {status.checks.length ? (
        <ul className="jl-kyc__checks" aria-label={t('checks.title')}>
          {status.checks.map((check) => (
            <li key={`${check.kind}-${check.at}`} data-outcome={check.outcome}>
              <span>{t(`check.${check.kind}`)}</span>
              <span>{t(`outcome.${check.outcome}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** What this site requires a verified identity for. */
export function KycRequired({ required }: { required: KycStatus['required'] }) {
  const { t } = useTranslation('kyc');
  const actions = (['deposit', 'stake', 'withdraw'] as const).filter((a) => required[a]);
  return (
    <p className="jl-kyc__required">
      {actions.length
        ? `${t('required.title')}: ${actions.map((a) => t(`required.${a}`)).join(', ')}`
        : t('required.none')}
    </p>
  );
}
