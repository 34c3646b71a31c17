import { staffAdminApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

/** The list's filter: an action's name, and (after a broken chain is found) the row to start from. */
export type AuditFilter = { action: string; toId?: string };

export const AUDIT_PAGE_SIZE = 25;

export const fetchAudit = (filter: AuditFilter, page: number, size: number) =>
  call(staffAdminApi.audit, {
    page,
    size,
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.toId ? { to_id: filter.toId } : {}),
  });

export const verifyAudit = () => call(staffAdminApi.auditVerify);
