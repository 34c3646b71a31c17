import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { createSession } from '../src/modules/auth/index.ts';
import { DEFAULT_SETTINGS, updateSettingsSection } from '../src/modules/config/index.ts';
import type { SandboxRegistry } from '../src/providers/self-exclusion/index.ts';
import type { TestApp } from './harness.ts';

/** The app's sandbox registry (barred list and an "unreachable" switch). */
export function registryOf(t: TestApp): SandboxRegistry {
  return t.app.selfExclusion as SandboxRegistry;
}

/** Switches the compliance profile (the operator's one switch, docs/PRODUCT.md "Compliance profiles"). */
export async function setProfile(t: TestApp, profile: 'standard' | 'br-regulated'): Promise<void> {
  await updateSettingsSection(t.database.db, 'compliance', { ...DEFAULT_SETTINGS.compliance, profile });
}

/** A new session for the member at the test clock (after an idle end or a long clock jump). */
export async function newSession(t: TestApp, memberId: bigint): Promise<string> {
  return (await createSession(t.database.db, { memberId, now: t.clock.now })).token;
}

export const setLimit = (t: TestApp, token: string, kind: string, period: string, amount: string | null) =>
  t.api('POST', '/rg/limits', { token, body: { kind, period, amount: amount ?? '' } });

export const rgStatus = (t: TestApp, token: string, lang?: string) =>
  t.api('GET', '/rg/status', { token, lang });

/** One round of an original; the message's no-break spaces (Intl money) become plain ones. */
export async function playRound(t: TestApp, token: string, bet = '1.00', lang?: string) {
  const answer = await t.api('POST', '/originals/fruit-trio/play', { token, body: { bet }, lang });
  return { ...answer, msg: answer.msg.replace(/\u00a0/g, ' ') };
}

/** Net loss (stakes − wins) of the member's rounds, in cents. */
export async function netLoss(db: Db, memberId: bigint): Promise<bigint> {
  const result = (await db.execute(
    sql`select coalesce(sum(bet - win), 0)::text as n from game_rounds where member_id = ${memberId}`,
  )) as unknown as { rows: { n: string }[] };
  return BigInt(result.rows[0]!.n);
}
