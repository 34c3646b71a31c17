/**
 * The admin module: staff accounts (owner, finance, support, marketing) with password + TOTP sign-in
 * and their own sessions, the one staff guard every module's `<domain>-admin-routes.ts` uses, and the
 * append-only, hash-chained staff audit log.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { adminRoutes } from './admin-routes.ts';
import * as schema from './admin-schema.ts';

export { type AuditInput, audit, verifyAuditChain } from './admin-audit.ts';
export { staffAccessLogs } from './admin-retention.ts';
export {
  staff,
  staffAuditLog,
  staffChangeRequests,
  staffChanges,
  staffInvitations,
  staffRecoveryCodes,
  staffSessions,
} from './admin-schema.ts';
export {
  cpfFor,
  nameFor,
  phoneFor,
  pixKeyFor,
  seesFullPersonalData,
  seesRevenue,
} from './personal-data.ts';
export { type StaffCtx, staffContext } from './staff-context.ts';
export { ANY_STAFF, collectStaffRoutes, requireStaff, type StaffRoute } from './staff-guard.ts';
export { staffUsernames } from './staff-names.ts';
export {
  createStaff,
  type StaffPrincipal,
  seedStaffOwner,
} from './staff-service.ts';

export const adminModule = defineModule({
  name: 'admin',
  purpose:
    'Staff accounts with password and TOTP, their sessions, the staff guard and the hash-chained audit log',
  staffRoutes: [adminRoutes],
  tables: tablesOf(schema),
});
