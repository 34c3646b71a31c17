import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 3900);

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

/** Starts the built server (npm run build first) on a fresh embedded database for the journeys. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.E2E_BASE_URL;
  // Files the journeys share during this run (the staff's authenticator secrets).
  const runDir = mkdtempSync(join(tmpdir(), 'jl-e2e-run-'));
  project.provide('runDir', runDir);
  if (baseUrl) {
    project.provide('baseUrl', baseUrl);
    project.provide('staffOwner', {
      login: process.env.E2E_STAFF_LOGIN ?? '',
      password: process.env.E2E_STAFF_PASSWORD ?? '',
    });
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'jl-e2e-'));
  const server: ChildProcess = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The harness's API calls may name their own address (e2e/support.ts `api`); a browser has none.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The first start prints the staff owner's sign-in once (its password is generated per data
  // directory); the back-office journeys sign in with it.
  let printed = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    process.stdout.write(chunk);
  });
  const url = `http://127.0.0.1:${PORT}`;
  await waitForHealth(`${url}/healthz`, 60_000);
  await waitFor(() => /Staff owner[^:\n]*:\s*\S+ \/ \S+/.test(printed), 10_000);
  const owner = /Staff owner[^:\n]*:\s*(\S+) \/ (\S+)/.exec(printed);
  project.provide('baseUrl', url);
  project.provide('staffOwner', { login: owner?.[1] ?? '', password: owner?.[2] ?? '' });
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The staff owner printed at first start (or E2E_STAFF_LOGIN / E2E_STAFF_PASSWORD). */
    staffOwner: { login: string; password: string };
    /** A directory for files the journeys of this run share. */
    runDir: string;
  }
}
