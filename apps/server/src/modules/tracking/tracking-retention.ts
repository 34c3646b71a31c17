import { type AccessLogPurge, expiringColumns } from '../../db/retention.ts';
import { visits } from './tracking-schema.ts';

/**
 * A landing visit's IP address and user agent, purged by `privacy.access-logs` (docs/COMPLIANCE.md
 * "Access logs"); the visit itself (its codes, member and time) stays for the reports.
 */
export const visitAccessLogs: AccessLogPurge[] = [
  expiringColumns('visits', {
    table: visits,
    id: visits.id,
    at: visits.createdAt,
    columns: [visits.ip, visits.userAgent],
  }),
];
