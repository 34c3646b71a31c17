import { TICKET_MESSAGE_MAX } from '@jl/core/contracts/support-limits.ts';
import { formatRelative } from '@jl/core/dates.ts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useAppState } from '../../../lib/store.ts';
import { replyToTicket, type TicketDetail } from '../api/support-api.ts';
import '../../../components/ui/field.css';
import './support.css';
import { TicketStatus } from './ticket-status.tsx';

/** One ticket: subject, status, the conversation (text only) and the reply box. */
export function TicketThread(props: { detail: TicketDetail; onChange: (detail: TicketDetail) => void }) {
  const { t } = useTranslation();
  const lang = useAppState((s) => s.lang);
  const { ticket, messages } = props.detail;
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const replyId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text || text.length > TICKET_MESSAGE_MAX) {
      setError(t('tickets.validation.message'));
      return;
    }
    setBusy(true);
    const answer = await replyToTicket(ticket.id, text);
    setBusy(false);
    if (answer && answer.code === 1) {
      setMessage('');
      setError(null);
      props.onChange(answer.data);
    } else if (answer && answer.code === 0 && answer.data?.field) setError(answer.msg);
  };

  return (
    <>
      <div className="jl-ticket-meta">
        <h2>{ticket.subject}</h2>
        <TicketStatus ticket={ticket} /> #{ticket.id}
        {ticket.ref ? ` · ${t('tickets.refShown', { ref: ticket.ref })}` : ''}
      </div>
      <ol className="jl-thread" data-testid="ticket-thread">
        {messages.map((m) => (
          <li key={m.id} className={`jl-msg jl-msg--${m.author}`}>
            <div className="jl-msg__head">
              <span className="jl-msg__author">
                {m.author === 'player' ? t('tickets.you') : t('tickets.support')}
              </span>
              <span>{formatRelative(m.created_at, Date.now(), lang)}</span>
            </div>
            <p className="jl-msg__body">{m.body}</p>
          </li>
        ))}
      </ol>
      <form className="jl-reply" onSubmit={send} noValidate>
        {ticket.status === 'closed' ? <p className="jl-reply__hint">{t('tickets.closedHint')}</p> : null}
        <div className={`jl-field${error ? ' has-error' : ''}`}>
          <label className="jl-field__label" htmlFor={replyId}>
            {t('tickets.reply')}
          </label>
          <textarea
            id={replyId}
            name="message"
            className="jl-textarea"
            maxLength={TICKET_MESSAGE_MAX}
            placeholder={t('tickets.replyPlaceholder')}
            value={message}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
          {error ? <p className="jl-field__error">{error}</p> : null}
        </div>
        <Button type="submit" block busy={busy}>
          {t('tickets.send')}
        </Button>
      </form>
    </>
  );
}
