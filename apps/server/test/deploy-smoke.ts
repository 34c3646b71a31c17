/**
 * `npm run deploy:smoke`: the product as operators deploy it on one machine (compose.yaml): builds the
 * images (scripts/base-image.sh where no registry answers, scripts/image.sh from this checkout's build),
 * starts PostgreSQL, Redis, two API replicas and the HTTPS proxy with podman-compose in production mode
 * against the PSP and SMS stand-ins, and through the proxy only: a player registers (SMS code), deposits
 * (Pix, the PSP's callback through the proxy), plays and bets on a live round; one replica is stopped
 * with SIGTERM and the other with SIGKILL while the player keeps playing. Then every acknowledged round
 * and bet is in the database once and the ledger's invariants hold. Tears everything down and prints
 * `N passed, N failed`; exits non-zero on any failure. Ports: DEPLOY_SMOKE_PORT (default 4105) to + 4.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeCpfCheckDigits, formatCpf } from '@jl/core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import WebSocket from 'ws';
import { findLedgerViolations } from './ledger-invariants.ts';
import { makeEligibleForWithdrawal } from './smoke-withdraw-eligibility.ts';
import { type Standins, startStandins } from './standins/setup.ts';

// The stand-ins' test CA signs the proxy's certificate; this client is a test client.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const started = Date.now();
const log = (text: string) =>
  console.log(`[deploy:smoke ${((Date.now() - started) / 1000).toFixed(0)}s] ${text}`);
const base = Number(process.env.DEPLOY_SMOKE_PORT ?? 4105);
const PORTS = { proxy: base, api1: base + 1, api2: base + 2, db: base + 3, redis: base + 4 };
const PROJECT = 'jl-deploy-smoke';
const ORIGIN = `https://127.0.0.1:${PORTS.proxy}`;
const work = mkdtempSync(join(tmpdir(), 'jl-deploy-smoke-'));
const dbPassword = randomBytes(18).toString('hex');
const databaseUrl = (host: string) => `postgres://jogo_limpo:${dbPassword}@${host}:${PORTS.db}/jogo_limpo`;
const composeEnv = {
  ...process.env,
  PROXY_PORT: String(PORTS.proxy),
  API_1_PORT: String(PORTS.api1),
  API_2_PORT: String(PORTS.api2),
  DB_PORT: String(PORTS.db),
  REDIS_PORT: String(PORTS.redis),
  PUBLIC_URL: ORIGIN,
  JL_SECRETS: join(work, 'secrets'),
  JL_API_ENV: join(work, 'api.env'),
};

function run(command: string, args: string[], options: { quiet?: boolean } = {}): string {
  const result = spawnSync(command, args, { env: composeEnv, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${(result.stderr + result.stdout).slice(-3000)}`,
    );
  }
  if (!options.quiet && result.stdout.trim())
    console.log(result.stdout.trim().split('\n').slice(-3).join('\n'));
  return result.stdout;
}
const podman = (...args: string[]) => run('scripts/podman.sh', args, { quiet: true });
const compose = (...args: string[]) =>
  run(
    'podman-compose',
    ['--podman-path', 'scripts/podman.sh', '-p', PROJECT, '-f', 'compose.yaml', ...args],
    {
      quiet: true,
    },
  );
const container = (service: string) => `${PROJECT}_${service}_1`;

// ---- Calls through the proxy --------------------------------------------------------------------

// biome-ignore lint/suspicious/noExplicitAny: answers are read dynamically
type Answer = { status: number; code: number; msg: string; data: any };
async function call(path: string, init: { body?: object; token?: string; key?: string; get?: boolean } = {}) {
  const headers: Record<string, string> = { platform: 'H5', lang: 'pt-BR' };
  if (init.token) headers.token = init.token;
  if (init.key) headers['idempotency-key'] = init.key;
  let url = `${ORIGIN}/api/v2${path}`;
  let body: string | undefined;
  if (init.get) {
    if (init.body) url += `?${new URLSearchParams(init.body as Record<string, string>)}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body ?? {});
  }
  const response = await fetch(url, {
    method: init.get ? 'GET' : 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) } as Answer;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`);
}

// ---- The stack ----------------------------------------------------------------------------------

function buildImages(): void {
  const built = ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/admin/dist/index.html'];
  if (built.some((file) => !existsSync(file))) run('npm', ['run', 'build']);
  run('scripts/base-image.sh', []);
  // The dists of this checkout's build go into the image as they are: no second build.
  run('scripts/image.sh', ['--dist', 'context']);
}

/** The secret files compose.yaml reads and the providers' settings, pointing at the stand-ins. */
function writeConfiguration(standins: Standins): void {
  const secrets = join(work, 'secrets');
  mkdirSync(secrets, { mode: 0o700 });
  // Mounted as folders: the container's user must be able to enter them.
  for (const dir of ['providers', 'tls']) mkdirSync(join(secrets, dir), { mode: 0o755 });
  const file = (path: string, text: string) => writeFileSync(join(secrets, path), text, { mode: 0o644 });
  file('db_password', dbPassword);
  file('database_url', databaseUrl('127.0.0.1'));
  file('app_secret', randomBytes(32).toString('base64url'));
  const webhookSecret = randomBytes(24).toString('base64url');
  file('pix_webhook_secret', webhookSecret);
  file('tls/server.crt', standins.pki.casinoServer.cert);
  file('tls/server.key', standins.pki.casinoServer.key);
  // The PSP calls back through the proxy (HTTPS), the HMAC fallback guarding the webhook: the proxy is
  // the only trusted peer, and the PSP's address it forwards is loopback.
  const env = standins.env({
    webhookUrl: `${ORIGIN}/api/v2/payments/pix/webhook`,
    fallback: { secret: webhookSecret, allowIps: '127.0.0.1' },
  });
  const lines: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (name === 'PIX_WEBHOOK_SECRET') continue;
    if (value.includes('\n')) {
      file(`providers/${name}`, value);
      lines.push(`${name}_FILE=/run/secrets/providers/${name}`);
    } else lines.push(`${name}=${value}`);
  }
  lines.push('LOG_LEVEL=info', 'RATE_LIMIT_PER_MINUTE=100000');
  writeFileSync(join(work, 'api.env'), `${lines.join('\n')}\n`);
}

