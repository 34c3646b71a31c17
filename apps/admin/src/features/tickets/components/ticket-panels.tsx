import type { AdminTicket } from '@jl/core/contracts/support.ts';
import { Link } from 'react-router';
import { Field, FormActions } from '../../../components/form/field.tsx';
import { SubmitForm } from '../../../components/form/submit-form.tsx';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import type { TicketAction } from '../api/tickets-api.ts';
import { refLabel, StatusBadge } from './ticket-parts.tsx';

type Act = (input: TicketAction) => void;

/** Under the title: the player, when it was opened, what it is about. */
export function TicketLead({ ticket }: { ticket: AdminTicket }) {
  return (
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
  );
}

/** The status and the button that closes or reopens the ticket. */
export function TicketActions(props: { ticket: AdminTicket; busy: boolean; act: Act }) {
  const open = props.ticket.status === 'open';
  return (
    <>
      <StatusBadge ticket={props.ticket} />
      <button
        className="btn"
        type="button"
        disabled={props.busy}
        onClick={() => props.act({ path: open ? 'close' : 'reopen' })}
      >
        {open ? t('backoffice.tickets.close') : t('backoffice.tickets.reopen')}
      </button>
    </>
  );
}

/** The answer box; `message` is lifted so that a sent reply can empty it. */
export function ReplyForm(props: {
  message: string;
  onMessage: (message: string) => void;
  busy: boolean;
  onSend: () => void;
}) {
  return (
    <SubmitForm onSubmit={() => props.onSend()} className="reply-form">
      <Field label={t('backoffice.tickets.reply')}>
        <textarea
          className="input"
          name="message"
          rows={4}
          maxLength={2000}
          value={props.message}
          onChange={(e) => props.onMessage(e.target.value)}
        />
      </Field>
      <FormActions style={{ justifyContent: 'flex-end' }}>
        <button className="btn primary" type="submit" disabled={props.busy || !props.message.trim()}>
          {t('backoffice.tickets.send')}
        </button>
      </FormActions>
    </SubmitForm>
  );
}

/** Who the ticket is assigned to (choosing sends it at once). */
export function AssigneePanel(props: {
  ticket: AdminTicket;
  assignees?: { id: string; username: string }[];
  busy: boolean;
  act: Act;
}) {
  return (
    <aside className="card">
      <Field label={t('backoffice.tickets.assignee')}>
        <select
          className="input"
          name="assignee"
          value={props.ticket.assigned_to ?? ''}
          disabled={props.busy || !props.assignees}
          onChange={(e) => props.act({ path: 'assign', body: { staff_id: e.target.value || null } })}
        >
          <option value="">{t('backoffice.tickets.nobodyOption')}</option>
          {props.assignees?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.username}
            </option>
          ))}
        </select>
      </Field>
      <p className="muted" style={{ fontSize: 12 }}>
        {t('backoffice.tickets.assignNote')}
      </p>
    </aside>
  );
}
