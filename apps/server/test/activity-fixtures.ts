import { and, eq } from 'drizzle-orm';
import { activityClaims, ledgerTransfers as transfers } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/index.ts';
import { DEFAULT_SETTINGS, updateSettingsSection } from '../src/modules/config/index.ts';
import type { TestApp } from './harness.ts';
import { newOrder, newPayer, type Payer, pixPaying, postWebhook } from './pay-fixtures.ts';

/** Activity settings over the defaults, key by key (e.g. a cheaper envelope for a test). */
export async function setActivities(
  t: TestApp,
  over: Record<string, Record<string, unknown>>,
): Promise<void> {
  const base = DEFAULT_SETTINGS.activities as unknown as Record<string, Record<string, unknown>>;
  const merged = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, { ...v, ...(over[k] ?? {}) }]));
  await updateSettingsSection(t.database.db, 'activities', merged);
}

export async function setProfile(t: TestApp, profile: 'standard' | 'br-regulated'): Promise<void> {
  await updateSettingsSection(t.database.db, 'compliance', { ...DEFAULT_SETTINGS.compliance, profile });
}

/** A credited Pix deposit through the real webhook (records `deposit.credited`; handlers run before the answer). */
export async function deposit(t: TestApp, payer: Payer, amount: string): Promise<string> {
  const order = await newOrder(t, payer, amount);
  const answer = await postWebhook(t, pixPaying(t, order, payer));
  if (answer.code !== 1) throw new Error(`webhook refused: ${JSON.stringify(answer)}`);
  await t.app.events.drain();
  return order.order_no;
}

export async function claimsOf(t: TestApp, memberId: bigint, code: string) {
  return t.database.db
    .select()
    .from(activityClaims)
    .where(and(eq(activityClaims.memberId, memberId), eq(activityClaims.code, code)));
}

/** Transfers of a fund type to a member (the ledger's view of the rewards). */
export async function transfersOf(t: TestApp, memberId: bigint, code: number) {
  return t.database.db
    .select()
    .from(transfers)
    .where(and(eq(transfers.memberId, memberId), eq(transfers.code, code)));
}

/** A fresh session at the test clock (sessions expire; multi-day tests log in again). */
export async function sessionAt(t: TestApp, memberId: bigint): Promise<string> {
  return (await createSession(t.database.db, { memberId, now: t.clock.now })).token;
}

export { newPayer };
