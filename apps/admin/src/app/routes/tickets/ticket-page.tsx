import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice, Loading, PageHead } from '../../../components/ui/page.tsx';
import {
  AssigneePanel,
  ReplyForm,
  TicketActions,
  TicketLead,
} from '../../../features/tickets/components/ticket-panels.tsx';
import { Conversation } from '../../../features/tickets/components/ticket-parts.tsx';
import { useTicket } from '../../../features/tickets/hooks/use-ticket.ts';
import { t } from '../../../lib/i18n.ts';

/** One ticket: the conversation, the answer box, assignment and close/reopen (each audited). */
export function TicketPage() {
  const { id = '' } = useParams();
  const [message, setMessage] = useState('');
  const { detail, assignees, act } = useTicket(id, () => setMessage(''));
  if (detail.isPending) return <Loading />;
  if (!detail.data) return <ErrorNotice error={detail.error} />;
  const { ticket, messages } = detail.data;
  return (
    <>
      <PageHead
        title={t('backoffice.tickets.title', { id: ticket.id, subject: ticket.subject })}
        lead={<TicketLead ticket={ticket} />}
        actions={<TicketActions ticket={ticket} busy={act.isPending} act={act.mutate} />}
      />
      <ErrorNotice error={act.error} />
      <div className="ticket-layout">
        <section className="card">
          <Conversation messages={messages} />
          {ticket.status === 'open' ? (
            <ReplyForm
              message={message}
              onMessage={setMessage}
              busy={act.isPending}
              onSend={() => act.mutate({ path: 'reply', body: { message } })}
            />
          ) : (
            <p className="muted">{t('backoffice.tickets.closedNote')}</p>
          )}
        </section>
        <AssigneePanel
          ticket={ticket}
          assignees={assignees.data?.list}
          busy={act.isPending}
          act={act.mutate}
        />
      </div>
    </>
  );
}
