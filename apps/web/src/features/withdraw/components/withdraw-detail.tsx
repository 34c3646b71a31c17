import { formatRelative } from '@jl/core/dates.ts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.tsx';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { formatAmount } from '../amounts.ts';
import type { WithdrawItem } from '../api/withdraw-api.ts';
import { WithdrawStatusBadge } from './withdraw-status.tsx';
import './withdraw.css';

/** One withdrawal: amount, status with what it means, fee and net, account, times, reason. */
export function WithdrawDetail({ item }: { item: WithdrawItem }) {
  const { t } = useTranslation(['vip', 'common']);
  const lang = useAppState((s) => s.lang);
  const now = Date.now();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.order_no);
      showToast(t('common:messages.copied'), 'success');
    } catch {
      showToast(item.order_no);
    }
  };
  const rows: [string, React.ReactNode][] = [
    [t('detail.amount'), formatAmount(item.amount, lang)],
    [t('detail.fee'), formatAmount(item.fee, lang)],
    [t('detail.net'), formatAmount(item.net, lang)],
    [
      t('detail.account'),
      <>
        {item.name}
        <small>CPF {item.pix_account}</small>
      </>,
    ],
    [t('detail.createdAt'), formatRelative(item.created_at, now, lang)],
  ];
  if (item.paid_at) rows.push([t('detail.paidAt'), formatRelative(item.paid_at, now, lang)]);
  if (item.reason) rows.push([t('detail.reason'), item.reason]);
  const tone =
    item.status === 'success' ? 'ok' : item.status === 'rejected' || item.status === 'fail' ? 'bad' : 'wait';
  return (
    <div className="jl-wd">
      <section className="jl-wd-card jl-wd-detail" data-testid="withdraw-detail" data-status={item.status}>
        <span className={`jl-wd-detail__seal jl-wd-detail__seal--${tone}`} aria-hidden="true">
          <Icon name={tone === 'ok' ? 'check' : tone === 'bad' ? 'close' : 'hourglass'} size={34} />
        </span>
        <p className="jl-wd-detail__amount">{formatAmount(item.amount, lang)}</p>
        <WithdrawStatusBadge status={item.status} />
        <p className="jl-wd-detail__hint">{t(`statusHint.${item.status}`)}</p>
        <dl className="jl-wd-info jl-wd-detail__rows">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('detail.orderNo')}</dt>
            <dd>
              <button
                type="button"
                className="jl-wd-copy"
                onClick={copy}
                aria-label={`${t('detail.copy')} ${item.order_no}`}
              >
                {item.order_no}
                <Icon name="copy" size={14} />
              </button>
            </dd>
          </div>
        </dl>
        {item.status === 'wait' || item.status === 'applying' ? (
          <p className="jl-wd-arrival">
            <Icon name="hourglass" size={16} />
            {t('withdraw.arrival')}
          </p>
        ) : null}
      </section>
    </div>
  );
}
