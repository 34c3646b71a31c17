import { and, eq, gt, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { authCounters } from '../db/schema.ts';
import { refuse } from './app-error.ts';

/**
 * Password guessing, slowed where it is aimed and nowhere else (docs/API.md "Throttling"). Every
 * attempt is counted *before* the password is checked, by one atomic upsert per key, so concurrent
 * attempts each see their own number and none slips past a threshold. Three keys per attempt:
 *
 * - the pair (account name as typed, network address): the picture code after `captchaAfter`, then a
 *   hold that doubles from `firstHoldMs` to `maxHoldMs` after each failure past `holdAfter`. Only the
 *   guesser's own address is held, so nobody can lock a player or a staff member out from elsewhere;
 * - the account name across addresses: the picture code after `accountCaptchaAfter` (never a lock);
 * - the address across names (credential stuffing): the picture code after `addressCaptchaAfter`,
 *   and a hold after `addressHoldAfter` when set.
 *
 * Names are counted as typed, existing or not, so the answers never tell a real name from an unknown
 * one. A success clears the pair and the name and gives the address back its one attempt; a count
 * starts again after an hour without attempts.
 */
export type ThrottleRules = {
  captchaAfter: number;
  accountCaptchaAfter: number;
  addressCaptchaAfter: number;
  holdAfter: number;
  addressHoldAfter?: number;
  firstHoldMs: number;
  maxHoldMs: number;
};

/**
 * Players: the picture code after 3 failures of a pair, 10 of a phone or 10 of an address. The
 * address threshold is the loosest because Brazilian mobile carriers put many players behind one
 * address (CGNAT): it is there for credential stuffing across phones, not for one player's typos.
 */
export const PLAYER_LOGIN_RULES: ThrottleRules = {
  captchaAfter: 3,
  accountCaptchaAfter: 10,
  addressCaptchaAfter: 10,
  holdAfter: 5,
  firstHoldMs: 5_000,
  maxHoldMs: 15 * 60_000,
};

const QUIET_RESET_MS = 60 * 60 * 1000;

export type LoginAttempt = {
  keys: { pair: string; account: string; address: string };
  /** Attempts counted on each key, this one included. */
  counts: { pair: number; account: number; address: number };
};

type Claim = { count: number } | { heldUntil: Date };

/** Counts one attempt on `key` unless it is held; atomic under any concurrency. */
async function claim(db: Executor, key: string, now: Date): Promise<Claim> {
  const quietSince = new Date(now.getTime() - QUIET_RESET_MS);
  const restart = sql`${authCounters.lastFailureAt} <= ${quietSince}`;
  const [row] = await db
    .insert(authCounters)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: authCounters.key,
      set: {
        failures: sql`case when ${restart} then 1 else ${authCounters.failures} + 1 end`,
        lastFailureAt: now,
        lockedUntil: sql`case when ${restart} then null else ${authCounters.lockedUntil} end`,
      },
      // A held key is not counted: the attempt is refused before any work.
      setWhere: sql`${authCounters.lockedUntil} is null or ${authCounters.lockedUntil} <= ${now}`,
    })
    .returning({ failures: authCounters.failures });
  if (row) return { count: row.failures };
  const [held] = await db
    .select({ until: authCounters.lockedUntil })
    .from(authCounters)
    .where(and(eq(authCounters.key, key), gt(authCounters.lockedUntil, now)));
  return held?.until ? { heldUntil: held.until } : claim(db, key, now);
}

async function release(db: Executor, key: string): Promise<void> {
  await db
    .update(authCounters)
    .set({ failures: sql`greatest(${authCounters.failures} - 1, 0)` })
    .where(eq(authCounters.key, key));
}

async function hold(db: Executor, key: string, until: Date): Promise<void> {
  await db
    .update(authCounters)
    .set({ lockedUntil: sql`greatest(coalesce(${authCounters.lockedUntil}, ${until}), ${until})` })
    .where(eq(authCounters.key, key));
}

