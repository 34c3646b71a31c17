import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The built product as an operator starts it (README "Quick start", docs/OPERATIONS.md): `node
 * apps/server/dist/main.js` with an environment, as a child process this suite can SIGKILL, restart and
 * talk to only from outside — HTTP, the WebSocket and /metrics. Nothing here imports the server's code.
 */
export type Answer = {
  status: number;
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected dynamically
  data: any;
};

export type CallInit = {
  method?: 'GET' | 'POST';
  /** JSON; on a GET, the query string (values as strings). */
  body?: Record<string, unknown>;
  token?: string;
  bearer?: string;
  key?: string;
  lang?: string;
  /** The client's User-Agent (a phone's browser); the registration keeps it as the device. */
  userAgent?: string;
};

export type Product = {
  readonly name: string;
  readonly url: string;
  readonly env: Record<string, string>;
  /** Everything the process printed (stdout and stderr), across restarts. */
  output(): string;
  call(path: string, init?: CallInit): Promise<Answer>;
  /** `/metrics` as samples: `name{labels}` → value. */
  metrics(): Promise<Map<string, number>>;
  /** The process's clock (TEST_CLOCK), or the wall clock. */
  now(): Promise<Date>;
  /** Moves the test clock forward (TEST_CLOCK=true) and answers the new time. */
  advance(seconds: number): Promise<Date>;
  moveTo(date: Date): Promise<Date>;
  /** Stops the process with a signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same environment (and data directory) and waits until it is healthy. */
  start(): Promise<void>;
  readonly pid: number | undefined;
};

const NODE = process.execPath;

// Whatever happens to the suite, none of its servers outlives it (a later run would find the port taken).
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
const MAIN = 'apps/server/dist/main.js';

export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
}

const dataDirs: string[] = [];
process.on('exit', () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder for an embedded database (PGlite), as `npm start` makes `./data`; removed at exit. */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jl-deployed-'));
  dataDirs.push(dir);
  return dir;
}

export async function startProduct(name: string, env: Record<string, string>): Promise<Product> {
  let child: ChildProcess | null = null;
  let printed = '';
  const url = `http://127.0.0.1:${env.PORT}`;
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ...env,
  };

  async function call(path: string, init: CallInit = {}): Promise<Answer> {
    const headers: Record<string, string> = { platform: 'H5', lang: init.lang ?? 'pt-BR' };
    if (init.token) headers.token = init.token;
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    if (init.key) headers['idempotency-key'] = init.key;
    if (init.userAgent) headers['user-agent'] = init.userAgent;
    const method = init.method ?? (init.body ? 'POST' : 'GET');
    let target = `${url}/api/v2${path}`;
    let body: string | undefined;
    if (init.body && method === 'GET') {
      target += `?${new URLSearchParams(Object.entries(init.body).map(([k, v]) => [k, String(v)]))}`;
    } else if (init.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    } else if (method === 'POST') {
      headers['content-type'] = 'application/json';
      body = '{}';
    }
    const response = await fetch(target, { method, headers, body, signal: AbortSignal.timeout(20_000) });
    const json = (await response.json()) as Omit<Answer, 'status'>;
    return { status: response.status, ...json };
  }

  async function start(): Promise<void> {
    // Another server on the port would answer /healthz for us: refuse to start rather than test it.
    const taken = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`${name}: port ${env.PORT} is already served by another process`);
    const spawned = spawn(NODE, ['--enable-source-maps', MAIN], {
      env: fullEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    running.add(spawned);
    spawned.stdout?.on('data', (chunk) => {
      printed += chunk;
    });
    spawned.stderr?.on('data', (chunk) => {
      printed += chunk;
    });
    spawned.on('exit', (code, signal) => {
      running.delete(spawned);
      printed += `\n[${name} exited: ${code ?? signal}]\n`;
    });
    await until(
      `${name} to answer /healthz`,
      async () => {
        if (spawned.exitCode !== null || spawned.signalCode !== null) {
          throw new Error(`${name} stopped during start:\n${printed.slice(-4000)}`);
        }
        return (await fetch(`${url}/healthz`)).ok;
      },
      90_000,
    );
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill(signal);
    await exited;
  }

  const product: Product = {
    name,
    url,
    env: fullEnv,
    output: () => printed,
    call,
    async metrics() {
      const text = await (await fetch(`${url}/metrics`)).text();
      const samples = new Map<string, number>();
      for (const line of text.split('\n')) {
        if (!line || line.startsWith('#')) continue;
        const at = line.lastIndexOf(' ');
        samples.set(line.slice(0, at), Number(line.slice(at + 1)));
      }
      return samples;
    },
    async now() {
      const answer = await call('/dev/clock');
      return answer.code === 1 ? new Date(answer.data.now) : new Date();
    },
    async advance(seconds) {
      const answer = await call('/dev/clock', { body: { advance_seconds: seconds } });
      if (answer.code !== 1) throw new Error(`${name}: the test clock did not move: ${answer.msg}`);
      return new Date(answer.data.now);
    },
    async moveTo(date) {
      const answer = await call('/dev/clock', { body: { to: date.toISOString() } });
      if (answer.code !== 1) throw new Error(`${name}: the test clock did not move: ${answer.msg}`);
      return new Date(answer.data.now);
    },
    stop,
    start,
    get pid() {
      return child?.pid;
    },
  };
  await start();
  return product;
}

