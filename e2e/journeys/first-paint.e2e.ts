import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, launchBrowser, logInAsDemo, openPhone, PHONE, snap } from '../browser.ts';
import { baseUrl } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A photograph of the page before the app has run (no accessibility pass: nothing is interactive yet). */
async function photo(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/**
 * Holds the app's entry module back until `release()`: what the page shows then is its first paint,
 * as a phone on a slow network shows it while the JavaScript is on its way.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app has taken the page over: its first render is committed (first-paint.ts). */
const appRunning = (page: Page) =>
  page.waitForFunction(() => !document.documentElement.hasAttribute('data-first-paint'), null, {
    timeout: 30_000,
  });

const visible = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).first().isVisible();

describe('home’s static first paint (prerendered at build time)', () => {
  it('is home in pt-BR with its 18+ notice before any JavaScript, and without it', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      locale: 'pt-BR',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    expect(await page.locator('h1').textContent()).toBe('Diversão de verdade, com regras claras');
    // The responsible-gaming notice with its 18+ badge, in the footer (below the fold).
    expect(await page.getByText('Jogue com responsabilidade').count()).toBe(1);
    expect(await page.locator('.jl-rg__badge').textContent()).toBe('18+');
    expect(await page.getByRole('navigation', { name: 'Navegação principal' }).isVisible()).toBe(true);
    await photo(page, 'first-paint-no-js');
    await context.close();
  });

  it('is taken over by the app as it is: the same elements, no error, a tap before that replayed', async () => {
    const { context, page } = await openPhone(browser);
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-first-paint'))).toBe(
      'static',
    );
    await page.evaluate(() => {
      (window as unknown as { heroBefore: Element | null }).heroBefore = document.querySelector('h1');
    });
    await photo(page, 'first-paint-visitor-before-app');
    // A visitor taps "Entrar" before the app runs: nothing is lost.
    await page.getByRole('button', { name: 'Entrar', exact: true }).first().click();
    release();
    await appRunning(page);
    await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { heroBefore: Element | null }).heroBefore === document.querySelector('h1'),
      ),
    ).toBe(true);
    await snap(page, 'first-paint-visitor-early-tap');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows a logged-in player the visitor’s buttons, before the app or after', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemo(page);
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-first-paint'))).toBe(
      'member',
    );
    expect(await page.locator('h1').isVisible()).toBe(true);
    for (const name of ['Entrar', 'Cadastrar', 'Criar minha conta'])
      expect(await visible(page, name), name).toBe(false);
    await photo(page, 'first-paint-member-before-app');
    release();
    await appRunning(page);
    for (const name of ['Entrar', 'Cadastrar', 'Criar minha conta'])
      expect(await visible(page, name), name).toBe(false);
    await context.close();
  });

  it('is not shown on another page: a deep link paints nothing of home', async () => {
    const { context, page } = await openPhone(browser);
    const release = await holdApp(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/pages/activity/index', { waitUntil: 'commit' });
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await page.getByText('Diversão de verdade, com regras claras').isVisible()).toBe(false);
    // The page's own chunk is requested with the app's code, while the app itself has not run yet.
    await expect
      .poll(() => requested.some((path) => /^\/assets\/activity-page-[\w-]+\.js$/.test(path)), {
        timeout: 20_000,
      })
      .toBe(true);
    release();
    await appRunning(page);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 20_000 }).toBe('Atividades');
    expect(await page.getByText('Diversão de verdade, com regras claras').count()).toBe(0);
    await context.close();
  });
});
