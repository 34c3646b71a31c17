import type { WithdrawStatus } from '@jl/core/contracts/withdraw.ts';
import { useTranslation } from 'react-i18next';
import './withdraw.css';

/** docs/SPECIFICATION.md §4 record statuses of a withdrawal, localised: applying, wait, success, rejected, fail. */
export function WithdrawStatusBadge({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('vip');
  return (
    <span className={`jl-wd-status jl-wd-status--${status}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
