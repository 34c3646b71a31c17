import { formatRelative } from '@jl/core/dates.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RecordList } from '../../../components/ui/record-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import { formatAmount } from '../amounts.ts';
import { fetchRecordPage, withdrawKeys } from '../api/withdraw-api.ts';
import { WithdrawStatusBadge } from './withdraw-status.tsx';
import './withdraw.css';

/** The withdraw log (docs/SPECIFICATION.md §2): each withdrawal with its amount, time, net received and status. */
export function WithdrawRecordList() {
  const { t } = useTranslation(['vip', 'common']);
  const lang = useAppState((s) => s.lang);
  return (
    <RecordList
      queryKey={withdrawKeys.record}
      fetchPage={fetchRecordPage}
      testId="withdraw-records"
      labels={{ loadingMore: t('log.loadingMore'), retryMore: t('common:actions.retry'), end: t('log.end') }}
      empty={
        <EmptyState
          icon="receipt"
          title={t('log.empty')}
          body={t('log.emptyBody')}
          action={
            <Link to={paths.withdraw} className="jl-btn jl-btn--primary jl-btn--md jl-wd-action">
              {t('common:pages.withdraw')}
            </Link>
          }
        />
      }
      rowOf={(item, now) => ({
        key: item.order_no,
        to: `${paths.withdrawDetail}?id=${encodeURIComponent(item.order_no)}`,
        icon: 'arrowUp',
        amount: formatAmount(item.amount, lang),
        meta: `${formatRelative(item.created_at, now, lang)} · ${t('log.net', { amount: formatAmount(item.net, lang) })}`,
        badge: <WithdrawStatusBadge status={item.status} />,
        attributes: { 'data-order': item.order_no },
      })}
    />
  );
}
