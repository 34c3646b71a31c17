import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissDailyCheckin, launchBrowser, openPhone, snap } from '../browser.ts';
import { logIn, registeredPlayer } from '../players.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for the PWA's worker to be active and in control of the page; answers its script's path. */
async function workerInControl(page: Page): Promise<string> {
  const script = await page.evaluate(async () => {
    const ready = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
    ]);
    return ready?.active ? new URL(ready.active.scriptURL).pathname : null;
  });
  // The worker claims the open page when it activates (clients.claim in sw.js).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 })
    .toBe(true);
  return script ?? 'no worker';
}

/** The app is running: a tab of its navigation is on screen. */
const appRunning = (page: Page) =>
  expect
    .poll(() => page.getByRole('navigation', { name: 'Navegação principal' }).isVisible(), {
      timeout: 20_000,
    })
    .toBe(true);

/** The chunk of code of a page (or popup) of the built app, by the name of its file. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

describe('the PWA offline', () => {
  it('registers its worker on the first visit; without a connection a page load shows the offline page', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await appRunning(page);
    expect(await workerInControl(page)).toBe('/sw.js');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Sem conexão' }).waitFor({ timeout: 10_000 });
    await snap(page, 'offline-page');
    // Any page, not only the one that was open.
    await page.goto('/pages/activity/index');
    await page.getByRole('heading', { name: 'Sem conexão' }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/pages/activity/index');

    // Nothing the server answers about money is kept on the phone: the worker's caches hold no API answer.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.filter((path) => /^\/(api|sandbox|admin)\b/.test(path))).toEqual([]);

    // Back online, "Tentar de novo" loads the page that was asked for.
    await context.setOffline(false);
    await page.getByRole('link', { name: /Tentar de novo/ }).click();
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 20_000 }).toBe('Atividades');
    await context.close();
  });
});

describe('a page whose code cannot be loaded: the retry screen, never a blank page', () => {
  it('after a deploy replaced its file, and offline; "Tentar novamente" then opens the page', async () => {
    const player = await registeredPlayer('Caio Offline');
    const { context, page } = await openPhone(browser);
    await logIn(page, player, '/pages/mine/mine');
    await dismissDailyCheckin(page);
    await appRunning(page);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });

    // The activity page's file is gone from the server (a deploy replaced it): the request fails.
    // context.route also sees requests the service worker makes for the page.
    await context.route(chunk('activity-page'), (route) => route.abort());
    await nav.getByRole('button', { name: 'Atividades' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('Não foi possível abrir esta página');
    expect(await alert.textContent()).toContain('O arquivo desta página não foi encontrado');
    await snap(page, 'offline-chunk-missing');
    await context.unroute(chunk('activity-page'));
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByText('Check-in diário').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').count()).toBe(0);

    // Offline: the team page's code cannot be fetched; the screen says the connection is missing.
    await context.setOffline(true);
    await nav.getByRole('button', { name: 'Equipe' }).click();
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('Sem conexão com a internet');
    expect(await page.locator('#root').textContent()).not.toBe('');
    await snap(page, 'offline-chunk-offline');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 20_000 }).toBe(0);
    expect(await page.locator('h1').first().textContent()).toBe('Equipe');
    await context.close();
  });

  it('the login popup whose code cannot be loaded: a dialog with "Tentar novamente", which reloads', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await appRunning(page);
    await context.route(chunk('auth-popups'), (route) => route.abort());
    await page.getByRole('button', { name: 'Entrar', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Não foi possível abrir esta página' });
    await dialog.waitFor({ timeout: 20_000 });
    // The page stays under the dialog.
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    await snap(page, 'offline-popup-missing');
    await context.unroute(chunk('auth-popups'));
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.waitForLoadState('load');
    await appRunning(page);
    await page.getByRole('button', { name: 'Entrar', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Entrar' }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
