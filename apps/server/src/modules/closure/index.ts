/**
 * Account closure (LGPD; docs/COMPLIANCE.md "Account closure"): the player's self-service closure and
 * staff's closure on the player's request, executed at once in one transaction across the modules it
 * touches (wallet, auth, activity, rg, admin's audit log), and the `closure.minimise` job that later
 * erases the account's personal data. Only the `barred` module imports this one (a registry flag closes
 * the account through the same closure).
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { closureAdminRoutes } from './closure-admin-routes.ts';
import { minimiseJob } from './closure-minimise.ts';
import { closureRoutes } from './closure-routes.ts';
import * as schema from './closure-schema.ts';

export { findClosure } from './closure-repository.ts';
export { accountClosures } from './closure-schema.ts';
export { type ClosureContext, closeAccount, closureContext } from './closure-service.ts';

export const closureModule = defineModule({
  name: 'closure',
  purpose:
    "Account closure by the player or by staff on the player's request, and the later erasure of personal data",
  routes: [closureRoutes],
  staffRoutes: [closureAdminRoutes],
  jobs: () => [minimiseJob],
  tables: tablesOf(schema),
});
