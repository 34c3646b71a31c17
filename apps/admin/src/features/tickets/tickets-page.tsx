import {
  type AdminTicket,
  adminTicketAssignees,
  adminTicketDetail,
  adminTickets,
  type TicketMessage,
} from '@jl/core/contracts/support.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, Pager, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api, post } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';

/** The queue's filters, named by `backoffice.tickets.filters.<key>`, and the query each sends. */
const FILTERS = [
  ['open', { status: 'open' }],
  ['unassigned', { status: 'open', assignee: 'none' }],
  ['mine', { status: 'open', assignee: 'me' }],
  ['closed', { status: 'closed' }],
] as const;
type Filter = (typeof FILTERS)[number][0];
const SIZE = 20;

const refLabel = (type: 'round' | 'order') => t(`backoffice.tickets.ref.${type}`);

function StatusBadge({ ticket }: { ticket: Pick<AdminTicket, 'status' | 'last_from'> }) {
  if (ticket.status === 'closed')
    return <span className="badge">{t('backoffice.tickets.status.closed')}</span>;
  return ticket.last_from === 'player' ? (
    <span className="badge warn">{t('backoffice.tickets.status.waiting')}</span>
  ) : (
    <span className="badge ok">{t('backoffice.tickets.status.answered')}</span>
  );
}

