import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, snap } from '../browser.ts';
import { api, baseUrl, digits, randomCpf, text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DEMO = { phone: '11912345678', password: 'demo1234' };

async function logInFromMine(page: Page, phone: string, password: string) {
  await page.goto('/pages/mine/mine');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.waitFor();
  await dialog.locator('input[name="username"]').fill(phone);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const understood = page.getByRole('button', { name: 'Entendi' });
  await understood.waitFor({ timeout: 5000 }).catch(() => {});
  if (await understood.isVisible().catch(() => false)) await understood.click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/mine');
}

async function tapUnlock(page: Page, labels = { unlock: 'Liberar saques', confirm: 'Liberar agora' }) {
  await page.getByRole('button', { name: labels.unlock }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: labels.confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * A fresh player with a R$ 50 Pix deposit paid on the sandbox PSP: R$ 50 locked, R$ 75 to wager
 * (1.5 × the deposit), so "unlock withdrawals" is not allowed yet.
 */
async function playerWithDeposit(): Promise<{ phone: string; password: string }> {
  const phone = `319${digits(8)}`;
  const password = 'carteira123';
  expect((await api('/sms/send', { method: 'POST', body: { phone, scene: 'register' } })).code).toBe(1);
  const outbox = await api(`/dev/outbox?phone=${encodeURIComponent(`+55${phone}`)}`);
  const smsCode = /\b(\d{6})\b/.exec(String(outbox.data.list[0].text))![1]!;
  const registered = await api('/user/register', {
    method: 'POST',
    body: { phone, password, repassword: password, sms_code: smsCode, age_confirm: '1', terms: '1' },
  });
  expect(registered.code, registered.msg).toBe(1);
  const token = registered.data.token as string;
  const cpf = randomCpf();
  const info = await api('/recharge/info', {
    method: 'POST',
    token,
    body: { name: 'Carla Souza', cpf, mobile: phone, email: 'carla@exemplo.com.br' },
  });
  expect(info.code, info.msg).toBe(1);
  const order = await api('/recharge/create', { method: 'POST', token, body: { amount: '50' } });
  expect(order.code, order.msg).toBe(1);
  // The player's bank pays the charge on the sandbox PSP, which reports it to our webhook.
  const paid = await fetch(`${baseUrl()}/sandbox/pix/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code: order.data.br_code,
      payer_cpf: cpf,
      payer_name: 'Carla Souza',
    }).toString(),
  });
  expect(paid.ok).toBe(true);
  await expect
    .poll(async () => (await api('/wallet/info', { token })).data.locked, { timeout: 15_000 })
    .toBe('50.00');
  return { phone, password };
}

describe('the wallet on Mine', () => {
  it('shows the demo player their R$ 100 and the add-money entry of the balance record', async () => {
    // The balance the server holds right now (another journey may have played with the demo player).
    const login = await api('/user/login', {
      method: 'POST',
      body: { username: DEMO.phone, password: DEMO.password },
    });
    const wallet = (await api('/wallet/info', { token: login.data.token })).data;
    const untouched = (await api('/fund/log', { token: login.data.token })).data.total === 1;

    const { context, page } = await openPhone(browser);
    await logInFromMine(page, DEMO.phone, DEMO.password);
    const balance = page.getByTestId('wallet-balance');
    if (untouched) {
      await expect.poll(() => text(balance)).toBe('R$ 100,00');
      expect(await text(page.getByTestId('wallet-withdrawable'))).toBe('R$ 100,00');
      expect(await text(page.getByTestId('wallet-to-wager'))).toBe('R$ 0,00');
      expect(await text(page.getByTestId('wallet-locked'))).toBe('R$ 0,00');
    } else {
      await expect.poll(() => text(balance)).toMatch(/^R\$ \d/);
      expect(wallet.balance).toMatch(/^\d+\.\d{2}$/);
    }
    expect(await page.getByText('Falta apostar').count()).toBe(1);
    await snap(page, 'wallet-1-mine-demo');

    // Nothing is locked: "Liberar saques" is not offered at all (there is nothing to free).
    if (wallet.locked === '0.00') {
      expect(await page.getByRole('button', { name: 'Liberar saques' }).count()).toBe(0);
    }

    // The balance record lists the seeded demo money as "add money" (type 2).
    await page.getByRole('link', { name: 'Registro de saldo' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/fund_log');
    const list = page.getByTestId('fund-log');
    await list.waitFor();
    await snap(page, 'wallet-2-fund-log');

    // Filters: by type (only add money) — the demo's seeded money, however many rounds other journeys
    // played before this one pushed it off the first page — then a type with no entries is an honest
    // empty state.
    await page.getByLabel('Tipo').selectOption('2');
    await expect.poll(() => list.locator('li').count()).toBe(1);
    const addMoney = list.locator('li', { hasText: 'Adicionar dinheiro' });
    expect(await text(addMoney.locator('.jl-fund__amount'))).toBe('+R$ 100,00');
    expect(await text(addMoney.locator('.jl-fund__meta'))).toMatch(/· Sacável$/);
    await page.getByRole('button', { name: 'Hoje' }).click();
    await expect.poll(() => list.locator('li', { hasText: 'Adicionar dinheiro' }).count()).toBe(1);
    await page.getByLabel('Tipo').selectOption('9');
    await expect.poll(() => page.getByText('Nenhuma movimentação').isVisible()).toBe(true);
    await snap(page, 'wallet-3-fund-log-empty');
    await context.close();
  });

  it("answers 'Condition not met' to an unlock before the wagering is done, in the player's language", async () => {
    const player = await playerWithDeposit();
    const { context, page } = await openPhone(browser);
    await logInFromMine(page, player.phone, player.password);
    await expect.poll(() => text(page.getByTestId('wallet-balance'))).toBe('R$ 50,00');
    expect(await text(page.getByTestId('wallet-to-wager'))).toBe('R$ 75,00');
    expect(await text(page.getByTestId('wallet-withdrawable'))).toBe('R$ 0,00');
    expect(await text(page.getByTestId('wallet-locked'))).toBe('R$ 50,00');
    expect(await text(page.locator('.jl-wallet__note').first())).toBe('Apostas válidas: R$ 0,00 de R$ 75,00');

    await page.getByRole('button', { name: 'Liberar saques' }).click();
    const dialog = page.getByRole('dialog', { name: 'Liberar saques?' });
    await dialog.waitFor();
    expect(await text(dialog.locator('li').last())).toBe('Saldo bloqueado a liberar: R$ 50,00');
    await snap(page, 'wallet-4-unlock-confirm');
    await dialog.getByRole('button', { name: 'Liberar agora' }).click();
    await expect.poll(() => page.getByText('Condição não atendida').isVisible()).toBe(true);
    await snap(page, 'wallet-5-condition-not-met');
    // Nothing moved.
    expect(await text(page.getByTestId('wallet-locked'))).toBe('R$ 50,00');

    // The same refusal in English once the player switches language.
    await page.getByRole('link', { name: 'Idioma' }).click();
    await page.getByText('English', { exact: true }).click();
    await page.goto('/pages/mine/mine');
    await expect.poll(() => page.getByText('Left to wager').count()).toBe(1);
    await tapUnlock(page, { unlock: 'Unlock withdrawals', confirm: 'Unlock now' });
    await expect.poll(() => page.getByText('Condition not met').isVisible()).toBe(true);
    await snap(page, 'wallet-6-condition-not-met-en');
    await context.close();
  });
});
