import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { balanceOf, countRounds, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';

const toCents = (amount: string): bigint => BigInt(amount.replace('.', ''));

/**
 * Seed rotations, client-seed changes and plays of one player at once. On
 * PostgreSQL a rotation that commits while another waits on the old seed's row lock used to leave the
 * waiter with no active seed ("active seed of member N could not be created", HTTP 500). Every call
 * must succeed or be refused cleanly; the nonces stay gap-free and each round is on a live seed.
 * Meaningful on PostgreSQL (TEST_DATABASE_URL); on PGlite the calls are serial and it is a smoke test.
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

describe(`concurrent seed changes (${TEST_DB_KIND})`, () => {
  it('never answer 500: 10 rotations, 10 client seeds and 10 plays at once, three times', async () => {
    for (let wave = 0; wave < 3; wave++) {
      const { memberId, token } = await fundedPlayer(db, 1000_00n);
      const before = await balanceOf(t, token);
      const calls = [
        ...Array.from({ length: 10 }, () => t.api('POST', '/game/fairness/rotate', { token })),
        ...Array.from({ length: 10 }, (_, i) =>
          t.api('POST', '/game/fairness/client-seed', { token, body: { client_seed: `seed-${wave}-${i}` } }),
        ),
        ...Array.from({ length: 10 }, (_, i) =>
          t.api('POST', '/originals/fruit-trio/play', {
            token,
            body: { bet: '1.00' },
            headers: { 'idempotency-key': `race-${wave}-${i}-${memberId}` },
          }),
        ),
      ];
      const answers = await Promise.all(calls);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer)).toBeLessThan(500);
        expect(answer.code, JSON.stringify(answer)).toBe(1);
      }
      // One active seed; eleven seeds in all (the first and ten rotations); rounds on gap-free nonces.
      const seeds = await db.execute(
        sql`select count(*) filter (where revealed_at is null)::int as active, count(*)::int as total
            from game_seeds where member_id = ${String(memberId)}`,
      );
      const row = (seeds as unknown as { rows: { active: number; total: number }[] }).rows[0]!;
      expect(row).toEqual({ active: 1, total: 11 });
      const gaps = await db.execute(
        sql`select s.id, s.nonce::int as nonce, count(r.id)::int as rounds, coalesce(max(r.nonce), -1)::int as top
            from game_seeds s left join game_rounds r on r.seed_id = s.id
            where s.member_id = ${String(memberId)} group by s.id, s.nonce`,
      );
      for (const seed of (gaps as unknown as { rows: { nonce: number; rounds: number; top: number }[] })
        .rows) {
        expect(seed.rounds).toBe(seed.nonce);
        expect(seed.top).toBe(seed.nonce - 1);
      }
      expect(await countRounds(db, memberId)).toBe(10);
      // The wallet moved by exactly the recorded rounds (ten R$ 1,00 bets can net to zero, so compare
      // with the rounds' own bets and wins rather than with the opening balance).
      const net = await db.execute(
        sql`select coalesce(sum(win - bet), 0)::bigint::text as net from game_rounds
            where member_id = ${String(memberId)}`,
      );
      const delta = BigInt((net as unknown as { rows: { net: string }[] }).rows[0]!.net);
      expect(toCents(await balanceOf(t, token))).toBe(toCents(before) + delta);
    }
  });
});
