/**
 * The reports module: read-only figures for the back office, computed from the ledger and the
 * tables beside it. It writes nothing.
 */
import { defineModule } from '../../lib/server-module.ts';
import { reportsAdminRoutes } from './reports-admin-routes.ts';

export const reportsModule = defineModule({
  name: 'reports',
  purpose: 'Read-only figures for the back office from the ledger and the tables beside it',
  staffRoutes: [reportsAdminRoutes],
  tables: [],
});