function refuseHeld(until: Date, now: Date): never {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return refuse('LOGIN_THROTTLED', { vars: { seconds }, httpStatus: 429 });
}

/**
 * Starts an attempt of `account` (as typed, normalised by the caller) from `address`: refuses
 * LOGIN_THROTTLED while the pair or the address is held; otherwise counts it everywhere.
 */
export async function beginLoginAttempt(
  db: Executor,
  input: { scope: string; account: string; address: string; now: Date },
): Promise<LoginAttempt> {
  const { scope, account, address, now } = input;
  const keys = {
    pair: `${scope}:pair:${account}:${address}`,
    account: `${scope}:name:${account}`,
    address: `${scope}:ip:${address}`,
  };
  const addressClaim = await claim(db, keys.address, now);
  if ('heldUntil' in addressClaim) refuseHeld(addressClaim.heldUntil, now);
  const pairClaim = await claim(db, keys.pair, now);
  if ('heldUntil' in pairClaim) {
    await release(db, keys.address);
    refuseHeld(pairClaim.heldUntil, now);
  }
  const accountClaim = await claim(db, keys.account, now);
  const counts = {
    pair: pairClaim.count,
    address: addressClaim.count,
    account: 'count' in accountClaim ? accountClaim.count : 0,
  };
  return { keys, counts };
}

/** Whether this attempt must carry a solved picture code (the operator's `after_failures` rule). */
export function captchaDue(attempt: LoginAttempt, rules: ThrottleRules): boolean {
  const { pair, account, address } = attempt.counts;
  return (
    pair > rules.captchaAfter || account > rules.accountCaptchaAfter || address > rules.addressCaptchaAfter
  );
}

/** The hold after the n-th failure: none up to `after`, then doubling from `firstMs` up to `maxMs`. */
export function holdMs(failures: number, after: number, rules: ThrottleRules): number {
  if (failures < after) return 0;
  return Math.min(rules.maxHoldMs, rules.firstHoldMs * 2 ** Math.min(failures - after, 20));
}

/** A wrong password (or picture code): holds the pair, and the address, once past their thresholds. */
export async function failLoginAttempt(
  db: Executor,
  attempt: LoginAttempt,
  now: Date,
  rules: ThrottleRules,
): Promise<void> {
  const pairMs = holdMs(attempt.counts.pair, rules.holdAfter, rules);
  if (pairMs > 0) await hold(db, attempt.keys.pair, new Date(now.getTime() + pairMs));
  if (rules.addressHoldAfter !== undefined) {
    const addressMs = holdMs(attempt.counts.address, rules.addressHoldAfter, rules);
    if (addressMs > 0) await hold(db, attempt.keys.address, new Date(now.getTime() + addressMs));
  }
}

/** The right password: the pair and the name start afresh; the address gets this attempt back. */
export async function passLoginAttempt(db: Executor, attempt: LoginAttempt): Promise<void> {
  await db.delete(authCounters).where(eq(authCounters.key, attempt.keys.pair));
  await db.delete(authCounters).where(eq(authCounters.key, attempt.keys.account));
  await release(db, attempt.keys.address);
}

/**
 * An attempt refused before any password was tried (picture code missing or wrong): it does not
 * count. A wrong picture code gains nothing, and each try costs a fresh picture.
 */
export async function withdrawLoginAttempt(db: Executor, attempt: LoginAttempt): Promise<void> {
  for (const key of Object.values(attempt.keys)) await release(db, key);
}

/** A proven owner (password reset by SMS): every hold and count on this name, from any address, ends. */
export async function clearLoginCounts(db: Executor, scope: string, account: string): Promise<void> {
  const escaped = `${scope}:pair:${account}:`.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db
    .delete(authCounters)
    .where(or(eq(authCounters.key, `${scope}:name:${account}`), like(authCounters.key, `${escaped}%`)));
}
