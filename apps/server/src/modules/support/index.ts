/**
 * The support module: players' tickets (opened and followed from the service page) and the staff
 * side (answer, assign, close, reopen). It reads rounds and orders only to check a ticket's reference.
 */

export { supportAdminRoutes } from './support-admin-routes.ts';
export { supportRoutes } from './support-routes.ts';
export { supportMessages, supportTickets } from './support-schema.ts';
export { countOpenTickets } from './support-service.ts';
