import type { StaffView } from '@jl/core/contracts/admin.ts';
import type { PaymentResolutionView, UncreditedPayment } from '@jl/core/contracts/admin-money.ts';
import { DecisionButtons } from '../../../components/decision/decision-buttons.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { money } from '../../../lib/format.ts';
import { label, t } from '../../../lib/i18n.ts';
import type { PaymentDialog } from '../api/payments-api.ts';

export function RequestCell({ payment: p, me }: { payment: UncreditedPayment; me: StaffView }) {
  const r = p.last_request;
  if (!r) return <span className="muted">—</span>;
  const what =
    r.action === 'credit'
      ? t('backoffice.payments.creditTo', { player: r.member_id ?? '—' })
      : t('backoffice.payments.refundToPayer');
  const status = t(`backoffice.payments.requestStatus.${r.status}`);
  const who = r.requested_by === me.id ? t('backoffice.common.you') : (r.requested_by_name ?? r.requested_by);
  return (
    <div>
      <div>
        {what}{' '}
        <span className={`badge ${r.status === 'pending' ? 'warn' : r.status === 'applied' ? 'ok' : ''}`}>
          {status}
        </span>
      </div>
      <div className="muted" style={{ fontSize: 12 }}>
        {t('backoffice.payments.by', { who })} · {r.reason}
        {r.decided_by_name ? ` · ${t('backoffice.payments.decidedBy', { who: r.decided_by_name })}` : ''}
      </div>
    </div>
  );
}

export function WhyCell({ payment: p }: { payment: UncreditedPayment }) {
  return (
    <div>
      <div>{t(`backoffice.payments.disposition.${p.disposition}`)}</div>
      {p.order_no && (
        <div className="muted mono" style={{ fontSize: 12 }}>
          {p.order_no}
          {p.order_amount ? ` · ${t('backoffice.payments.orderOf', { amount: money(p.order_amount) })}` : ''}
        </div>
      )}
    </div>
  );
}

export function PayerCell({ payment: p }: { payment: UncreditedPayment }) {
  return (
    <div>
      <div>{p.payer_name ?? '—'}</div>
      <div className="muted mono" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {p.payer_cpf_masked ?? t('backoffice.payments.cpfUnknown')}
      </div>
    </div>
  );
}

export function PlayersCell({ payment: p }: { payment: UncreditedPayment }) {
  return (
    <div style={{ fontSize: 13 }}>
      {p.order_member_id && (
        <div>
          {t('backoffice.payments.ofOrder')} <PlayerLink id={p.order_member_id} />
        </div>
      )}
      {p.payer_member_id && (
        <div>
          {t('backoffice.payments.ofCpf')} <PlayerLink id={p.payer_member_id} />
        </div>
      )}
    </div>
  );
}

const resolvedLabel = (p: UncreditedPayment) =>
  p.resolution === 'credited'
    ? t('backoffice.payments.credited')
    : t('backoffice.payments.refunded', {
        status: p.refund_status
          ? label(`backoffice.payments.refundStatus.${p.refund_status}`, p.refund_status)
          : '—',
      });

/** The checker's approval of a pending request: it credits or refunds the payment. */
export type PaymentApproval = { payment: UncreditedPayment; resolution: PaymentResolutionView };

/** Resolved: what was done; a request pending: the checker's buttons; else the maker's two requests. */
export function ActionsCell(props: {
  payment: UncreditedPayment;
  me: StaffView;
  approving: boolean;
  onApprove: (approval: PaymentApproval) => void;
  onDialog: (dialog: PaymentDialog) => void;
}) {
  const p = props.payment;
  if (p.resolution) return <span className="badge ok">{resolvedLabel(p)}</span>;
  const pending = p.last_request?.status === 'pending' ? p.last_request : null;
  if (pending) {
    const mine = pending.requested_by === props.me.id;
    return (
      <DecisionButtons
        disabled={props.approving || mine}
        selfTitle={mine ? t('backoffice.payments.selfApproval') : undefined}
        onApprove={() => props.onApprove({ payment: p, resolution: pending })}
        onReject={() => props.onDialog({ kind: 'reject', payment: p, id: pending.id })}
      />
    );
  }
  return (
    <div className="row">
      <button
        className="btn small"
        type="button"
        onClick={() => props.onDialog({ kind: 'credit', payment: p })}
      >
        {t('backoffice.payments.credit')}
      </button>
      <button
        className="btn small"
        type="button"
        onClick={() => props.onDialog({ kind: 'refund', payment: p })}
      >
        {t('backoffice.payments.refund')}
      </button>
    </div>
  );
}
