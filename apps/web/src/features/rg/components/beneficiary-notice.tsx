import { formatBrazilianDateTime } from '@jl/core/dates.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import type { RgStatus } from '../api/rg-api.ts';

type Beneficiary = NonNullable<RgStatus['registry']['beneficiary']>;

/**
 * A Bolsa Família / BPC beneficiary's way out (IN SPA/MF 22/2025, docs/COMPLIANCE.md "Barred
 * beneficiaries"): what has happened, what the player may still do and by when, with the deadlines as
 * Brazilians write them (dd/mm/aaaa HH:mm, São Paulo time). `action`: the way to the withdrawal page,
 * shown while the player may still withdraw.
 */
export function BeneficiaryNotice({ beneficiary, action }: { beneficiary: Beneficiary; action?: ReactNode }) {
  const { t } = useTranslation('rg');
  const lang = useAppState((s) => s.lang);
  const dates = {
    withdrawUntil: formatBrazilianDateTime(beneficiary.withdraw_until, lang),
    closeAt: formatBrazilianDateTime(beneficiary.close_at, lang),
  };
  const step = beneficiary.step === 'closed' ? 'closing' : beneficiary.step;
  return (
    <section className="jl-rg-banner" role="alert" data-testid="rg-beneficiary" data-step={beneficiary.step}>
      <strong className="jl-rg-banner__title">{t('beneficiary.title')}</strong>
      <p>{t('beneficiary.body')}</p>
      <p>
        <strong>{t(`beneficiary.${step}`, dates)}</strong>
      </p>
      {beneficiary.step === 'window' && action ? <div className="jl-rg-choices">{action}</div> : null}
    </section>
  );
}
