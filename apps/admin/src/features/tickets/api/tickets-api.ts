import { staffSupportApi } from '@jl/core/routes/staff.ts';
import { listCalls } from '../../../components/list/list-calls.ts';
import { call } from '../../../lib/api.ts';

/** The queue's filters, named by `backoffice.tickets.filters.<key>`, and the query each sends. */
const FILTERS = {
  open: { status: 'open' },
  unassigned: { status: 'open', assignee: 'none' },
  mine: { status: 'open', assignee: 'me' },
  closed: { status: 'closed' },
} as const;
export type TicketFilter = keyof typeof FILTERS;
export const TICKET_FILTERS = Object.keys(FILTERS) as TicketFilter[];

/** A page of the list, and the whole selection of the same tab and filters as CSV (docs/API.md "CSV export"). */
export const { fetch: fetchTickets, exportCsv: exportTickets } = listCalls(
  staffSupportApi.tickets,
  (filter: TicketFilter) => ({ ...FILTERS[filter] }),
);

export const fetchTicket = (id: string) => call(staffSupportApi.ticket, { id });

export const fetchAssignees = () => call(staffSupportApi.assignees);

/** What staff do to a ticket: each answers the ticket as it now is. */
export type TicketAction =
  | { path: 'reply'; body: { message: string } }
  | { path: 'assign'; body: { staff_id: string | null } }
  | { path: 'close' | 'reopen'; body?: undefined };

export const ticketAction = (id: string, action: TicketAction) => {
  switch (action.path) {
    case 'reply':
      return call(staffSupportApi.reply, { id, ...action.body });
    case 'assign':
      return call(staffSupportApi.assign, { id, ...action.body });
    default:
      return call(staffSupportApi[action.path], { id });
  }
};