/** An authenticator app (RFC 6238: SHA-1, six digits, 30 s), written apart from the server's own. */
export function totp(secretBase32: string, at: Date): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32.replace(/=+$/, '')]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The first start's staff owner, as the banner prints it once ("Staff owner …: login / password"). */
export async function printedOwner(product: Product): Promise<{ login: string; password: string }> {
  const match = await until('the staff owner in the banner', async () =>
    /Staff owner[^:\n]*:\s*(\S+) \/ (\S+)/.exec(product.output()),
  );
  return { login: match[1]!, password: match[2]! };
}

/**
 * A staff member signed in through the API with the second factor (enrolled on first use), on the
 * product's clock: the test clock moves the time the server checks codes against. Signs in again
 * when the session ended (a moved clock ends idle sessions).
 */
export class Staff {
  private secret: string | null = null;
  private token: string | null = null;
  private lastStep = -1;
  constructor(
    private readonly product: Product,
    private readonly login: string,
    private readonly password: string,
  ) {}

  private async code(): Promise<string> {
    for (;;) {
      const now = await this.product.now();
      const step = Math.floor(now.getTime() / 30_000);
      if (step > this.lastStep) {
        this.lastStep = step;
        return totp(this.secret!, now);
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }

  private async signIn(): Promise<string> {
    const signIn = await this.product.call('/admin/login', {
      body: { username: this.login, password: this.password },
    });
    if (signIn.code !== 1) throw new Error(`staff sign-in refused: ${signIn.msg}`);
    const bearer = signIn.data.token as string;
    if (signIn.data.second_factor === 'enrol') {
      const enrol = await this.product.call('/admin/2fa/enrol', { bearer, body: {} });
      this.secret = String(enrol.data.secret);
      const confirm = await this.product.call('/admin/2fa/confirm', {
        bearer,
        body: { code: await this.code() },
      });
      if (confirm.code !== 1) throw new Error(`2FA enrolment refused: ${confirm.msg}`);
    } else {
      const verify = await this.product.call('/admin/2fa/verify', {
        bearer,
        body: { code: await this.code() },
      });
      if (verify.code !== 1) throw new Error(`2FA refused: ${verify.msg}`);
    }
    this.token = bearer;
    return bearer;
  }

  /** A staff API call; signs in (again) when needed. */
  async call(path: string, init: Omit<CallInit, 'bearer'> = {}): Promise<Answer> {
    const bearer = this.token ?? (await this.signIn());
    const answer = await this.product.call(path, { ...init, bearer });
    if (answer.status === 401 || answer.data?.error === 'STAFF_LOGIN_REQUIRED') {
      this.token = null;
      return this.product.call(path, { ...init, bearer: await this.signIn() });
    }
    return answer;
  }
}

/**
 * The embedded default as `npm start` runs it, with the test clock and a one-second scheduler tick, and
 * its owner signed in: what the scheduled-effects files start from. `env` adds or overrides variables.
 */
export async function clockedProduct(
  name: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ product: Product; staff: Staff }> {
  const product = await startProduct(name, {
    PORT: String(port),
    DATA_DIR: freshDataDir(),
    TEST_CLOCK: 'true',
    JOBS_TICK_SECONDS: '1',
    ...env,
  });
  const owner = await printedOwner(product);
  return { product, staff: new Staff(product, owner.login, owner.password) };
}

/** Sessions that outlive the clock's jumps (a jump ends idle sessions, as time passing would). */
export const LONG_SESSIONS = { SESSION_IDLE_MINUTES: String(60 * 24 * 60), SESSION_TTL_DAYS: '120' };

/** A job as `GET /api/v2/admin/jobs` shows it to the owner. */
export type JobRow = {
  name: string;
  schedule: string;
  last_period: string | null;
  overdue: boolean;
  failures: number;
};

/**
 * A PostgreSQL database of its own for one file's products, on the server TEST_DATABASE_URL names (the
 * local service by default); `drop` removes it, connections and all.
 */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `jl_deployed_${randomBytes(5).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
