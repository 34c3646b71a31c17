import { adminTicketAssignees, adminTicketDetail, adminTickets } from '@jl/core/contracts/support.ts';
import { api, post } from '../../../lib/api.ts';

/** The queue's filters, named by `backoffice.tickets.filters.<key>`, and the query each sends. */
const FILTERS = {
  open: { status: 'open' },
  unassigned: { status: 'open', assignee: 'none' },
  mine: { status: 'open', assignee: 'me' },
  closed: { status: 'closed' },
} as const;
export type TicketFilter = keyof typeof FILTERS;
export const TICKET_FILTERS = Object.keys(FILTERS) as TicketFilter[];

export const fetchTickets = (filter: TicketFilter, page: number, size: number) =>
  api('/admin/tickets', adminTickets, { query: { ...FILTERS[filter], page, size } });

export const fetchTicket = (id: string) => api(`/admin/tickets/${id}`, adminTicketDetail);

export const fetchAssignees = () => api('/admin/tickets/assignees', adminTicketAssignees);

/** `reply`, `close`, `reopen` or `assign`: each answers the ticket as it now is. */
export const ticketAction = (id: string, path: string, body: Record<string, unknown> = {}) =>
  post(`/admin/tickets/${id}/${path}`, adminTicketDetail, body);
