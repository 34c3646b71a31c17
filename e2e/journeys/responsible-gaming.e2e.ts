import type { Browser, Page } from 'playwright-core';
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

/** A fresh player registered through the API, with recharge info saved (SMS code from the dev outbox). */
async function registerPlayer(): Promise<{ phone: string; password: string }> {
  const phone = `(21) 9${digits(4)}-${digits(4)}`;
  const password = 'limites123';
  expect((await api('/sms/send', { method: 'POST', body: { phone, scene: 'register' } })).code).toBe(1);
  const outbox = await api(`/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const smsCode = String(outbox.data.list[0].text).match(/\b(\d{6})\b/)![1]!;
  const registered = await api('/user/register', {
    method: 'POST',
    body: { phone, password, repassword: password, sms_code: smsCode, age_confirm: '1', terms: '1' },
  });
  expect(registered.code, registered.msg).toBe(1);
  const info = await api('/recharge/info', {
    method: 'POST',
    token: registered.data.token,
    body: { name: 'Joana Pereira', cpf: randomCpf(), mobile: phone, email: 'joana@exemplo.com.br' },
  });
  expect(info.code, info.msg).toBe(1);
  return { phone, password };
}

/** Fills the login popup that a guarded page opens. */
async function fillLogin(page: Page, player: { phone: string; password: string }) {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
  await dialog.locator('input[name="username"]').fill(player.phone.replace(/\D/g, ''));
  await dialog.locator('input[name="password"]').fill(player.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  return dialog;
}

/** Logs in from the popup of the guarded page `path` and dismisses the risk notice if it shows. */
async function logIn(page: Page, player: { phone: string; password: string }, path: string) {
  await page.goto(path);
  const dialog = await fillLogin(page, player);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).waitFor({ state: 'detached' });
  const understood = page.getByRole('button', { name: 'Entendi' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

describe('responsible gaming', () => {
  it('sets a deposit limit, is refused a larger deposit with a clear message, self-excludes and still withdraws', async () => {
    const player = await registerPlayer();
    const { context, page } = await openPhone(browser);

    await logIn(page, player, '/pages/recharge/recharge');

    // Mine → Jogo responsável: a 24-hour deposit limit of R$ 100,00, at once.
    await page.goto('/pages/mine/responsible_gaming');
    const limit = page.getByTestId('limit-deposit-24h');
    await limit.waitFor();
    await snap(page, 'rg-1-page');
    await limit.getByRole('button', { name: /^Alterar/ }).click();
    await limit.getByRole('textbox').fill('100,00');
    await limit.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => text(limit.locator('.jl-rg-limit__amount'))).toBe('R$ 100,00');
    await snap(page, 'rg-2-limit-set');

    // A deposit of R$ 200,00 is refused, naming the limit and what is still possible.
    await page.goto('/pages/recharge/recharge');
    await page.getByRole('radio', { name: /^R\$\s200,00$/ }).click();
    await page.getByTestId('recharge-submit').click();
    const refusal = page.getByText(
      /passa do seu limite de depósito de 24 horas \(R\$\s100,00\)\. Agora você pode depositar até R\$\s100,00/,
    );
    await expect.poll(() => refusal.isVisible()).toBe(true);
    await snap(page, 'rg-3-deposit-refused');
    expect(new URL(page.url()).pathname).toBe('/pages/recharge/recharge');

    // Self-exclusion for 6 months, after reading exactly what happens.
    await page.goto('/pages/mine/responsible_gaming');
    await page.getByRole('button', { name: '6 meses' }).click();
    const confirm = page.getByRole('dialog');
    await expect
      .poll(() => text(confirm))
      .toMatch(
        /não poderá apostar, depositar.*ainda poderá entrar, ver seu histórico e sacar o seu próprio dinheiro/,
      );
    await snap(page, 'rg-4-exclusion-confirm');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    const banner = page.getByTestId('rg-block');
    await banner.waitFor();
    expect(await text(banner)).toMatch(/Autoexclusão até \d{4}\/\d\d\/\d\d-\d\d:\d\d/);
    expect(await text(banner)).toContain('Você ainda pode entrar, sacar seu saldo e ver seu histórico.');
    await snap(page, 'rg-5-excluded');

    // What still works: the withdrawal page and the history open; a deposit is refused.
    await banner.getByRole('link', { name: 'Sacar meu saldo' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/withdraw/withdraw');
    await page.goto('/pages/mine/fund_log');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/fund_log');
    await page.goto('/pages/recharge/recharge');
    await page.getByRole('radio', { name: /^R\$\s50,00$/ }).click();
    await page.getByTestId('recharge-submit').click();
    await expect.poll(() => page.getByText(/Você está autoexcluído até/).isVisible()).toBe(true);
    await snap(page, 'rg-6-deposit-while-excluded');
    await context.close();
  });

  it('closes the account: reads what happens, may download the data, types the word, is signed out for good', async () => {
    const player = await registerPlayer();
    const { context, page } = await openPhone(browser);
    await logIn(page, player, '/pages/mine/responsible_gaming');

    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Encerrar minha conta' }),
    });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => text(section)).toContain('Você não tem bônus a perder.');
    expect(await text(section)).toContain('Nome, telefone, e-mail e dados Pix são apagados em 30 dias');
    await snap(page, 'rg-7-closure-section');

    // The data export is right there, before closing.
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Baixar meus dados' }).click();
    expect((await download).suggestedFilename()).toMatch(/^meus-dados-\d+\.json$/);

    // The confirmation needs the word typed.
    await section.getByRole('button', { name: 'Encerrar minha conta' }).click();
    const confirm = page.getByRole('dialog');
    const closeNow = confirm.getByRole('button', { name: 'Encerrar agora' });
    expect(await closeNow.isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill('encerrar');
    await snap(page, 'rg-8-closure-confirm');
    await closeNow.click();

    // Signed out, with the goodbye; the app is back home.
    const goodbye = page.getByRole('dialog');
    await expect.poll(() => text(goodbye)).toContain('Sua conta foi encerrada e você saiu do app.');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/index/index');
    await snap(page, 'rg-9-closed');
    await goodbye.getByRole('button', { name: 'Entendi' }).click();

    // The account can no longer log in: the login says so.
    await page.goto('/pages/mine/responsible_gaming');
    await fillLogin(page, player);
    await expect
      .poll(() => page.getByText('Esta conta foi encerrada a pedido do titular').first().isVisible())
      .toBe(true);
    await snap(page, 'rg-10-login-closed');
    await context.close();
  });
});
