import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import type { RgStatus } from '../api/rg-api.ts';
import { formatWhen } from '../format.ts';

/**
 * The SPA's page for bettors, where the national (centralised) self-exclusion platform is reached —
 * the mandatory link of Portaria SPA/MF 1.231/2024 as amended. Confirm the final address with the SPA.
 */
export const CENTRAL_EXCLUSION_URL =
  'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas';

/** The central registry's last answer for the player's CPF, and the link to the national platform. */
export function RegistrySection({ status }: { status: RgStatus }) {
  const { t } = useTranslation('rg');
  const lang = useAppState((s) => s.lang);
  const { registry } = status;
  const text =
    registry.status === 'clear'
      ? t('registry.clear', { at: registry.checked_at ? formatWhen(registry.checked_at, lang) : '' })
      : registry.category === 'beneficiary'
        ? t('registry.beneficiaryBarred')
        : t(`registry.${registry.status}`);
  return (
    <section className="jl-rg-section jl-rg-registry" aria-labelledby="rg-registry-title">
      <h2 id="rg-registry-title" className="jl-rg-section__title">
        {t('registry.title')}
      </h2>
      <p className="jl-rg-section__body">{text}</p>
      <a href={CENTRAL_EXCLUSION_URL} target="_blank" rel="noopener noreferrer">
        {t('registry.link')}
      </a>
    </section>
  );
}
