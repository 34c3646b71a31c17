import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Standins, startStandins } from '../apps/server/test/standins/setup.ts';
import { LiveSocket } from './live-socket.ts';
import { type Player, registerPlayer, type SmsInbox } from './players.ts';
import { type Product, startProduct, until } from './product.ts';

/**
 * Production as docs/OPERATIONS.md runs it: NODE_ENV=production, two API processes of one deployment
 * on PostgreSQL and Redis, the BCB API Pix PSP (mTLS webhook) and Twilio — here their stand-ins, which
 * implement the providers' published contracts. Only HTTP, the WebSocket and /metrics are used.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = { a: 4751, b: 4752, mtls: 4753, psp: 4754, sms: 4755 };

let standins: Standins;
let a: Product;
let b: Product;
let dbName: string;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dbName = `jl_deployed_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${dbName}`));
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
  standins = await startStandins({ now: () => new Date(), pspPort: PORTS.psp, smsPort: PORTS.sms });
  const env = (port: number, mtlsPort: number) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    // One deployment: its processes share the secret (what one seals the other unseals).
    APP_SECRET: SECRET,
    JOBS_TICK_SECONDS: '1',
    ...standins.env({
      webhookUrl: `https://127.0.0.1:${PORTS.mtls}/api/v2/payments/pix/webhook`,
      mtlsPort,
    }),
  });
  a = await startProduct('production-a', env(PORTS.a, PORTS.mtls));
  b = await startProduct('production-b', env(PORTS.b, PORTS.mtls + 10));
});
const SECRET = randomBytes(32).toString('base64url');

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await standins?.close();
  await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
});

const twilio: SmsInbox = async (phone) => standins.sms.codeFor(`+55${phone.replace(/\D/g, '')}`);

/** A deposit the PSP's payer makes and notifies over the mTLS callback; waits for the credit. */
async function deposit(product: Product, player: Player, amount: string): Promise<void> {
  const order = await product.call('/recharge/create', {
    token: player.token,
    body: { amount },
    key: randomUUID(),
  });
  expect(order.code, order.msg).toBe(1);
  await standins.psp.pay(order.data.order_no, { cpf: player.cpf, name: 'Beatriz Lima' });
  await until('the deposit to be credited', async () => {
    const status = (
      await product.call('/recharge/order', {
        token: player.token,
        body: { order_no: order.data.order_no },
        method: 'GET',
      })
    ).data.status;
    return status === 'success';
  });
}

const runsOf = async (product: Product) => {
  const runs = new Map<string, number>();
  for (const [key, value] of await product.metrics()) {
    const match = /^jl_job_runs_total\{.*job="([^"]+)".*\}$/.exec(key);
    if (match) runs.set(match[1]!, (runs.get(match[1]!) ?? 0) + value);
  }
  return runs;
};

describe('production: two processes, PostgreSQL, Redis, the providers', () => {
  it('ticks every job again and again on both processes', async () => {
    for (const product of [a, b]) {
      let before = await runsOf(product);
      for (let round = 0; round < 2; round++) {
        const seen = before;
        before = await until(
          `${product.name}'s jobs to tick again`,
          async () => {
            const now = await runsOf(product);
            return now.size >= 10 && [...now].every(([job, n]) => n > (seen.get(job) ?? 0)) ? now : null;
          },
          15_000,
          300,
        );
      }
    }
  });

  it('answers one socket’s messages in the order sent: auth then bet is the player’s bet', async () => {
    const players: Player[] = [];
    for (let i = 0; i < 6; i++) {
      const player = await registerPlayer(i % 2 ? b : a, { inbox: twilio });
      await deposit(a, player, '20.00');
      players.push(player);
    }
    const watcher = await LiveSocket.open(a);
    watcher.send({ type: 'sub', game: 'roulette' });
    // A betting phase with time left: the bets must be refused for nothing but the order.
    await watcher.next((m) => m.type === 'betting' && Number(m.bettingEndsAt) - Date.now() > 6_000, 40_000);
    const sockets = await Promise.all(players.map((_, i) => LiveSocket.open(i % 2 ? b : a)));
    players.forEach((player, i) => {
      // Back to back, no waiting for the auth's answer: as a reconnecting app sends them.
      sockets[i]!.send({ type: 'auth', id: 'a', token: player.token });
      sockets[i]!.send({
        type: 'bet',
        id: 'b',
        game: 'roulette',
        amount: '1.00',
        spot: 'red',
        key: randomUUID(),
      });
    });
    for (const socket of sockets) {
      await until('both replies', async () => socket.replies().length >= 2, 10_000, 20);
      const [first, second] = socket.replies();
      expect(first, 'the auth is answered first').toMatchObject({ id: 'a', ok: true });
      expect(second, 'then the bet, accepted').toMatchObject({ id: 'b', ok: true });
      socket.close();
    }
    watcher.close();
  });

  it('takes several roulette bets of one player in one round on both processes, and pays each winning bet', async () => {
    const player = await registerPlayer(a, { inbox: twilio });
    await deposit(a, player, '20.00');
    const watcher = await LiveSocket.open(a);
    watcher.send({ type: 'sub', game: 'roulette' });
    const betting = await watcher.next(
      (m) => m.type === 'betting' && Number(m.bettingEndsAt) - Date.now() > 6_000,
      40_000,
    );
    const spots = ['red', 'black', 'odd', 'even', 'dozen:1', 'straight:17', 'red'];
    // At once, half on each process: each is its own bet, stake and (if it wins) win.
    const answers = await Promise.all(
      spots.map((spot, i) =>
        (i % 2 ? b : a).call('/live/roulette/bet', {
          token: player.token,
          body: { amount: '1.00', spot },
          key: randomUUID(),
        }),
      ),
    );
    for (const answer of answers) expect(answer.code, answer.msg).toBe(1);
    const ids = answers.map((answer) => answer.data.bet_id as string);
    expect(new Set(ids).size).toBe(spots.length);
    expect(new Set(answers.map((answer) => answer.data.round_id))).toEqual(new Set([betting.round]));
    const result = await watcher.next((m) => m.type === 'result' && m.round === betting.round, 40_000);
    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    const winners = (result.winners as { bet: string; win: string }[]).filter((w) => ids.includes(w.bet));
    const won = winners.reduce((sum, w) => sum + cents(w.win), 0);
    const wallet = await a.call('/wallet/info', { token: player.token });
    expect(cents(wallet.data.balance)).toBe(20_00 - spots.length * 100 + won);
    watcher.close();
  });
});