/** The support queue: open tickets by oldest activity, filtered by assignment; closed ones newest first. */
export function TicketsPage() {
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const query = FILTERS.find(([key]) => key === filter)![1];
  const list = useQuery({
    queryKey: ['tickets', filter, page],
    queryFn: () => api('/admin/tickets', adminTickets, { query: { ...query, page, size: SIZE } }),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns<AdminTicket>(
    () => [
      { accessorKey: 'id', header: t('backoffice.col.number'), meta: { numeric: true } },
      {
        id: 'subject',
        header: t('backoffice.tickets.subject'),
        cell: ({ row }) => <Link to={`/tickets/${row.original.id}`}>{row.original.subject}</Link>,
      },
      {
        id: 'member',
        header: t('backoffice.col.player'),
        meta: { numeric: true },
        cell: ({ row }) => <Link to={`/players/${row.original.member_id}`}>{row.original.member_id}</Link>,
      },
      {
        id: 'ref',
        header: t('backoffice.tickets.reference'),
        cell: ({ row }) =>
          row.original.ref_type ? (
            <span className="mono">
              {refLabel(row.original.ref_type)} {row.original.ref}
            </span>
          ) : (
            <span className="muted">—</span>
          ),
      },
      {
        id: 'status',
        header: t('backoffice.col.status'),
        cell: ({ row }) => <StatusBadge ticket={row.original} />,
      },
      {
        id: 'assigned',
        header: t('backoffice.tickets.assignee'),
        cell: ({ row }) =>
          row.original.assigned_name ?? <span className="muted">{t('backoffice.tickets.nobody')}</span>,
      },
      {
        id: 'updated',
        header: t('backoffice.tickets.updated'),
        cell: ({ row }) => when(row.original.updated_at),
      },
    ],
    [],
  );
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.tickets')} lead={t('backoffice.tickets.lead')} />
      <div className="row" role="tablist" style={{ marginBottom: 12 }}>
        {FILTERS.map(([key]) => (
          <button
            key={key}
            role="tab"
            aria-selected={filter === key}
            className={`btn small ${filter === key ? 'primary' : ''}`}
            type="button"
            onClick={() => {
              setFilter(key);
              setPage(1);
            }}
          >
            {t(`backoffice.tickets.filters.${key}`)}
          </button>
        ))}
      </div>
      <ErrorNotice error={list.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <>
          <DataTable
            columns={columns}
            data={list.data?.list ?? []}
            rowId={(r) => r.id}
            empty={t('backoffice.tickets.none')}
          />
          {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
        </>
      )}
    </>
  );
}

function Conversation({ messages }: { messages: TicketMessage[] }) {
  return (
    <ol className="conversation" aria-label={t('backoffice.tickets.conversation')}>
      {messages.map((m) => (
        <li key={m.id} className={`message ${m.author}`}>
          <div className="message-head">
            <strong>
              {m.author === 'player'
                ? t('backoffice.col.player')
                : (m.staff_name ?? t('backoffice.tickets.staffFallback'))}
            </strong>
            <span className="muted">{when(m.created_at)}</span>
          </div>
          <p className="message-body">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** One ticket: the conversation, the answer box, assignment and close/reopen (each audited). */
export function TicketPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const detail = useQuery({
    queryKey: ['ticket', id],
    queryFn: () => api(`/admin/tickets/${id}`, adminTicketDetail),
  });
  const assignees = useQuery({
    queryKey: ['ticket-assignees'],
    queryFn: () => api('/admin/tickets/assignees', adminTicketAssignees),
    staleTime: 60_000,
  });
  const done = (data: unknown) => {
    client.setQueryData(['ticket', id], data);
    void client.invalidateQueries({ queryKey: ['tickets'] });
  };
  const act = useMutation({
    mutationFn: (input: { path: string; body?: Record<string, unknown> }) =>
      post(`/admin/tickets/${id}/${input.path}`, adminTicketDetail, input.body ?? {}),
    onSuccess: (data, input) => {
      done(data);
      if (input.path === 'reply') setMessage('');
    },
  });
  if (detail.isPending) return <Loading />;
  if (!detail.data) return <ErrorNotice error={detail.error} />;
  const { ticket, messages } = detail.data;
  const send = (event: FormEvent) => {
    event.preventDefault();
    act.mutate({ path: 'reply', body: { message } });
  };
  return (
    <>
      <PageHead
        title={t('backoffice.tickets.title', { id: ticket.id, subject: ticket.subject })}
        lead={
          <>
            {t('backoffice.col.player')} <Link to={`/players/${ticket.member_id}`}>{ticket.member_id}</Link> ·{' '}
            {t('backoffice.tickets.openedAt', { when: when(ticket.created_at) })}
            {ticket.ref_type && (
              <>
                {' '}
                · {refLabel(ticket.ref_type)} <span className="mono">{ticket.ref}</span>
              </>
            )}
          </>
        }
        actions={
          <>
            <StatusBadge ticket={ticket} />
            {ticket.status === 'open' ? (
              <button
                className="btn"
                type="button"
                disabled={act.isPending}
                onClick={() => act.mutate({ path: 'close' })}
              >
                {t('backoffice.tickets.close')}
              </button>
            ) : (
              <button
                className="btn"
                type="button"
                disabled={act.isPending}
                onClick={() => act.mutate({ path: 'reopen' })}
              >
                {t('backoffice.tickets.reopen')}
              </button>
            )}
          </>
        }
      />
      <ErrorNotice error={act.error} />
      <div className="ticket-layout">
        <section className="card">
          <Conversation messages={messages} />
          {ticket.status === 'open' ? (
            <form onSubmit={send} className="reply-form">
              <label className="field">
                <span>{t('backoffice.tickets.reply')}</span>
                <textarea
                  className="input"
                  name="message"
                  rows={4}
                  maxLength={2000}
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                />
              </label>
              <div className="row" style={{ justifyContent: 'flex-end' }}>
                <button className="btn primary" type="submit" disabled={act.isPending || !message.trim()}>
                  {t('backoffice.tickets.send')}
                </button>
              </div>
            </form>
          ) : (
            <p className="muted">{t('backoffice.tickets.closedNote')}</p>
          )}
        </section>
        <aside className="card">
          <label className="field">
            <span>{t('backoffice.tickets.assignee')}</span>
            <select
              className="input"
              name="assignee"
              value={ticket.assigned_to ?? ''}
              disabled={act.isPending || !assignees.data}
              onChange={(e) => act.mutate({ path: 'assign', body: { staff_id: e.target.value || null } })}
            >
              <option value="">{t('backoffice.tickets.nobodyOption')}</option>
              {assignees.data?.list.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.username}
                </option>
              ))}
            </select>
          </label>
          <p className="muted" style={{ fontSize: 12 }}>
            {t('backoffice.tickets.assignNote')}
          </p>
        </aside>
      </div>
    </>
  );
}
