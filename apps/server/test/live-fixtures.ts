import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { liveRounds } from '../src/modules/live/index.ts';
import { bustAt, outcomeOf } from '../src/modules/live/live-rounds.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';

/** SHA-256 of a hex string's bytes: a live round's hash is the SHA-256 of the next round's. */
export const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

async function latestRound(t: TestApp) {
  const [round] = await t.database.db.select().from(liveRounds).orderBy(desc(liveRounds.id)).limit(1);
  return round ?? null;
}

/**
 * Ends the open crash round, if any, with the app's driver and the test clock, and opens the next one:
 * the round as the server sees it, its outcome opened from its seal (the row holds it sealed).
 */
export async function nextCrashRound(t: TestApp) {
  const before = await latestRound(t);
  for (let i = 0; i < 100; i++) {
    await t.app.live.drivers.get('crash')!.step();
    const round = await latestRound(t);
    if (round && round.id !== before?.id && round.phase === 'betting')
      return { ...round, ...outcomeOf(round) };
    // A running round is ended at its bust, as a running product ends it (a clock jumped far past the
    // bust looks like an outage, and the round would be refunded as interrupted).
    const untilBust = round?.phase === 'running' ? bustAt(round) - t.clock.now.getTime() + 1 : 0;
    t.clock.advance(untilBust > 0 ? untilBust : 60_000);
  }
  throw new Error('no new crash round opened');
}

/**
 * A test app for a live test file: made before its tests, closed after them once the ledger's invariants
 * are checked (`assertLedgerInvariants`). Read `app()` inside tests.
 */
export function liveTestApp(): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    if (!t) return;
    await assertLedgerInvariants(t.database.db);
    await t.close();
  });
  return () => t!;
}
