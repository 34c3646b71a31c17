import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, snap } from '../browser.ts';
import { api, digits, randomCpf, text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh player registered through the API (SMS code from the development outbox). */
async function registerPlayer(): Promise<{ phone: string; password: string }> {
  const phone = `(21) 9${digits(4)}-${digits(4)}`;
  const password = 'deposito123';
  expect((await api('/sms/send', { method: 'POST', body: { phone, scene: 'register' } })).code).toBe(1);
  const outbox = await api(`/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const smsCode = String(outbox.data.list[0].text).match(/\b(\d{6})\b/)![1]!;
  const registered = await api('/user/register', {
    method: 'POST',
    body: { phone, password, repassword: password, sms_code: smsCode, age_confirm: '1', terms: '1' },
  });
  expect(registered.code, registered.msg).toBe(1);
  return { phone, password };
}

describe('a Pix deposit', () => {
  it('deposits R$ 50 by paying the code on the sandbox payer page and sees the wallet change', async () => {
    const player = await registerPlayer();
    const { context, page } = await openPhone(browser);

    // Log in from the login popup that a guarded page opens.
    await page.goto('/pages/recharge/recharge');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
    await dialog.locator('input[name="username"]').fill(player.phone.replace(/\D/g, ''));
    await dialog.locator('input[name="password"]').fill(player.password);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    // The responsible-gaming notice follows a login (config.ui.loginNotice).
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).waitFor({ state: 'detached' });
    const understood = page.getByRole('button', { name: 'Entendi' });
    if (await understood.isVisible().catch(() => false)) await understood.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // First deposit: the payer details (docs/SPECIFICATION.md §3 recharge info), then the amount.
    await page.goto('/pages/recharge/recharge');
    const form = page.getByTestId('recharge-info-form');
    await form.waitFor();
    // The mobile starts as the registered phone, formatted, and stays editable.
    await expect.poll(() => form.getByLabel('Celular').inputValue()).toBe(player.phone);
    expect(await form.getByLabel('Celular').isEditable()).toBe(true);
    // A Pix payer's name is the full name: one word is refused under the field, nothing saved.
    await form.getByLabel('Nome completo').fill('Joana');
    await form.getByLabel('CPF').fill(randomCpf());
    await form.getByLabel('E-mail').fill('joana@exemplo.com.br');
    await form.getByRole('button', { name: 'Salvar dados' }).click();
    await expect
      .poll(() => form.getByText('Digite o nome completo, com nome e sobrenome').isVisible())
      .toBe(true);
    await form.getByLabel('Nome completo').fill('Joana Pereira');
    await snap(page, 'deposit-1-payer-details');
    await form.getByRole('button', { name: 'Salvar dados' }).click();

    await page.getByRole('radio', { name: /^R\$\s50,00$/ }).click();
    await expect.poll(() => text(page.getByTestId('recharge-submit'))).toBe('Pagar R$ 50,00 com Pix');
    await snap(page, 'deposit-2-amount');
    await page.getByTestId('recharge-submit').click();

    // The charge: QR, the copy-and-paste code and the countdown.
    await page.getByTestId('recharge-wait').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pages/recharge/result');
    expect(await text(page.getByTestId('recharge-amount-due'))).toBe('R$ 50,00');
    await expect.poll(() => page.getByText(/Expira em \d\d:\d\d/).isVisible()).toBe(true);
    const brCode = await page.getByTestId('br-code').inputValue();
    expect(brCode).toMatch(/^000201.*540550\.00.*6304[0-9A-F]{4}$/);
    // The whole "copia e cola" shows: the box is as tall as the code, nothing scrolled away.
    const box = await page
      .getByTestId('br-code')
      .evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    await snap(page, 'deposit-3-charge');

    // Pay it as the player's bank would, on the sandbox PSP's payer page.
    const bank = await context.newPage();
    await bank.goto('/sandbox/pix');
    await bank.getByTestId('sandbox-code').fill(brCode);
    await bank.getByTestId('sandbox-read').click();
    await bank.getByTestId('sandbox-preview').waitFor();
    expect(await text(bank.getByTestId('sandbox-amount'))).toBe('R$ 50,00');
    await snap(bank, 'deposit-4-sandbox-preview');
    await bank.getByTestId('sandbox-pay').click();
    await expect
      .poll(() => bank.getByTestId('sandbox-result').textContent())
      .toContain('O cassino confirmou');
    await snap(bank, 'deposit-5-sandbox-receipt');
    await bank.close();

    // The result page turns to success without a reload (status polled every 3 s).
    await page.getByTestId('recharge-success').waitFor({ timeout: 15_000 });
    await expect.poll(() => text(page.locator('.jl-result__body'))).toBe('R$ 50,00 creditados no seu saldo.');
    // Credited: "Jogar agora" leads to the games, besides the wallet and another deposit.
    const play = page.getByTestId('play-now');
    expect(await text(play)).toBe('Jogar agora');
    expect(await play.getAttribute('href')).toBe('/pages/index/index');
    await snap(page, 'deposit-6-success');

    // The wallet changed: Mine shows the new balance.
    await page.getByTestId('to-wallet').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/mine');
    await expect.poll(() => text(page.getByTestId('wallet-balance')), { timeout: 15_000 }).toBe('R$ 50,00');
    await snap(page, 'deposit-7-wallet');

    // And the recharge log lists it as successful.
    await page.goto('/pages/recharge/recharge_log');
    const records = page.getByTestId('recharge-records');
    await records.waitFor();
    expect(await records.locator('[data-status="success"]').count()).toBe(1);
    await snap(page, 'deposit-8-log');
    await context.close();
  });
});
