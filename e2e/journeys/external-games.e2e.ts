import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAsDemo, openPhone, snap } from '../browser.ts';
import { api, baseUrl, text } from '../support.ts';

/**
 * External game platforms (docs/API.md "External game platforms") through the sandbox aggregator: a seamless
 * game whose page calls our wallet on each bet and win, and a transfer ("OB") game whose launch moves the
 * cash into the platform and whose exit brings it back, with the "moving your balance back" state on screen.
 */

let browser: Browser;
let token = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const login = await api('/user/login', {
    method: 'POST',
    body: { username: '11912345678', password: 'demo1234' },
  });
  token = login.data.token as string;
});
afterAll(async () => {
  await setFaults({ delayMs: 0 });
  await browser?.close();
});

const wallet = async () =>
  (await api('/wallet/info', { token })).data as { balance: string; withdrawable: string };

async function setFaults(faults: Record<string, unknown>): Promise<void> {
  await fetch(`${baseUrl()}/sandbox/games/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
}

async function openFromPlatforms(page: Page, platform: string, game: string, shot?: string): Promise<void> {
  await page.goto('/components/pages/game/plat');
  await page.getByRole('link', { name: new RegExp(platform) }).click();
  await page.waitForURL(/\/components\/pages\/game\/list\?plat=/);
  // A tile's accessible name is the game's name followed by its RTP and volatility.
  const tile = page.getByRole('button', { name: new RegExp(`^${game} RTP`) });
  await tile.waitFor();
  if (shot) await snap(page, shot);
  await tile.click();
  await page.waitForURL(/\/components\/pages\/game\/webview\?.*external=/);
}

/** One round in the platform's framed page; answers the result line. */
async function playOne(page: Page, button: string): Promise<string> {
  const frame = page.frameLocator('[data-testid="external-frame"]');
  await expect.poll(() => text(frame.getByTestId('sbx-balance'))).toMatch(/^R\$ \d/);
  await frame.getByTestId('sbx-play').click();
  await expect.poll(() => text(frame.getByTestId('sbx-result')), { timeout: 20_000 }).not.toMatch(/^(…)?$/);
  expect(await text(frame.getByTestId('sbx-play'))).toBe(button);
  return text(frame.getByTestId('sbx-result'));
}

describe('external game platforms', () => {
  it('plays a seamless game: every bet and win lands in our wallet, and the player comes back', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemo(page);
    await page.goto('/components/pages/game/plat');
    await page.getByRole('link', { name: /Sandbox \(carteira integrada\)/ }).waitFor();
    await snap(page, 'external-plat-list');
    const before = await wallet();

    await openFromPlatforms(page, 'Sandbox \\(carteira integrada\\)', 'Dado Sandbox', 'external-game-list');
    await expect.poll(() => text(page.getByTestId('external-strip'))).toContain('direto na sua carteira');
    const result = await playOne(page, 'Rolar: acima de 50 paga 1,92×');
    await snap(page, 'external-seamless-played');
    // The wallet moved by the bet (R$ 1,00) and the win (R$ 1,92 or nothing).
    const after = await wallet();
    const delta = Math.round((Number(after.balance) - Number(before.balance)) * 100);
    expect(result.startsWith('Você ganhou') ? delta === 92 : delta === -100).toBe(true);

    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/components\/pages\/game\/list/);
    await context.close();
  });

  it('plays a transfer game: the cash moves into the platform on launch and comes back on exit', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemo(page);
    const before = await wallet();
    expect(Number(before.withdrawable)).toBeGreaterThan(0);

    await openFromPlatforms(page, 'Sandbox OB \\(transferência\\)', 'Dado OB Sandbox');
    await expect.poll(() => text(page.getByTestId('external-strip'))).toMatch(/^No jogo: R\$ /);
    expect((await wallet()).withdrawable).toBe('0.00');
    await snap(page, 'external-transfer-in-game');
    await playOne(page, 'Rolar: acima de 50 paga 1,92×');
    const frame = page.frameLocator('[data-testid="external-frame"]');
    const onPlatform = await text(frame.getByTestId('sbx-balance'));

    // Leave: the platform answers slowly, so the "moving your balance back" state is on screen.
    await setFaults({ delayMs: 1500 });
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect.poll(() => text(page.getByRole('dialog'))).toContain('Seu saldo volta para a carteira');
    await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
    await expect.poll(() => text(page.getByTestId('external-returning'))).toContain('Devolvendo seu saldo');
    await snap(page, 'external-transfer-returning');
    await expect
      .poll(() => text(page.getByTestId('external-returned')), { timeout: 15_000 })
      .toBe(onPlatform);
    await snap(page, 'external-transfer-returned');
    await page.waitForURL(/\/components\/pages\/game\/list/);
    await setFaults({ delayMs: 0 });

    const after = await wallet();
    expect(`R$ ${Number(after.withdrawable).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`).toBe(
      onPlatform.replace(/\s+/g, ' '),
    );
    const log = await api('/fund/log', { token });
    const codes = (log.data.list as { type: number }[]).map((e) => e.type);
    expect(codes).toContain(24);
    expect(codes).toContain(25);
    await context.close();
  });
});
