/**
 * The admin module: staff accounts (owner, finance, support, marketing) with their own sessions, the
 * staff API under /api/v2/admin (withdrawal review for now) and the append-only staff audit log.
 */

export { adminRoutes } from './admin-routes.ts';
export { staff, staffAuditLog, staffSessions } from './admin-schema.ts';
export { ANY_STAFF, requireStaff } from './staff-guard.ts';
export { createStaff, seedStaffOwner } from './staff-service.ts';
