import { formatRelative } from '@jl/core/dates.ts';
import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RecordList } from '../../../components/ui/record-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import { fetchRecordPage, rechargeKeys } from '../api/recharge-api.ts';
import './recharge.css';
import { StatusBadge } from './status-badge.tsx';

/** The recharge log (docs/SPECIFICATION.md §2): each order with its amount, time and status. */
export function RechargeRecordList() {
  const { t } = useTranslation(['pay', 'common']);
  const lang = useAppState((s) => s.lang);
  return (
    <RecordList
      queryKey={rechargeKeys.record}
      fetchPage={fetchRecordPage}
      testId="recharge-records"
      labels={{ loadingMore: t('common:messages.loading'), retryMore: t('log.loadError'), end: t('log.end') }}
      empty={
        <EmptyState
          icon="receipt"
          title={t('log.emptyTitle')}
          body={t('log.emptyBody')}
          action={
            <Link to={paths.recharge} className="jl-recharge-action jl-btn jl-btn--primary jl-btn--md">
              {t('common:pages.recharge')}
            </Link>
          }
        />
      }
      rowOf={(item, now) => ({
        key: item.order_no,
        to: `${paths.rechargeResult}?order_no=${encodeURIComponent(item.order_no)}`,
        icon: 'arrowDown',
        amount: formatMoney(parseDecimal(item.amount) ?? 0n, lang),
        meta: `${formatRelative(item.paid_at ?? item.created_at, now, lang)} · ${item.order_no}`,
        badge: <StatusBadge status={item.status} />,
      })}
    />
  );
}
