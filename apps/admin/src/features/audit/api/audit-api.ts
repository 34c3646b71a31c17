import { auditPage, auditVerifyResult } from '@jl/core/contracts/admin.ts';
import { api, post } from '../../../lib/api.ts';

/** The list's filter: an action's name, and (after a broken chain is found) the row to start from. */
export type AuditFilter = { action: string; toId?: string };

export const AUDIT_PAGE_SIZE = 25;

export const fetchAudit = (filter: AuditFilter, page: number, size: number) =>
  api('/admin/audit', auditPage, { query: { page, size, action: filter.action, to_id: filter.toId } });

export const verifyAudit = () => post('/admin/audit/verify', auditVerifyResult);
