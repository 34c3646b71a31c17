import { useTranslation } from 'react-i18next';
import { useAppState } from '../../lib/store.ts';

/**
 * Who operates the site and under which SPA/MF authorisation (Lei 14.790/2023), from the operator's
 * configuration (`compliance.operator`). The configuration holds only the facts (name, CNPJ, the
 * authorisation's number); every word around them is in the player's language, and an empty
 * authorisation says plainly that there is none.
 */
export function OperatorLine({ className }: { className: string }) {
  const { t } = useTranslation();
  const operator = useAppState((s) => s.config?.compliance?.operator);
  if (!operator?.name) return null;
  return (
    <p className={className} data-testid="operator-line">
      {t('rg.operator', { name: operator.name, cnpj: operator.cnpj })} ·{' '}
      {operator.authorisation
        ? t('rg.authorisation', { authorisation: operator.authorisation })
        : t('rg.noAuthorisation')}
    </p>
  );
}