async function stackUp(): Promise<void> {
  compose('up', '-d');
  await until('the API through the proxy', async () => (await fetch(`${ORIGIN}/healthz`)).ok, 180_000);
  for (const port of [PORTS.api1, PORTS.api2]) {
    await until(
      `the replica on ${port}`,
      async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
      120_000,
    );
  }
}

function stackDown(): void {
  try {
    compose('down', '-v', '-t', '30');
  } catch (error) {
    console.error(String(error));
  }
  podman('volume', 'rm', '-f', `${PROJECT}_db-data`);
  // podman-compose 1.0.3 leaves the project network it creates (unused: every service is on the host's).
  spawnSync('scripts/podman.sh', ['network', 'rm', `${PROJECT}_default`], { stdio: 'ignore' });
}

// ---- What a player does, through the proxy --------------------------------------------------------

type Player = { token: string; cpf: string; password: string; memberId: bigint };

async function registerAndDeposit(standins: Standins): Promise<Player> {
  const phone = `(11) 9${String(10_000_000 + (randomBytes(4).readUInt32BE(0) % 89_999_999))}`;
  const sent = await call('/sms/send', { body: { phone, scene: 'register' } });
  if (sent.code !== 1) throw new Error(`SMS refused: ${sent.msg}`);
  const code = await until('the SMS at the gateway', async () =>
    standins.sms.codeFor(`+55${phone.replace(/\D/g, '')}`),
  );
  const password = `Sm0ke-${randomBytes(6).toString('hex')}`;
  const registered = await call('/user/register', {
    body: { phone, password, repassword: password, sms_code: code, age_confirm: 1, terms: 1 },
  });
  if (registered.code !== 1) throw new Error(`registration refused: ${registered.msg}`);
  const token = registered.data.token as string;
  const nine = String(100_000_000 + (randomBytes(4).readUInt32BE(0) % 800_000_000));
  const cpf = formatCpf(nine + computeCpfCheckDigits(nine));
  const name = 'Maria Deploy da Silva';
  await call('/recharge/info', {
    token,
    body: { name, cpf, mobile: phone, email: 'deploy@jogolimpo.example' },
  });
  const order = await call('/recharge/create', { token, body: { amount: '200.00' }, key: randomUUID() });
  if (order.code !== 1) throw new Error(`charge refused: ${order.msg}`);
  await standins.psp.pay(order.data.order_no, { cpf, name });
  await until('the deposit to be credited', async () => {
    const answer = await call('/recharge/order', {
      token,
      body: { order_no: order.data.order_no },
      get: true,
    });
    return answer.data?.status === 'success';
  });
  return { token, cpf, password, memberId: BigInt(registered.data.member_id as string) };
}

/** Rounds of R$ 1,00 on three connections until `stop`: the ids the server acknowledged. */
function playing(player: Player) {
  const acknowledged: string[] = [];
  let unanswered = 0;
  let running = true;
  const stream = async () => {
    while (running) {
      const answer = await call('/originals/fruit-trio/play', {
        token: player.token,
        body: { bet: '1.00' },
        key: randomUUID(),
      }).catch(() => null);
      if (answer?.code === 1) acknowledged.push(answer.data.round_id as string);
      else unanswered += 1;
    }
  };
  const streams = Promise.all([stream(), stream(), stream()]);
  return {
    acknowledged,
    unanswered: () => unanswered,
    async stop() {
      running = false;
      await streams;
    },
  };
}

