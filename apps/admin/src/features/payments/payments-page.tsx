import type { StaffView } from '@jl/core/contracts/admin.ts';
import {
  paymentResolutionResult,
  type UncreditedPayment,
  uncreditedList,
} from '@jl/core/contracts/admin-money.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, Pager, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { label, t } from '../../lib/i18n.ts';

const SIZE = 20;
/** The tabs, named by `backoffice.payments.tabs.<state>`. */
const STATE = ['open', 'resolved'] as const;
type State = (typeof STATE)[number];
type Dialog =
  | { kind: 'credit' | 'refund'; payment: UncreditedPayment }
  | { kind: 'reject'; payment: UncreditedPayment; id: string };

function RequestCell({ payment: p, me }: { payment: UncreditedPayment; me: StaffView }) {
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

/**
 * Payments recorded but not credited (finance, four eyes): each is credited to the rightful player
 * or refunded to the payer only when a second staff member approves the first one's request.
 */
export function PaymentsPage(props: { me: StaffView }) {
  const client = useQueryClient();
  const [state, setState] = useState<State>('open');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [memberId, setMemberId] = useState('');
  const list = useQuery({
    queryKey: ['payments', state, page],
    queryFn: () => api('/admin/payments/uncredited', uncreditedList, { query: { state, page, size: SIZE } }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setDialog(null);
    void client.invalidateQueries({ queryKey: ['payments'] });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
  };
  const act = useMutation({
    mutationFn: (input: { path: string; body: Record<string, unknown> }) =>
      post(input.path, paymentResolutionResult, input.body),
    onSuccess: refresh,
  });
  const approve = useMutation({
    mutationFn: (id: string) => post(`/admin/payments/resolutions/${id}/approve`, paymentResolutionResult),
    onSuccess: refresh,
  });
  const columns = useColumns<UncreditedPayment>(
    () => [
      {
        id: 'paid',
        header: t('backoffice.players.deposits.paidAt'),
        cell: ({ row }) => when(row.original.paid_at),
      },
      {
        id: 'amount',
        header: t('backoffice.col.amount'),
        meta: { numeric: true },
        cell: ({ row }) => money(row.original.amount),
      },
      {
        id: 'why',
        header: t('backoffice.col.reason'),
        cell: ({ row }) => (
          <div>
            <div>{t(`backoffice.payments.disposition.${row.original.disposition}`)}</div>
            {row.original.order_no && (
              <div className="muted mono" style={{ fontSize: 12 }}>
                {row.original.order_no}
                {row.original.order_amount
                  ? ` · ${t('backoffice.payments.orderOf', { amount: money(row.original.order_amount) })}`
                  : ''}
              </div>
            )}
          </div>
        ),
      },
      {
        id: 'payer',
        header: t('backoffice.payments.payer'),
        cell: ({ row }) => (
          <div>
            <div>{row.original.payer_name ?? '—'}</div>
            <div className="muted mono" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {row.original.payer_cpf_masked ?? t('backoffice.payments.cpfUnknown')}
            </div>
          </div>
        ),
      },
      {
        id: 'players',
        header: t('backoffice.payments.players'),
        cell: ({ row }) => (
          <div style={{ fontSize: 13 }}>
            {row.original.order_member_id && (
              <div>
                {t('backoffice.payments.ofOrder')}{' '}
                <Link to={`/players/${row.original.order_member_id}`}>{row.original.order_member_id}</Link>
              </div>
            )}
            {row.original.payer_member_id && (
              <div>
                {t('backoffice.payments.ofCpf')}{' '}
                <Link to={`/players/${row.original.payer_member_id}`}>{row.original.payer_member_id}</Link>
              </div>
            )}
          </div>
        ),
      },
      {
        id: 'request',
        header: t('backoffice.payments.request'),
        cell: ({ row }) => <RequestCell payment={row.original} me={props.me} />,
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) => {
          const p = row.original;
          if (p.resolution)
            return (
              <span className="badge ok">
                {p.resolution === 'credited'
                  ? t('backoffice.payments.credited')
                  : t('backoffice.payments.refunded', {
                      status: p.refund_status
                        ? label(`backoffice.payments.refundStatus.${p.refund_status}`, p.refund_status)
                        : '—',
                    })}
              </span>
            );
          const pending = p.last_request?.status === 'pending' ? p.last_request : null;
          if (pending)
            return (
              <div className="row">
                <button
                  className="btn small primary"
                  type="button"
                  disabled={approve.isPending || pending.requested_by === props.me.id}
                  title={
                    pending.requested_by === props.me.id ? t('backoffice.payments.selfApproval') : undefined
                  }
                  onClick={() => approve.mutate(pending.id)}
                >
                  {t('backoffice.common.approve')}
                </button>
                <button
                  className="btn small danger"
                  type="button"
                  onClick={() => setDialog({ kind: 'reject', payment: p, id: pending.id })}
                >
                  {t('backoffice.common.reject')}
                </button>
              </div>
            );
          return (
            <div className="row">
              <button
                className="btn small"
                type="button"
                onClick={() => {
                  setMemberId(p.order_member_id ?? p.payer_member_id ?? '');
                  setDialog({ kind: 'credit', payment: p });
                }}
              >
                {t('backoffice.payments.credit')}
              </button>
              <button
                className="btn small"
                type="button"
                onClick={() => setDialog({ kind: 'refund', payment: p })}
              >
                {t('backoffice.payments.refund')}
              </button>
            </div>
          );
        },
      },
    ],
    [props.me, approve],
  );
  const pay = dialog?.payment;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.payments')} lead={t('backoffice.payments.lead')} />
      <div className="row" role="tablist" style={{ marginBottom: 12 }}>
        {STATE.map((value) => (
          <button
            key={value}
            role="tab"
            aria-selected={state === value}
            className={`btn small ${state === value ? 'primary' : ''}`}
            type="button"
            onClick={() => {
              setState(value);
              setPage(1);
            }}
          >
            {t(`backoffice.payments.tabs.${value}`)}
          </button>
        ))}
      </div>
      <ErrorNotice error={approve.error ?? list.error} />
      {approve.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          {approve.data.resolution.action === 'credit'
            ? t('backoffice.payments.creditApplied', { player: approve.data.resolution.member_id ?? '—' })
            : t('backoffice.payments.refundSent')}
        </div>
      )}
      {list.isPending ? (
        <Loading />
      ) : (
        <>
          <DataTable
            columns={columns}
            data={list.data?.list ?? []}
            rowId={(r) => r.id}
            empty={t('backoffice.payments.none')}
          />
          {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
        </>
      )}
      {dialog && pay && (
        <ReasonDialog
          title={
            dialog.kind === 'credit'
              ? t('backoffice.payments.creditTitle', { amount: money(pay.amount) })
              : dialog.kind === 'refund'
                ? t('backoffice.payments.refundTitle', { amount: money(pay.amount) })
                : t('backoffice.payments.rejectTitle')
          }
          confirm={
            dialog.kind === 'reject' ? t('backoffice.common.reject') : t('backoffice.common.requestApproval')
          }
          danger={dialog.kind === 'reject'}
          pending={act.isPending}
          error={act.error}
          onConfirm={(reason) =>
            act.mutate(
              dialog.kind === 'reject'
                ? { path: `/admin/payments/resolutions/${dialog.id}/reject`, body: { reason } }
                : {
                    path: `/admin/payments/${pay.id}/resolve`,
                    body:
                      dialog.kind === 'credit'
                        ? { action: 'credit', member_id: memberId.trim(), reason }
                        : { action: 'refund', reason },
                  },
            )
          }
          onClose={() => {
            setDialog(null);
            act.reset();
          }}
        >
          {dialog.kind === 'credit' && (
            <label className="field">
              <span>{t('backoffice.payments.memberId')}</span>
              <input
                className="input mono"
                name="member_id"
                inputMode="numeric"
                value={memberId}
                onChange={(e) => setMemberId(e.target.value)}
              />
            </label>
          )}
          <p className="muted">
            {dialog.kind === 'credit'
              ? t('backoffice.payments.creditNote')
              : dialog.kind === 'refund'
                ? t('backoffice.payments.refundNote')
                : t('backoffice.payments.rejectNote')}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
