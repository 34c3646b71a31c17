import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll } from './support.ts';

export const ARTIFACTS = join(process.cwd(), 'e2e', 'artifacts');
export const PHONE = { width: 390, height: 844 };

/** Debian's Chromium with the flags this machine needs (no background networking: the network is closed). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh phone-sized context in pt-BR, like a player on a mid-range phone. */
export async function openPhone(
  browser: Browser,
  locale = 'pt-BR',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    baseURL: inject('baseUrl'),
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Photographs the screen into e2e/artifacts and holds it to the shared assertions: accessibility, and
 * no sideways scrolling.
 */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
  await expectAccessible(page, name);
  await expectNoSidewaysScroll(page, name);
}

export const DESKTOP = { width: 1280, height: 800 };

/** A fresh desktop context for the back office (1280×800, pt-BR). */
export async function openDesktop(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'pt-BR',
    baseURL: inject('baseUrl'),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Logs in from the top bar as the demo player (seeded with R$ 100 in development), as a player does. */
export async function logInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('11912345678');
  await dialog.locator('input[name="password"]').fill('demo1234');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).waitFor({ state: 'detached' });
  const understood = page.getByRole('button', { name: 'Entendi' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
  await dismissDailyCheckin(page);
  await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
}

/** "Later" on the day's check-in offer, in the five languages (activity:checkin.later). */
const LATER = /^(Depois|Later|Después|Nanti|稍后)$/;

/**
 * Home offers a member the day's check-in (activities) once a day, shortly after it opens; journeys
 * about something else answer "Later" when it comes (waiting up to `ms` for it).
 */
export async function dismissDailyCheckin(page: Page, ms = 5_000): Promise<void> {
  const later = page.getByRole('button', { name: LATER });
  const shown = await later.waitFor({ timeout: ms }).then(
    () => true,
    () => false,
  );
  if (shown) await later.click();
}
