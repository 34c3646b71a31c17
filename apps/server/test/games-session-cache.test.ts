import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { SESSION_CACHE_MS } from '../src/modules/auth/index.ts';
import { balanceOf, countRounds, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';

/**
 * The game round authenticates through a short per-process session cache (modules/auth/session-cache.ts).
 * Revocation must hold inside its window: the round re-checks the session in its own transaction. Here
 * the session is ended straight in the database — as another API process would do it, without touching
 * this process's cache — between two rounds played at the same instant (the clock does not move, so the
 * first round's cached lookup is still fresh).
 */
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await assertLedgerInvariants(db);
  await t.close();
});

const play = (token: string, headers?: Record<string, string>) =>
  t.api('POST', '/originals/fruit-trio/play', { token, body: { bet: '1.00' }, headers });

async function endSessionsElsewhere(memberId: bigint, reason: string) {
  await db.execute(
    sql`update sessions set revoked_at = now(), revoke_reason = ${reason}
        where member_id = ${String(memberId)}::bigint and revoked_at is null`,
  );
}

describe('the game round and the session cache', () => {
  it('caches for seconds only', () => {
    expect(SESSION_CACHE_MS).toBeGreaterThan(0);
    expect(SESSION_CACHE_MS).toBeLessThanOrEqual(10_000);
  });

  it('refuses a session revoked elsewhere within the cache window (302), playing nothing', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    expect((await play(token)).code).toBe(1);
    const balance = await balanceOf(t, token);
    await endSessionsElsewhere(memberId, 'password');
    expect(await play(token)).toMatchObject({ code: 302, data: { error: 'SESSION_ENDED' } });
    expect(await play(token)).toMatchObject({ code: 302, data: { error: 'SESSION_ENDED' } });
    expect(await countRounds(db, memberId)).toBe(1);
    await db.execute(
      sql`update sessions set revoked_at = null, revoke_reason = null where member_id = ${String(memberId)}::bigint`,
    );
    expect(await balanceOf(t, token)).toBe(balance);
  });

  it('refuses a logged-out session within the window (409), and a replayed key does not answer the stored round', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    const headers = { 'Idempotency-Key': 'cache-window-0001' };
    expect((await play(token, headers)).code).toBe(1);
    await endSessionsElsewhere(memberId, 'logout');
    expect(await play(token, headers)).toMatchObject({ code: 409, data: { error: 'LOGIN_REQUIRED' } });
    expect(await play(token)).toMatchObject({ code: 409 });
    expect(await countRounds(db, memberId)).toBe(1);
  });

  it('refuses at once after a logout through the API in this process', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    expect((await play(token)).code).toBe(1);
    expect((await t.api('POST', '/user/logout', { token })).code).toBe(1);
    expect((await play(token)).code).toBe(409);
    expect(await countRounds(db, memberId)).toBe(1);
  });

  it('refuses a member disabled within the window (302)', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    expect((await play(token)).code).toBe(1);
    await db.execute(sql`update members set status = 1 where id = ${String(memberId)}::bigint`);
    expect(await play(token)).toMatchObject({ code: 302, data: { error: 'SESSION_ENDED' } });
    expect(await countRounds(db, memberId)).toBe(1);
  });

  it('plays many rounds in a row with one live session', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    for (let i = 0; i < 5; i++) expect((await play(token)).code).toBe(1);
    expect(await countRounds(db, memberId)).toBe(5);
  });
});
