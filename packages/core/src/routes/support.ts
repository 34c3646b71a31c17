import type { supportSchemas } from '../contracts/support.ts';
import { endpoints } from './route.ts';

/** The player's support tickets (module `support`; docs/API.md "Support tickets"). */
export const supportApi = endpoints<typeof supportSchemas>()({
  open: 'POST /service/tickets',
  list: 'GET /service/tickets',
  ticket: 'GET /service/tickets/:id',
  reply: 'POST /service/tickets/:id/reply',
});
