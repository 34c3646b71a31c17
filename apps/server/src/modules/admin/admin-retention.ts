import { type AccessLogPurge, expiringColumns } from '../../db/retention.ts';
import { staffSessions } from './admin-schema.ts';

/**
 * The IP address and user agent of a staff session, counted from its last use, purged by
 * `privacy.access-logs` (docs/COMPLIANCE.md "Access logs"). The audit log's IP stays: that log is
 * append-only and hash-chained, and it is the record of what staff did.
 */
export const staffAccessLogs: AccessLogPurge[] = [
  expiringColumns('staff sessions', {
    table: staffSessions,
    id: staffSessions.id,
    at: staffSessions.lastSeenAt,
    columns: [staffSessions.ip, staffSessions.userAgent],
  }),
];
