import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { balanceOf, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';

/**
 * The round's first batch (originals/play-service.ts): on PostgreSQL its locks and reads are pipelined, so
 * the order in which they are issued is the order the server runs them. The lock order must stay
 * "the player's seed advisory lock, the seed row, then the ledger rows", and the round must send no
 * more statements than it did. Statements are seen as the driver is asked to send them.
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

const original = pg.Client.prototype.query;
afterEach(() => {
  pg.Client.prototype.query = original;
});

function recordStatements(): string[] {
  const seen: string[] = [];
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string; values?: unknown[] } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first?.values : []) ?? [];
    // A ledger transfer is told apart by its idempotency key (…:stake, …:win).
    const key = values.find((v) => typeof v === 'string' && v.startsWith('round:'));
    const name = typeof first === 'object' && first?.name ? ` (named ${first.name})` : '';
    if (text) seen.push(`${text.replace(/\s+/g, ' ').trim().toLowerCase()}${key ? ` [${key}]` : ''}${name}`);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = patched as typeof original;
  return seen;
}

const play = (token: string) => t.api('POST', '/originals/fruit-trio/play', { token, body: { bet: '1.00' } });

describe.skipIf(TEST_DB_KIND !== 'postgres')('the round’s statements (PostgreSQL)', () => {
  it('issues the seed lock, the seed row and the ledger rows in that order, the limits among them, then the stake, the win and the round', async () => {
    const player = await fundedPlayer(db, 50_000n);
    expect((await play(player.token)).code).toBe(1); // the seed and the accounts exist from here on
    // Rounds until one wins: its stake and its win are both written, the stake first.
    let all: string[] = [];
    let answer = { code: 0, msg: '', data: { win: '0.00', balance: '' } };
    for (let i = 0; i < 60 && Number(answer.data.win) === 0; i++) {
      all = recordStatements();
      answer = await play(player.token);
      pg.Client.prototype.query = original;
      expect(answer.code, answer.msg).toBe(1);
    }
    // The round's transaction (the event handlers that run after its commit are not the round's).
    const seen = all.slice(all.indexOf('begin'), all.indexOf('commit') + 1);
    const at = (pattern: RegExp) => seen.findIndex((s) => pattern.test(s));
    const transfers = seen.flatMap((s, i) =>
      /^with t as \( insert into ledger_transfers/.test(s) ? [i] : [],
    );
    // Issued in this order, and run by the server in the order issued.
    const order = [
      at(/^begin/),
      at(/pg_advisory_xact_lock/),
      at(/from game_seeds where .* for update/),
      at(/from ledger_accounts where .* for update/),
      ...transfers,
      at(/^with s as \( update game_seeds set nonce/),
      at(/^commit/),
    ];
    expect(
      order.every((i) => i >= 0),
      seen.join('\n'),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const limits = at(/from rg_state s left join rg_limits/);
    expect(limits > at(/^begin/) && limits < (transfers[0] ?? -1), seen.join('\n')).toBe(true);
    expect(seen[limits], seen[limits]).toMatch(/\(named jl_[0-9a-f]{24}\)$/);
    expect(transfers.map((i) => /:(stake|win)\]/.exec(seen[i]!)?.[1])).toEqual(['stake', 'win']);
    // The locks and the writes are named prepared statements (parsed and planned once per connection).
    for (const i of order.slice(1, -1)) expect(seen[i], seen[i]).toMatch(/\(named jl_[0-9a-f]{24}\)$/);
    // BEGIN, the batch of four, the stake, the win, the round, COMMIT.
    expect(seen.length, seen.join('\n')).toBe(9);
    expect(await balanceOf(t, player.token)).toBe(answer.data.balance);
  });
});
