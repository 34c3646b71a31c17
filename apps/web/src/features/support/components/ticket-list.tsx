import { formatRelative } from '@jl/core/dates.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import type { TicketSummary } from '../api/support-api.ts';
import './support.css';
import { TicketStatus } from './ticket-status.tsx';

/** The player's tickets, most recently active first; each opens its conversation. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  const { t } = useTranslation();
  const lang = useAppState((s) => s.lang);
  if (tickets.length === 0) return <p className="jl-ticket-empty">{t('tickets.empty')}</p>;
  return (
    <ul className="jl-tickets__items" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link className="jl-ticket-row" to={`${paths.ticket}?id=${ticket.id}`}>
            <span className="jl-ticket-row__subject">{ticket.subject}</span>
            <TicketStatus ticket={ticket} />
            <span className="jl-ticket-row__when">
              #{ticket.id} · {formatRelative(ticket.updated_at, Date.now(), lang)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
