/**
 * The players module: staff's view of players in the back office (support, finance; owners) — the
 * search, a player's profile and sessions, ending sessions, locking, and staff notes. Each fact comes
 * from the module that owns it: a profile calls auth, payments, withdraw and closure; the search,
 * which filters and pages across them, joins their typed tables, declared below. No module imports
 * this one.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { staff } from '../admin/index.ts';
import { members } from '../auth/index.ts';
import { accountClosures } from '../closure/index.ts';
import { rechargeInfo } from '../payments/index.ts';
import { withdrawAccounts } from '../withdraw/index.ts';
import { playersAdminRoutes } from './players-admin-routes.ts';
import * as schema from './players-schema.ts';

export { playerNotes } from './players-schema.ts';

export const playersModule = defineModule({
  name: 'players',
  purpose: "Staff's view of players: search, profile and sessions, ending sessions, locking, notes",
  staffRoutes: [playersAdminRoutes],
  tables: tablesOf(schema),
  // The search filters, orders and pages players by the account, the recharge info's name and CPF,
  // a bound withdrawal account's CPF and the closure in one statement; notes list their author's name.
  joins: [members, rechargeInfo, withdrawAccounts, accountClosures, staff],
});
