/**
 * The support module: players' tickets (opened and followed from the service page) and the staff
 * side (answer, assign, close, reopen). It reads rounds and orders only to check a ticket's reference.
 */
import { gameRounds } from '../../db/schema.ts';
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { staff } from '../admin/index.ts';
import { members } from '../auth/index.ts';
import { supportAdminRoutes } from './support-admin-routes.ts';
import { supportRoutes } from './support-routes.ts';
import * as schema from './support-schema.ts';

export { supportMessages, supportTickets } from './support-schema.ts';
export { countOpenTickets } from './support-service.ts';

export const supportModule = defineModule({
  name: 'support',
  purpose: "Players' tickets and the staff side that answers, assigns, closes and reopens them",
  routes: [supportRoutes],
  staffRoutes: [supportAdminRoutes],
  tables: tablesOf(schema),
  // Messages and tickets list with their staff's names; a ticket about a round names one of the
  // player's own rounds (checked against the games' rounds table); the queue filters and sorts by
  // the player's VIP level (auth's members).
  joins: [staff, gameRounds, members],
});
