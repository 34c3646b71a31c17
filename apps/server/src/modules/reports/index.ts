/**
 * The reports module: read-only figures for the back office, computed from the ledger and the
 * tables beside it. It writes nothing.
 */
export { reportsAdminRoutes } from './reports-admin-routes.ts';
