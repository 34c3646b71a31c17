import { staffAdminApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

/** The list's filter: an action's name, and (after a broken chain is found) the row to start from. */
export type AuditFilter = { action: string; toId?: string };

export const AUDIT_PAGE_SIZE = 25;

const auditQuery = (filter: AuditFilter, page: number, size: number) => ({
  page,
  size,
  ...(filter.action ? { action: filter.action } : {}),
  ...(filter.toId ? { to_id: filter.toId } : {}),
});

export const fetchAudit = (filter: AuditFilter, page: number, size: number) =>
  call(staffAdminApi.audit, auditQuery(filter, page, size));

/** The same rows as CSV (docs/API.md "CSV export"). */
export const exportAudit = (filter: AuditFilter, page: number, size: number) =>
  downloadCsv(staffAdminApi.audit, auditQuery(filter, page, size));

export const verifyAudit = () => call(staffAdminApi.auditVerify);
