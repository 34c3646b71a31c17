import { type ChildProcess, spawn } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissDailyCheckin, launchBrowser, PHONE, snap } from '../browser.ts';
import { baseUrl, text } from '../support.ts';

/**
 * The player app as `npm run dev` serves it: Vite's dev server, React's development build and
 * StrictMode (effects set up, cleaned up and set up again). A component that only cleans up froze
 * every spin on "Girando" here; this journey spins and must see the result.
 */
const VITE_PORT = Number(process.env.E2E_VITE_PORT ?? 5175);
const devUrl = `http://127.0.0.1:${VITE_PORT}`;

let browser: Browser;
let vite: ChildProcess | undefined;

async function waitForPage(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the Vite dev server did not answer at ${url}`);
}

beforeAll(async () => {
  vite = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(VITE_PORT), '--strictPort'], {
    cwd: 'apps/web',
    env: { ...process.env, NODE_ENV: 'development', API_PROXY_TARGET: baseUrl() },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForPage(devUrl, 60_000);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (vite?.pid) {
    const exited = new Promise((r) => vite?.once('exit', r));
    process.kill(-vite.pid, 'SIGTERM');
    await exited;
  }
});

describe('the player app in development mode (StrictMode)', () => {
  it('plays a slot round and shows its result', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      baseURL: devUrl,
    });
    const page = await context.newPage();
    await page.goto('/');
    // Served by Vite's dev server, with React's development build.
    expect(await page.locator('script[src="/@vite/client"]').count()).toBe(1);

    await page.getByRole('button', { name: 'Entrar', exact: true }).first().click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill('11912345678');
    await dialog.locator('input[name="password"]').fill('demo1234');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).waitFor({ state: 'detached' });
    const understood = page.getByRole('button', { name: 'Entendi' });
    if (await understood.isVisible().catch(() => false)) await understood.click();
    await dismissDailyCheckin(page);

    // The lobby tile (a recently played shelf may also name the game).
    await page.getByRole('button', { name: /^Trio de Frutas RTP/ }).click();
    await page.waitForURL(/\/components\/pages\/game\/webview\?game=fruit-trio/);
    const balance = page.getByTestId('game-balance');
    await balance.waitFor({ timeout: 60_000 });
    const before = await text(balance);

    await page.getByRole('button', { name: 'Girar' }).click();
    // The round ends: the result is shown, the spin button comes back, the round can be verified.
    await page.getByTestId('last-round').waitFor({ timeout: 30_000 });
    const win = await text(page.getByTestId('game-win'));
    expect(win.startsWith('Sem prêmio nesta rodada · −R$') || win.startsWith('Retorno R$')).toBe(true);
    expect(await page.getByRole('button', { name: 'Girar' }).isEnabled()).toBe(true);
    if (win.startsWith('Sem prêmio')) expect(await text(balance)).not.toBe(before);
    await snap(page, 'dev-mode-slot-after');
    await context.close();
  });
});
