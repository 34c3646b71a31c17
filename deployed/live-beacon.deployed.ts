import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Standins, startStandins } from '../apps/server/test/standins/setup.ts';
import { type Product, startProduct, throwawayDatabase, until } from './product.ts';

/**
 * The live games' salt ceremony as production runs it (docs/GAMES.md "Live games in the product"): the
 * built server, NODE_ENV=production on PostgreSQL, its beacon the drand stand-in (a chain of its own, a
 * round a second, each answered only once its time has come). Through HTTP and /metrics only: the crash
 * chain is published with its announced drand round and no salt, no round is played before that round,
 * then the salt is the stand-in's beacon for that round, fixed after it.
 */
const PORTS = { app: 4781, mtls: 4782, psp: 4783, sms: 4784, drand: 4785 };
/** Long enough to read the chain before its salt, whatever the start took. */
const DELAY = 12;

/** One query against the product's database, from outside the product (as a report tool reads it). */
async function readDatabase(url: string, query: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

let standins: Standins;
let product: Product;
let database: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  database = await throwawayDatabase();
  standins = await startStandins({
    now: () => new Date(),
    pspPort: PORTS.psp,
    smsPort: PORTS.sms,
    drandPort: PORTS.drand,
  });
  product = await startProduct('live-beacon', {
    NODE_ENV: 'production',
    PORT: String(PORTS.app),
    DATABASE_URL: database.url,
    APP_SECRET: randomBytes(32).toString('base64url'),
    ...standins.env({
      webhookUrl: `https://127.0.0.1:${PORTS.mtls}/api/v2/payments/pix/webhook`,
      mtlsPort: PORTS.mtls,
    }),
    LIVE_BEACON_DELAY_SECONDS: String(DELAY),
  });
});

afterAll(async () => {
  await product?.stop();
  await standins?.close();
  await database?.drop();
});

describe('the salt ceremony in production, with a drand relay', () => {
  it('publishes the announced round at commitment, waits for it, and takes its randomness as the salt', async () => {
    const { drand } = standins;
    const committed = await until('the crash chain to be committed', async () => {
      const answer = await product.call('/live/crash/chain', { method: 'GET' });
      return answer.code === 1 ? answer.data : null;
    });
    expect(committed.salt).toBeNull();
    expect(committed.salt_fixed_at).toBeNull();
    const { beacon } = committed;
    expect(beacon).toMatchObject({
      source: `drand:${drand.info.hash}`,
      public_key: drand.info.public_key,
      verify_url: `${drand.url}/${drand.info.hash}/public/${beacon.round}`,
      signature: null,
    });
    const expectedAt = new Date(beacon.expected_at).getTime();
    expect(expectedAt).toBe(drand.timeOf(beacon.round) * 1000);
    expect(expectedAt).toBeGreaterThanOrEqual(new Date(committed.committed_at).getTime() + DELAY * 1000);
    // Nothing is played while the chain waits: no round, and the wait is not yet overdue on /metrics.
    expect((await product.call('/live/crash/state', { method: 'GET' })).data.round).toBeNull();
    const metrics = await product.metrics();
    expect(metrics.get('jl_live_salt_wait_seconds{game="crash"}')).toBe(0);

    const salted = await until(
      'the salt to be fixed',
      async () => {
        const answer = await product.call('/live/crash/chain', { method: 'GET' });
        return answer.data.salt ? answer.data : null;
      },
      (DELAY + 20) * 1000,
      500,
    );
    const produced = drand.beacon(beacon.round);
    expect(salted.chain_id).toBe(committed.chain_id);
    expect(salted.terminating_hash).toBe(committed.terminating_hash);
    expect(salted.salt).toBe(produced.randomness);
    expect(salted.beacon.signature).toBe(produced.signature);
    expect(createHash('sha256').update(Buffer.from(salted.beacon.signature, 'hex')).digest('hex')).toBe(
      salted.salt,
    );
    expect(new Date(salted.salt_fixed_at).getTime()).toBeGreaterThanOrEqual(expectedAt);
    // The relay was asked for that round only once it was out (the stand-in answers 425 before).
    const asked = drand.served.filter((s) => s.path.endsWith(`/public/${beacon.round}`));
    expect(asked.filter((s) => s.status === 200).length).toBeGreaterThan(0);
    // Rounds are played on it.
    const open = await until('a crash round to open', async () => {
      const state = await product.call('/live/crash/state', { method: 'GET' });
      return state.data.round;
    });
    // And what a copy of the database (a replica, a report tool) reads of the open round: no hash, no
    // result, only the seal; nothing in the row a hash chain's 64 hex could be read from.
    const rows = await readDatabase(
      database.url,
      `select phase, hash, result, sealed from live_rounds where id = ${Number(open.id)}`,
    );
    expect(rows).toHaveLength(1);
    const row = rows[0] as { phase: string; hash: string | null; result: number | null; sealed: string };
    if (row.phase === 'betting' || row.phase === 'running') {
      expect(row).toMatchObject({ hash: null, result: null });
      expect(row.sealed).not.toMatch(/[0-9a-f]{64}/);
    } else {
      // The round ended between the two reads (a 1.00× bust): then both are in clear and the seal gone.
      expect(row).toMatchObject({ sealed: null });
    }
  });
});
