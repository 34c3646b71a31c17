import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Player, registerPlayer, sandboxDeposit } from './players.ts';
import { type Product, startProduct, until } from './product.ts';

/**
 * kill -9 between a commit and its events' dispatch. Two processes of one deployment on PostgreSQL:
 * A serves players and dispatches events; B serves players only (JOBS_ENABLED=false, a documented
 * topology), so what A's death leaves in the outbox stays visible on B's /metrics until A is back.
 * Every round A committed must then count in the player's VIP progress exactly once.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let a: Product;
let b: Product;
let dbName: string;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

beforeAll(async () => {
  dbName = `jl_deployed_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const env = {
    DATABASE_URL: Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString(),
    APP_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_PER_MINUTE: '100000',
    LIVE_DRIVER: 'false',
  };
  a = await startProduct('crash-a', { ...env, PORT: '4761' });
  b = await startProduct('crash-b', { ...env, PORT: '4762', JOBS_ENABLED: 'false' });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin(`drop database if exists ${dbName} with (force)`);
});

const undelivered = async (product: Product) =>
  (await product.metrics()).get('jl_events_undelivered') ?? Number.NaN;

/** Rounds of R$ 1,00 on four connections at once until the process dies. */
async function playUntilKilled(player: Player): Promise<void> {
  const stream = async () => {
    for (;;) {
      const answer = await a
        .call('/originals/fruit-trio/play', { token: player.token, body: { bet: '1.00' } })
        .catch(() => null);
      if (!answer) return;
    }
  };
  await Promise.all([stream(), stream(), stream(), stream()]);
}

describe('events left behind by kill -9 between commit and dispatch', () => {
  it('are delivered once, by the next dispatching process', async () => {
    const player = await registerPlayer(a);
    await sandboxDeposit(a, player, '500.00');
    let caught = 0;
    for (let attempt = 0; attempt < 6 && caught < 2; attempt++) {
      const playing = playUntilKilled(player);
      await new Promise((r) => setTimeout(r, 400 + attempt * 150));
      await a.stop('SIGKILL');
      await playing;
      const left = await undelivered(b);
      if (left > 0) caught += 1;
      await a.start();
      await until('the outbox to drain', async () => (await undelivered(b)) === 0, 30_000, 200);
    }
    const rounds = (await b.call('/game/rounds', { token: player.token, body: { size: 1 }, method: 'GET' }))
      .data;
    const vip = (await b.call('/vip/info', { token: player.token })).data;
    expect(rounds.total).toBeGreaterThan(0);
    // Each committed R$ 1,00 round counted once: not lost with the process, not counted twice.
    expect(vip.bet_total).toBe(`${rounds.total}.00`);
    expect(caught, 'a kill landed between a commit and its dispatch at least once').toBeGreaterThan(0);
  });
});
