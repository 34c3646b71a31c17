import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { PageLoading, Spinner } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import type { RechargeOrder } from '../api/recharge-api.ts';
import { useOrder } from '../hooks/use-order.ts';
import './recharge.css';
import { StatusBadge } from './status-badge.tsx';

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
 * Grows the code's text area to the whole code (where CSS `field-sizing: content` is missing), again
 * when the width changes: the player sees every character before copying.
 */
function useFitHeight(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const box = ref.current;
    // Read for the dependency: a new code is fitted again.
    if (!box || !value) return;
    const fit = () => {
      box.style.height = 'auto';
      box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [ref, value]);
}

type Shown = { order: RechargeOrder; amount: string };

function OrderMissing() {
  const { t } = useTranslation(['pay', 'common']);
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

function OrderUnreachable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['pay', 'common']);
  return (
    <EmptyState
      icon="wifiOff"
      tone="error"
      title={t('common:messages.serverError')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}

/** Paid: the seal (animated when it just turned paid), the amount, and the ways on: play, the wallet, another deposit. */
function OrderPaid({ order, amount, justPaid }: Shown & { justPaid: boolean }) {
  const { t } = useTranslation(['pay', 'common']);
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
          to={paths.home}
          className="jl-recharge-action jl-btn jl-btn--primary jl-btn--lg jl-btn--block"
          data-testid="play-now"
        >
          <Icon name="slots" size={20} />
          {t('result.playNow')}
        </Link>
        <Link
          to={paths.mine}
          className="jl-recharge-action jl-btn jl-btn--secondary jl-btn--md jl-btn--block"
          data-testid="to-wallet"
        >
          <Icon name="wallet" size={18} />
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

/** Expired unpaid: the amount, why, and a new charge. */
function OrderFailed({ order, amount }: Shown) {
  const { t } = useTranslation(['pay', 'common']);
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

/** The QR and the "Pix copia e cola" with its copy button. */
function PixCode({ order, amount }: Shown) {
  const { t } = useTranslation(['pay', 'common']);
  const codeRef = useRef<HTMLTextAreaElement>(null);
  useFitHeight(codeRef, order.br_code);
  const copy = async () => {
    if (await copyText(order.br_code, codeRef.current)) showToast(t('common:messages.copied'), 'success');
  };
  return (
    <>
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
        rows={4}
        value={order.br_code}
        data-testid="br-code"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button block size="lg" onClick={() => void copy()} icon={<Icon name="copy" size={18} />}>
        {t('result.copy')}
      </Button>
    </>
  );
}

type WaitingProps = Shown & { secondsLeft: number | null; sandbox: string | null | undefined };

/** Waiting for the Pix: the amount due, the countdown, the code to pay, and the steps. */
function OrderWaiting({ order, amount, secondsLeft, sandbox }: WaitingProps) {
  const { t } = useTranslation(['pay', 'common']);
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
        <PixCode order={order} amount={amount} />
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

/**
 * A deposit order (recharge → result): the QR, the "Pix copia e cola" with a copy button, the
 * countdown to its expiry, and the status, polled every 3 s until it is no longer waiting; success
 * shows without a reload and refreshes everything that shows a balance (`hooks/use-order.ts`).
 */
export function OrderView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['pay', 'common']);
  const lang = useAppState((s) => s.lang);
  const { query, order, secondsLeft, justPaid, sandbox } = useOrder(orderNo);
  if (!orderNo || query.data?.kind === 'missing') return <OrderMissing />;
  if (!order) {
    if (query.isError) return <OrderUnreachable onRetry={() => void query.refetch()} />;
    return <PageLoading label={t('common:messages.loading')} />;
  }
  const amount = formatMoney(parseDecimal(order.amount) ?? 0n, lang);
  if (order.status === 'success') return <OrderPaid order={order} amount={amount} justPaid={justPaid} />;
  if (order.status === 'fail') return <OrderFailed order={order} amount={amount} />;
  return <OrderWaiting order={order} amount={amount} secondsLeft={secondsLeft} sandbox={sandbox} />;
}
