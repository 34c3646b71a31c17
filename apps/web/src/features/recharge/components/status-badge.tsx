import type { RechargeStatus } from '@jl/core/contracts/pay.ts';
import { useTranslation } from 'react-i18next';
import './recharge.css';

/** docs/SPECIFICATION.md §4 record statuses of a deposit, localised: wait, success, fail. */
export function StatusBadge({ status }: { status: RechargeStatus }) {
  const { t } = useTranslation(['pay', 'common']);
  return (
    <span className={`jl-status jl-status--${status}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
