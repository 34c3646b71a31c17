import type { AdminTicket, TicketMessage } from '@jl/core/contracts/support.ts';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

export const refLabel = (type: 'round' | 'order') => t(`backoffice.tickets.ref.${type}`);

export function StatusBadge({ ticket }: { ticket: Pick<AdminTicket, 'status' | 'last_from'> }) {
  if (ticket.status === 'closed')
    return <span className="badge">{t('backoffice.tickets.status.closed')}</span>;
  return ticket.last_from === 'player' ? (
    <span className="badge warn">{t('backoffice.tickets.status.waiting')}</span>
  ) : (
    <span className="badge ok">{t('backoffice.tickets.status.answered')}</span>
  );
}

export function Conversation({ messages }: { messages: TicketMessage[] }) {
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
