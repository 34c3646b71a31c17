import type { TicketDetail, TicketSummary } from '@jl/core/contracts/support.ts';
import type { RouteInput } from '@jl/core/routes/route.ts';
import { supportApi } from '@jl/core/routes/support.ts';
import { call, callData } from '../../../lib/api-client.ts';

/** The player's support tickets (docs/API.md "Support tickets"); types come from the route descriptors. */

export type { TicketDetail, TicketSummary };
/** The new-ticket form: every field of `POST /service/tickets`, empty until typed. */
export type NewTicket = Required<RouteInput<typeof supportApi.open>>;

export const supportKeys = {
  list: ['support', 'tickets'] as const,
  detail: (id: string) => ['support', 'ticket', id] as const,
};

export const fetchTickets = () => callData(supportApi.list, { size: 50 }, { toast: false });

/** null when the ticket is not the player's (or does not exist); throws on a transport failure. */
export async function fetchTicket(id: string): Promise<TicketDetail | null> {
  const result = await call(supportApi.ticket, { id }, { toast: false });
  if (!result) throw new Error('not loaded');
  return result.code === 1 ? result.data : null;
}

export const openTicket = (ticket: NewTicket) =>
  call(supportApi.open, ticket.ref_type ? ticket : { subject: ticket.subject, message: ticket.message }, {
    loading: true,
  });

export const replyToTicket = (id: string, message: string) =>
  call(supportApi.reply, { id, message }, { loading: true });
