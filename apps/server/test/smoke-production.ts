/**
 * `npm run smoke:production`: boots the built server exactly as production does (NODE_ENV=production,
 * PostgreSQL, the `apiPix` Pix provider over mTLS with its dedicated webhook listener, Twilio SMS)
 * against the local stand-ins of those APIs, then a player registers with an SMS code, deposits by Pix
 * twice — the PSP's callback once in Efí's shape (`gnExtras.pagador`) and once in the standard's alone (no
 * payer: confirmed from the cob's `devedor`, API_PIX_PAYER_SOURCE=cob-devedor) — and withdraws by
 * Pix-out, end to end over HTTP; every exchange with the PSP is checked against the vendored API Pix spec. Exits non-zero on any failure. Needs `npm run build`
 * and a PostgreSQL server (SMOKE_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres);
 * uses REDIS_URL / TEST_REDIS_URL when given. Ports: SMOKE_PORT (default 3910) to SMOKE_PORT + 3.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { computeCpfCheckDigits, formatCpf } from '@jl/core';
import pg from 'pg';
import { makeEligibleForWithdrawal } from './smoke-withdraw-eligibility.ts';
import { checkExchanges } from './specs/api-pix-spec.ts';
import { checkExchanges as checkSmsExchanges } from './specs/twilio-spec.ts';
import { type Standins, startStandins } from './standins/setup.ts';

const started = Date.now();
const step = (text: string) => console.log(`[smoke ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);
const fail = (text: string): never => {
  throw new Error(text);
};

const base = Number(process.env.SMOKE_PORT ?? 3910);
const ports = { api: base, mtls: base + 1, psp: base + 2, sms: base + 3 };
const adminUrl =
  process.env.SMOKE_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const api = `http://127.0.0.1:${ports.api}/api/v2`;

async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, string | number>,
  token?: string,
  key?: string,
) {
  const headers: Record<string, string> = { platform: 'H5', lang: 'pt-BR' };
  if (token) headers.token = token;
  if (key) headers['idempotency-key'] = key;
  let url = `${api}${path}`;
  let payload: string | undefined;
  if (method === 'GET' && body)
    url += `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]))}`;
  else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(15_000) });
  const json = (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
  if (json.code !== 1) fail(`${method} ${path} refused: ${response.status} ${JSON.stringify(json)}`);
  // biome-ignore lint/suspicious/noExplicitAny: smoke answers are read dynamically
  return json.data as Record<string, any>;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  return fail(`timed out waiting for ${what}`);
}

function freshCpf(): string {
  const nine = String(100_000_000 + (randomBytes(4).readUInt32BE(0) % 800_000_000));
  return formatCpf(nine + computeCpfCheckDigits(nine));
}

let server = null as ChildProcess | null;
let standins = null as Standins | null;
let dropDatabase = null as (() => Promise<void>) | null;
let output = '';

async function main() {
  if (!existsSync('apps/server/dist/main.js')) fail('the product is not built: run `npm run build` first');

  const dbName = `jl_smoke_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`);
    await client.end();
  };
  step(`database ${dbName} created`);

  standins = await startStandins({ now: () => new Date(), pspPort: ports.psp, smsPort: ports.sms });
  const psp = standins.psp;
  step(`stand-ins: PSP (API Pix + Efí Pix-out, mTLS) on ${ports.psp}, Twilio on ${ports.sms}`);

  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(ports.api),
    PUBLIC_URL: `http://127.0.0.1:${ports.api}`,
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    APP_SECRET: randomBytes(32).toString('hex'),
    // Info: every request is logged, and the run checks that no secret reaches the log.
    LOG_LEVEL: 'info',
    ...standins.env({
      webhookUrl: `https://127.0.0.1:${ports.mtls}/api/v2/payments/pix/webhook`,
      mtlsPort: ports.mtls,
    }),
    // The stand-in accepts a cob only from its devedor, so a callback without a payer is confirmed.
    API_PIX_PAYER_SOURCE: 'cob-devedor',
  };
  psp.knobs.enforceDevedor = true;
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  server.on('exit', (code) => {
    if (code !== null && code !== 0) output += `\n(server exited with ${code})`;
  });
  await until('the server to answer /healthz', async () => {
    if (server?.exitCode !== null) fail(`the server stopped:\n${output}`);
    const health = await fetch(`http://127.0.0.1:${ports.api}/healthz`);
    return health.ok && ((await health.json()) as { database: string }).database === 'postgres';
  });
  step('NODE_ENV=production server is up on PostgreSQL');
  await until('the webhook registration at the PSP', async () => psp.state.webhooks.size > 0);
  step(`webhook registered: ${[...psp.state.webhooks.values()][0]}`);

  // Register with an SMS code that went through the gateway.
  const phone = `(11) 9${String(10_000_000 + (randomBytes(4).readUInt32BE(0) % 89_999_999))}`;
  await call('POST', '/sms/send', { phone, scene: 'register' });
  const digits = `+55${phone.replace(/\D/g, '')}`;
  const code = await until('the SMS at the gateway', async () => standins?.sms.codeFor(digits));
  const password = `Sm0ke-${randomBytes(6).toString('hex')}`;
  const registered = await call('POST', '/user/register', {
    phone,
    password,
    repassword: password,
    sms_code: code,
    age_confirm: 1,
    terms: 1,
  });
  const token = registered.token as string;
  const memberId = BigInt(registered.member_id as string);
  step(`player ${memberId} registered with the SMS code sent through Twilio`);

  // Deposits: a charge at the PSP, paid by the player's CPF, notified over mTLS, credited — once with
  // Efí's callback (the payer in gnExtras.pagador), once with the standard's alone (no payer field).
  const cpf = freshCpf();
  await call(
    'POST',
    '/recharge/info',
    { name: 'Maria Smoke da Silva', cpf, mobile: phone, email: 'smoke@jogolimpo.example' },
    token,
  );
  for (const [shape, balance] of [
    ['efi', '50.00'],
    ['standard', '100.00'],
  ] as const) {
    psp.knobs.callbackShape = shape;
    const order = await call('POST', '/recharge/create', { amount: '50.00' }, token, randomUUID());
    if (!String(order.br_code).startsWith('000201')) fail(`no BR Code in ${JSON.stringify(order)}`);
    const cob = psp.cobOf(order.order_no) ?? fail('the PSP holds no charge for the order');
    step(`charge ${cob.txid} created at the PSP (PUT /cob) for order ${order.order_no}`);
    const paid = await psp.pay(order.order_no, { cpf, name: 'Maria Smoke da Silva' });
    if (shape === 'standard' && 'gnExtras' in paid.item) fail('the standard callback carries an extension');
    const first = paid.deliveries[0];
    if (!first || !('status' in first) || first.status !== 200)
      fail(`callback not acknowledged: ${JSON.stringify(paid.deliveries)}`);
    await until(
      'the deposit to be credited',
      async () =>
        (await call('GET', '/recharge/order', { order_no: order.order_no }, token)).status === 'success',
    );
    const wallet = await call('GET', '/wallet/info', undefined, token);
    if (wallet.balance !== balance) fail(`balance after the ${shape} deposit is ${wallet.balance}`);
    step(
      `deposit ${paid.endToEndId} credited over the mTLS callback (${shape} shape): balance R$ ${wallet.balance}`,
    );
  }

  // Eligibility for a withdrawal (VIP 2, the window open), on the same database.
  await makeEligibleForWithdrawal(databaseUrl, memberId);

  // The server's outbox poller applies the rounds to the player's stats and VIP level.
  await until(
    'VIP 2 from the rounds',
    async () => (await call('GET', '/user/info', undefined, token)).vip_level >= 2,
  );

  // The server reads settings through a short per-process cache (config-service SETTINGS_TTL_MS):
  // the window edited above from this process shows within it.
  await until(
    'the withdrawal window to read open',
    async () => (await call('GET', '/withdraw/init', undefined, token)).window.open === true,
  );

  // Withdrawal: Efí Pix-out to the player's own CPF key, checked by the PSP, settled by its callback.
  const withdrawPassword = '135790';
  await call(
    'POST',
    '/user/withdraw-password',
    { password: withdrawPassword, repassword: withdrawPassword, login_password: password },
    token,
  );
  const bound = await call(
    'POST',
    '/withdraw/bind',
    {
      pix_type: 'cpf',
      name: 'Maria Smoke da Silva',
      cpf,
      pix_account: cpf,
      withdraw_password: withdrawPassword,
      repassword: withdrawPassword,
    },
    token,
  );
  const accountId = (bound.list as { id: string }[])[0]?.id ?? fail('no bound account');
  const applied = await call(
    'POST',
    '/withdraw/apply',
    { amount: '50.00', account_id: accountId, withdraw_password: withdrawPassword },
    token,
    randomUUID(),
  );
  const orderNo = applied.withdrawal.order_no as string;
  const detail = await until('the withdrawal to be paid', async () => {
    const d = await call('GET', '/withdraw/detail', { order_no: orderNo }, token);
    if (d.status === 'fail') fail(`the withdrawal failed: ${JSON.stringify(d)}`);
    return d.status === 'success' ? d : null;
  });
  const sent = psp.state.sent.get(orderNo) ?? fail('the PSP holds no payout for the withdrawal');
  if (sent.cpf !== cpf.replace(/\D/g, '') || sent.status !== 'REALIZADO')
    fail(`unexpected payout ${JSON.stringify(sent)}`);
  step(
    `withdrawal ${orderNo} paid by Pix-out (PUT /gn/pix, favorecido.cpf checked): net R$ ${sent.amount}, status ${detail.status}`,
  );
  const secrets = {
    APP_SECRET: env.APP_SECRET,
    API_PIX_CLIENT_SECRET: env.API_PIX_CLIENT_SECRET,
    API_PIX_KEY: env.API_PIX_KEY?.split('\n')[1],
    PIX_WEBHOOK_TLS_KEY: env.PIX_WEBHOOK_TLS_KEY?.split('\n')[1],
    TWILIO_AUTH_TOKEN: env.TWILIO_AUTH_TOKEN,
    'the SMS code': code,
    'the login password': password,
  };
  for (const [name, value] of Object.entries(secrets)) {
    if (!value || output.includes(value)) fail(`${name} appears in the server's log (or is empty)`);
  }
  step(`the server's log (${output.split('\n').length} lines at info) holds none of the secrets`);
  await psp.settle();
  const nonConforming = checkExchanges(psp.state.exchanges, psp.state.callbacks);
  if (nonConforming.length) fail(`exchanges outside the API Pix spec:\n${nonConforming.join('\n')}`);
  step(
    `${psp.state.exchanges.length} exchanges with the PSP and its callbacks keep to the API Pix spec 2.9.0`,
  );
  const sms = standins!.sms.exchanges;
  const smsNonConforming = checkSmsExchanges(sms);
  if (!sms.length || smsNonConforming.length)
    fail(`exchanges with Twilio outside its definition (${sms.length}):\n${smsNonConforming.join('\n')}`);
  step(
    `${sms.length} exchange${sms.length === 1 ? '' : 's'} with Twilio kept to its definition of "Send a message" (twilio-oai 2.6.7)`,
  );
  step('smoke passed');
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(`[smoke] FAILED: ${(error as Error).message}`);
  // The throw-away database's generated staff password is not worth printing either.
  const shown = output.replace(/(owner \/ )\S+/g, '$1[redacted]');
  if (shown) console.error(`--- server output ---\n${shown.slice(-6000)}`);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
  }
  await standins?.close().catch(() => {});
  await dropDatabase?.().catch((error) =>
    console.error(`[smoke] could not drop the database: ${error.message}`),
  );
}
process.exit(exitCode);
