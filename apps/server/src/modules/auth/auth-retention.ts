import { sql } from 'drizzle-orm';
import { type AccessLogPurge, deleteExpired, expiringColumns } from '../../db/retention.ts';
import { authCounters, members, sessions, smsCodes } from './auth-schema.ts';

/**
 * The access-log data this module keeps (Marco Civil da Internet art. 15; docs/COMPLIANCE.md
 * "Access logs"): the IP address and user agent of a player's session, counted from its last use; the
 * IP that asked for an SMS code; the sign-in failure counters, whose keys name an address and an
 * account. Purged by `privacy.access-logs`.
 */
export const playerAccessLogs: AccessLogPurge[] = [
  expiringColumns('player sessions', {
    table: sessions,
    id: sessions.id,
    at: sessions.lastSeenAt,
    columns: [sessions.ip, sessions.userAgent],
    member: sql`${sessions.memberId}`,
  }),
  expiringColumns('SMS codes', {
    table: smsCodes,
    id: smsCodes.id,
    at: smsCodes.createdAt,
    columns: [smsCodes.ip],
    member: sql`(select ${members.id} from ${members} where ${members.phone} = ${smsCodes.phone})`,
  }),
  {
    // Keys name the address and the account typed (lib/login-throttle.ts). A counter starts again
    // after an hour without failures, so one untouched for the whole retention and not held is dead.
    // Not kept by a hold: a failed attempt is not an access to the application (art. 5 VIII).
    what: 'login counters',
    purge: (db, before, batch) => {
      const at = sql`${before.toISOString()}::timestamptz`;
      const dead = sql`${authCounters.lastFailureAt} < ${at}
        and (${authCounters.lockedUntil} is null or ${authCounters.lockedUntil} < ${at})`;
      return deleteExpired(db, authCounters, authCounters.key, dead, batch);
    },
  },
];
