import { useTranslation } from 'react-i18next';
import type { TicketSummary } from '../api/support-api.ts';
import './support.css';

/** Closed; waiting for support (the player wrote last); answered (support wrote last). */
export function ticketState(ticket: Pick<TicketSummary, 'status' | 'last_from'>) {
  if (ticket.status === 'closed') return 'closed' as const;
  return ticket.last_from === 'player' ? ('waiting' as const) : ('answered' as const);
}

export function TicketStatus({ ticket }: { ticket: Pick<TicketSummary, 'status' | 'last_from'> }) {
  const { t } = useTranslation();
  const state = ticketState(ticket);
  return (
    <span className={`jl-ticket-status jl-ticket-status--${state}`}>{t(`tickets.status.${state}`)}</span>
  );
}
