import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { rgStatusQuery } from '../../features/rg/api/rg-api.ts';
import { BeneficiaryNotice } from '../../features/rg/components/beneficiary-notice.tsx';
import { useAppState } from '../../lib/store.ts';

/**
 * On every page of a signed-in player whom the central registry flagged as a Bolsa Família / BPC
 * beneficiary: the notice of the account's way to closure, above the page (in both profiles).
 */
export function BeneficiaryHost() {
  const { t } = useTranslation('rg');
  const token = useAppState((s) => s.token);
  const location = useLocation();
  const status = useQuery({
    ...rgStatusQuery,
    enabled: Boolean(token),
  });
  const beneficiary = token ? status.data?.registry.beneficiary : null;
  if (!beneficiary) return null;
  const onWithdraw = location.pathname === paths.withdraw;
  return (
    <div className="jl-beneficiary-host">
      <BeneficiaryNotice
        beneficiary={beneficiary}
        action={
          onWithdraw ? undefined : (
            <Link className="jl-btn jl-btn--primary jl-btn--sm" to={paths.withdraw}>
              {t('block.withdrawLink')}
            </Link>
          )
        }
      />
    </div>
  );
}
