import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { PageLoading, Spinner } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { fetchOrder, fetchRechargeInit, type RechargeOrder, rechargeKeys } from '../api/recharge-api.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import './recharge.css';
import { StatusBadge } from './status-badge.tsx';

/** How often the result page asks whether the Pix arrived. */
export const ORDER_POLL_MS = 3000;

type Loaded = { kind: 'order'; order: RechargeOrder } | { kind: 'missing' };

async function loadOrder(orderNo: string): Promise<Loaded> {
  const result = await fetchOrder(orderNo);
  if (!result) throw new Error('unreachable');
  if (result.code === 1) return { kind: 'order', order: result.data };
  return { kind: 'missing' };
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Copies with the clipboard API, or by selecting the code in its text area where that is missing. */
async function copyText(text: string, fallback: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallback) return false;
    fallback.focus();
    fallback.select();
    return document.execCommand('copy');
  }
}

/**
 * A deposit order (spec: recharge → result): the QR, the "Pix copia e cola" with a copy button, the
 * countdown to its expiry, and the status, polled every 3 s until it is no longer waiting; success
 * shows without a reload and refreshes everything that shows a balance.
 */
export function OrderView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['pay', 'common']);
  const lang = useAppState((s) => s.lang);
  const queryClient = useQueryClient();
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const query = useQuery({
    queryKey: rechargeKeys.order(orderNo),
    queryFn: () => loadOrder(orderNo),
    enabled: orderNo !== '',
    staleTime: 0,
    retry: 2,
    refetchInterval: (q) =>
      q.state.data?.kind === 'order' && q.state.data.order.status === 'wait' ? ORDER_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const init = useQuery({ queryKey: rechargeKeys.init, queryFn: fetchRechargeInit, staleTime: 60_000 });
  const order = query.data?.kind === 'order' ? query.data.order : null;
  const secondsLeft = useSecondsLeft(order?.status === 'wait' ? order.expires_at : null);
  const [justPaid, setJustPaid] = useState(false);

  // Expired on screen: ask once more, the server turns it to `fail` (or it was paid at the last second).
  useEffect(() => {
    if (order?.status === 'wait' && secondsLeft === 0) void query.refetch();
  }, [order?.status, secondsLeft, query.refetch]);

  const status = order?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'wait' && status === 'success') {
      setJustPaid(true);
      // Balances, VIP progress and the first-deposit report all changed.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'recharge' });
      void queryClient.invalidateQueries({ queryKey: rechargeKeys.record });
    }
    previous.current = status;
  }, [status, queryClient]);

  if (!orderNo || query.data?.kind === 'missing') {
    return (
      <EmptyState
        icon="receipt"
        title={t('result.notFound')}
        action={
          <Link to={paths.recharge} className="jl-recharge-action jl-btn jl-btn--secondary jl-btn--md">
            {t('result.again')}
          </Link>
        }
      />
    );
  }
  if (!order) {
    if (query.isError) {
      return (
        <EmptyState
          icon="wifiOff"
          tone="error"
          title={t('common:messages.serverError')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    return <PageLoading label={t('common:messages.loading')} />;
  }

  const amount = formatMoney(parseDecimal(order.amount) ?? 0n, lang);
  const copy = async () => {
    if (await copyText(order.br_code, codeRef.current)) showToast(t('common:messages.copied'), 'success');
  };

  if (order.status === 'success') {
    return (
      <section className="jl-recharge-card jl-result jl-result--success" data-testid="recharge-success">
        <div className={`jl-result__seal${justPaid ? ' is-new' : ''}`} aria-hidden="true">
          <Icon name="check" size={40} strokeWidth={2.4} />
        </div>
        <h2 className="jl-result__title">{t('result.successTitle')}</h2>
        <p className="jl-result__body">{t('result.successBody', { amount })}</p>
        <StatusBadge status="success" />
        <p className="jl-result__order">{t('result.orderNo', { orderNo: order.order_no })}</p>
        <div className="jl-result__actions">
          <Link
            to={paths.mine}
            className="jl-recharge-action jl-btn jl-btn--primary jl-btn--lg jl-btn--block"
            data-testid="to-wallet"
          >
            <Icon name="wallet" size={20} />
            {t('result.toWallet')}
          </Link>
          <Link
            to={paths.recharge}
            className="jl-recharge-action jl-btn jl-btn--secondary jl-btn--md jl-btn--block"
          >
            {t('result.again')}
          </Link>
        </div>
      </section>
    );
  }

  if (order.status === 'fail') {
    return (
      <section className="jl-recharge-card jl-result" data-testid="recharge-fail">
        <div className="jl-result__seal jl-result__seal--fail" aria-hidden="true">
          <Icon name="hourglass" size={36} />
        </div>
        <h2 className="jl-result__title">{t('result.failTitle')}</h2>
        <p className="jl-result__amount">{amount}</p>
        <StatusBadge status="fail" />
        <p className="jl-result__body">{t('result.failBody')}</p>
        <p className="jl-result__order">{t('result.orderNo', { orderNo: order.order_no })}</p>
        <div className="jl-result__actions">
          <Link
            to={paths.recharge}
            className="jl-recharge-action jl-btn jl-btn--primary jl-btn--lg jl-btn--block"
          >
            {t('result.newCharge')}
          </Link>
        </div>
      </section>
    );
  }

  const sandbox = init.data?.sandbox_payer_url;
  return (
    <div className="jl-recharge">
      <section className="jl-recharge-card jl-result" data-testid="recharge-wait">
        <p className="jl-result__label">{t('result.toPay')}</p>
        <p className="jl-result__amount" data-testid="recharge-amount-due">
          {amount}
        </p>
        <div className="jl-result__status">
          <StatusBadge status="wait" />
          <span className="jl-result__countdown" aria-live="off">
            {t('result.expiresIn', { time: clock(secondsLeft ?? 0) })}
          </span>
        </div>
        <div className="jl-qr">
          <img src={order.qr_image} alt={t('result.qrAlt', { amount })} width={220} height={220} />
        </div>
        <label className="jl-result__label" htmlFor="br-code">
          {t('result.copyPaste')}
        </label>
        <textarea
          id="br-code"
          ref={codeRef}
          className="jl-brcode"
          readOnly
          rows={3}
          value={order.br_code}
          data-testid="br-code"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button block size="lg" onClick={() => void copy()} icon={<Icon name="copy" size={18} />}>
          {t('result.copy')}
        </Button>
        <p className="jl-result__waiting" role="status">
          <Spinner size={16} />
          {t('result.waiting')}
        </p>
        {sandbox ? (
          <a
            className="jl-recharge-link jl-result__sandbox"
            href={`${sandbox}?code=${encodeURIComponent(order.br_code)}`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="sandbox-link"
          >
            {t('result.sandbox')}
          </a>
        ) : null}
      </section>
      <ol className="jl-recharge-card jl-steps">
        <li>{t('result.step1')}</li>
        <li>{t('result.step2')}</li>
        <li>{t('result.step3')}</li>
      </ol>
      <p className="jl-recharge-footnote">{t('result.orderNo', { orderNo: order.order_no })}</p>
    </div>
  );
}