/** A live roulette bet over the socket, through the proxy: its id and round, once acknowledged. */
async function liveBet(player: Player): Promise<{ betId: string; round: string; socket: WebSocket }> {
  const socket = new WebSocket(`${ORIGIN.replace('https', 'wss')}/api/v2/live/socket`);
  // biome-ignore lint/suspicious/noExplicitAny: messages are read dynamically
  const messages: any[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'sub', game: 'roulette' }));
  await until(
    'a roulette betting phase with time left',
    async () => messages.some((m) => m.type === 'betting' && m.bettingEndsAt - Date.now() > 3_000),
    120_000,
  );
  socket.send(JSON.stringify({ type: 'auth', id: 'auth', token: player.token }));
  const key = randomUUID();
  socket.send(JSON.stringify({ type: 'bet', id: 'bet', game: 'roulette', amount: '1.00', spot: 'red', key }));
  const reply = await until('the bet acknowledged', async () => messages.find((m) => m.id === 'bet'), 10_000);
  if (!reply.ok) throw new Error(`live bet refused: ${reply.error}`);
  return { betId: reply.data.bet_id, round: reply.data.round_id, socket };
}

/** A Pix-out withdrawal to the player's own CPF key, through the proxy: paid when the PSP settles it. */
async function withdraw(standins: Standins, player: Player): Promise<string> {
  await makeEligibleForWithdrawal(databaseUrl('127.0.0.1'), player.memberId);
  const token = player.token;
  await until(
    'VIP 2 from the rounds',
    async () => (await call('/user/info', { token, get: true })).data?.vip_level >= 2,
  );
  // Each replica reads the settings through a short cache: the window opened above shows within it.
  await until('the withdrawal window to read open', async () => {
    return (await call('/withdraw/init', { token, get: true })).data?.window.open === true;
  });
  const pin = '135790';
  await call('/user/withdraw-password', {
    token,
    body: { password: pin, repassword: pin, login_password: player.password },
  });
  const bound = await call('/withdraw/bind', {
    token,
    body: {
      pix_type: 'cpf',
      name: 'Maria Deploy da Silva',
      cpf: player.cpf,
      pix_account: player.cpf,
      withdraw_password: pin,
      repassword: pin,
    },
  });
  const accountId = bound.data?.list?.[0]?.id ?? `none (${bound.msg})`;
  const applied = await call('/withdraw/apply', {
    token,
    body: { amount: '50.00', account_id: accountId, withdraw_password: pin },
    key: randomUUID(),
  });
  if (applied.code !== 1) throw new Error(`withdrawal refused: ${applied.msg}`);
  const orderNo = applied.data.withdrawal.order_no as string;
  await until('the withdrawal to be paid', async () => {
    const detail = await call('/withdraw/detail', { token, body: { order_no: orderNo }, get: true });
    if (detail.data?.status === 'fail')
      throw new Error(`the withdrawal failed: ${JSON.stringify(detail.data)}`);
    return detail.data?.status === 'success';
  });
  const sent = standins.psp.state.sent.get(orderNo);
  if (sent?.status !== 'REALIZADO')
    throw new Error(`the PSP holds no settled payout: ${JSON.stringify(sent)}`);
  return `withdrawal ${orderNo} paid by Pix-out: R$ ${sent.amount}`;
}

// ---- Replicas stopped under load ------------------------------------------------------------------

/**
 * Stops a replica's container: TERM as an operator or an upgrade does (`podman stop`: its STOPSIGNAL,
 * SIGTERM, and no restart), KILL as a crash does (the restart policy brings it back). Answers the exit
 * code and how long the exit took; the replica is running again afterwards.
 */
async function stopReplica(
  service: string,
  signal: 'TERM' | 'KILL',
): Promise<{ exitCode: number; ms: number }> {
  const name = container(service);
  const at = Date.now();
  if (signal === 'TERM') podman('stop', '-t', '30', name);
  else podman('kill', '--signal', 'KILL', name);
  const ms = Date.now() - at;
  const exitCode = Number(podman('inspect', '--format', '{{.State.ExitCode}}', name).trim());
  if (podman('inspect', '--format', '{{.State.Running}}', name).trim() !== 'true') podman('start', name);
  return { exitCode, ms };
}

