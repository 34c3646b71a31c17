import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, snap } from '../browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the player app shell', () => {
  it('renders home in pt-BR at 390×844 with the five tabs and the 18+ notice', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const label of ['Início', 'Equipe', 'Recarregar', 'Atividades', 'Minha conta']) {
      await expect.poll(() => nav.getByRole('button', { name: label }).count()).toBe(1);
    }
    await expect.poll(() => page.getByText('18+').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    await snap(page, 'shell-home');
    await context.close();
  });

  it('opens the login popup when a visitor taps the team tab', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/pages/index/index');
    await page.getByRole('navigation').getByRole('button', { name: 'Equipe' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/pages/index/index');
    await snap(page, 'shell-login-popup');
    await context.close();
  });

  it('switches the tab labels to English from the language page', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/pages/mine/language');
    await page.getByText('English', { exact: true }).click();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('button', { name: 'Home' }).count()).toBe(1);
    await snap(page, 'shell-english');
    await context.close();
  });

  it('redirects a guarded URL to home with the notice and the login popup', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/pages/mine/fund_log');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(pages\/index\/index)?$/);
    await expect.poll(() => page.getByText('Por favor, faça login primeiro').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await snap(page, 'shell-guarded-redirect');
    await context.close();
  });

  it('shows the login and register pages to a visitor, with their forms', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/pages/login/login');
    await page.locator('input[name="username"]').waitFor();
    await snap(page, 'shell-login-page');
    await page.goto('/pages/reg/reg');
    await page.locator('input[name="phone"]').waitFor();
    await snap(page, 'shell-register-page');
    await context.close();
  });
});
