import { staffAdminApi } from '@jl/core/routes/staff.ts';
import type { ListFilter } from '../../../components/list/list-filters.tsx';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

/**
 * The list's filter: an action's name, (after a broken chain is found) the row to start from, and
 * the day range and sort of `ListFilters`.
 */
export type AuditFilter = { action: string; toId?: string; list?: ListFilter };

export const AUDIT_PAGE_SIZE = 25;

const auditQuery = (filter: AuditFilter, page: number, size: number) => ({
  ...(filter.list as { from?: string; to?: string; sort?: 'created_at' | '-created_at' }),
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