async function verifyDatabase(rounds: string[], betId: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl('127.0.0.1'), max: 1 });
  try {
    const problems: string[] = [];
    const found = await pool.query<{ id: string; n: number }>(
      'select id::text as id, count(*)::int as n from game_rounds where id = any($1::bigint[]) group by id',
      [rounds],
    );
    const missing = rounds.length - found.rows.filter((row) => row.n === 1).length;
    if (missing)
      problems.push(`${missing} of ${rounds.length} acknowledged rounds are not stored exactly once`);
    const bet = await pool.query('select 1 from live_bets where id = $1', [betId]);
    if (bet.rowCount !== 1) problems.push(`the acknowledged live bet ${betId} is not stored once`);
    for (const violation of await findLedgerViolations(drizzle(pool))) {
      problems.push(
        `ledger invariant broken: ${violation.name}: ${JSON.stringify(violation.rows.slice(0, 3))}`,
      );
    }
    return problems;
  } finally {
    await pool.end();
  }
}

// ---- The run --------------------------------------------------------------------------------------

const results: { name: string; ok: boolean; detail: string }[] = [];
async function check<T>(name: string, body: () => Promise<T>): Promise<T> {
  try {
    const value = await body();
    results.push({ name, ok: true, detail: typeof value === 'string' ? value : '' });
    log(`PASS ${name}${typeof value === 'string' && value ? `: ${value}` : ''}`);
    return value;
  } catch (error) {
    results.push({ name, ok: false, detail: String((error as Error).message ?? error) });
    log(`FAIL ${name}: ${(error as Error).message}`);
    throw error;
  }
}

async function scenario(standins: Standins): Promise<void> {
  await check('images built (base from Debian packages when no registry answers)', async () => {
    buildImages();
    return `localhost/jogo-limpo:latest ${podman('image', 'inspect', '--format', '{{.Size}}', 'localhost/jogo-limpo:latest').trim()} bytes`;
  });
  writeConfiguration(standins);
  await check('podman-compose up: PostgreSQL, Redis, two replicas and the proxy ready', stackUp);
  const player = await check(
    'a player registers by SMS and deposits R$ 200,00 by Pix through the proxy',
    () => registerAndDeposit(standins),
  );
  const bet = await check('a live roulette bet is acknowledged over the socket', () => liveBet(player));
  const load = playing(player);
  await new Promise((r) => setTimeout(r, 2_000));
  await check('SIGTERM to api-1 under load: it exits 0 within its timeout', async () => {
    const { exitCode, ms } = await stopReplica('api-1', 'TERM');
    if (exitCode !== 0) throw new Error(`exit code ${exitCode}`);
    return `exited 0 after ${ms} ms`;
  });
  await new Promise((r) => setTimeout(r, 2_000));
  await check('SIGKILL to api-2 under load: the other replica serves', async () => {
    await until('api-1 back', async () => (await fetch(`http://127.0.0.1:${PORTS.api1}/healthz`)).ok, 90_000);
    await stopReplica('api-2', 'KILL');
    return 'api-2 killed; api-1 served meanwhile';
  });
  await new Promise((r) => setTimeout(r, 3_000));
  await load.stop();
  await check('the player kept playing through both stops', async () => {
    if (load.acknowledged.length < 10)
      throw new Error(`only ${load.acknowledged.length} rounds acknowledged`);
    return `${load.acknowledged.length} rounds acknowledged, ${load.unanswered()} calls unanswered`;
  });
  await check('the live round with the bet is settled (not refunded) after the stops', async () => {
    await until('api-2 back', async () => (await fetch(`http://127.0.0.1:${PORTS.api2}/healthz`)).ok, 90_000);
    const round = await until(
      'the round among the settled ones',
      async () => {
        const page = await call('/live/roulette/rounds', { body: { size: '50' }, get: true });
        return (page.data?.list ?? []).find((r: { round_id: string }) => r.round_id === bet.round);
      },
      90_000,
    );
    if (round.phase !== 'settled') throw new Error(`the round ended ${round.phase} (${round.void_reason})`);
    return `round ${bet.round} settled`;
  });
  bet.socket.close();
  await check('a withdrawal of R$ 50,00 is paid by Pix-out through the proxy', () =>
    withdraw(standins, player),
  );
  await check('every acknowledged round and bet is stored once; the ledger invariants hold', async () => {
    const problems = await verifyDatabase(load.acknowledged, bet.betId);
    if (problems.length) throw new Error(problems.join('; '));
    return `${load.acknowledged.length} rounds and 1 live bet`;
  });
}

async function main(): Promise<number> {
  let standins: Standins | null = null;
  try {
    standins = await startStandins({ now: () => new Date() });
    await scenario(standins);
  } catch {
    // Recorded by `check`; the stack comes down below.
  } finally {
    if (results.some((r) => !r.ok)) {
      for (const service of ['api-1', 'api-2', 'proxy', 'postgres']) {
        const logs = spawnSync('scripts/podman.sh', ['logs', '--tail', '30', container(service)], {
          encoding: 'utf8',
        });
        console.error(`--- ${service} ---\n${(logs.stdout + logs.stderr).slice(-3000)}`);
      }
    }
    stackDown();
    await standins?.close().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`deploy:smoke took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

process.exit(await main());
