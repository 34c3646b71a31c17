import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, snap } from '../browser.ts';
import { logIn, preparedPlayer } from '../players.ts';
import { expectNoToastOverContent, text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a Pix withdrawal', () => {
  it('binds the player own CPF, withdraws R$ 150 and sees the record turn to success', async () => {
    const player = await preparedPlayer();
    const { page } = await openPhone(browser);
    await logIn(page, player);

    // The VIP tab shows the level reached and its privileges.
    await page.goto('/pages/vip/vip');
    await expect.poll(() => text(page.getByTestId('vip-level'))).toBe('VIP 2');
    await snap(page, 'withdraw-1-vip');

    // No account yet: the page says so before anything is typed and links to the bind page.
    await page.goto('/pages/withdraw/withdraw');
    await page.getByTestId('withdraw-blocked').waitFor();
    expect(await text(page.getByTestId('withdraw-blocked'))).toContain('Selecione uma conta primeiro');
    await snap(page, 'withdraw-2-no-account');
    await page.getByTestId('withdraw-bind-link').click();

    // Bind: the recharge info pre-fills name and CPF; the docs/SPECIFICATION.md §5 messages guard the rest.
    const form = page.getByTestId('bind-form');
    await form.waitFor();
    expect(await page.getByTestId('bind-cpf').inputValue()).toBe(
      player.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
    );
    await page.getByTestId('bind-submit').click();
    await expect.poll(() => form.getByText('Digite a senha de saque').isVisible()).toBe(true);
    expect(await form.getByText('Digite-a novamente').isVisible()).toBe(true);
    await page.getByTestId('bind-password').fill('246810');
    await page.getByTestId('bind-repassword').fill('135790');
    await page.getByTestId('bind-submit').click();
    await expect.poll(() => form.getByText('As senhas são diferentes').isVisible()).toBe(true);
    await page.getByTestId('bind-repassword').fill('246810');
    // A new player has no withdrawal password yet: it is created here, confirmed by the login password.
    await page.getByTestId('bind-login-password').fill(player.password);
    await snap(page, 'withdraw-3-bind');
    await page.getByTestId('bind-submit').click();

    // Back on the withdraw page with the account chosen: amount, live fee and net, password.
    await page.waitForURL('**/pages/withdraw/withdraw');
    await page.getByTestId('withdraw-account').first().waitFor();
    expect(await page.getByTestId('withdraw-account').first().getAttribute('aria-checked')).toBe('true');
    expect(await text(page.getByTestId('withdraw-times-left'))).toBe('3 de 3');
    await page.getByTestId('withdraw-amount').fill('150');
    await expect.poll(() => text(page.getByTestId('withdraw-fee'))).toBe('R$ 3,00');
    expect(await text(page.getByTestId('withdraw-net'))).toBe('R$ 147,00');
    expect(await page.getByText('O dinheiro chega em até 24 horas.').isVisible()).toBe(true);
    await page.getByTestId('withdraw-password').fill('246810');
    // 'Account bound' shows at the top edge, over the title, never over the form; then it goes.
    await expectNoToastOverContent(page);
    await page.locator('.jl-toast').waitFor({ state: 'detached', timeout: 10_000 });
    await snap(page, 'withdraw-4-amount');
    await page.getByTestId('withdraw-submit').click();

    // The detail page follows the withdrawal until the sandbox PSP pays it.
    await page.waitForURL('**/pages/withdraw/withdrawDetail?id=*');
    const detail = page.getByTestId('withdraw-detail');
    await detail.waitFor();
    await page.locator('[data-testid="withdraw-detail"][data-status="success"]').waitFor({ timeout: 30_000 });
    expect(await text(detail)).toContain('Pago');
    await snap(page, 'withdraw-5-detail');

    // The withdraw log lists it as paid.
    await page.goto('/pages/withdraw/withdraw_log');
    const records = page.getByTestId('withdraw-records');
    await records.waitFor();
    expect(await records.locator('[data-status="success"]').count()).toBe(1);
    expect(await text(records.locator('.jl-record__amount').first())).toBe('R$ 150,00');
    await snap(page, 'withdraw-6-log');

    // And the withdraw page counts it against today's withdrawals.
    await page.goto('/pages/withdraw/withdraw');
    await expect.poll(() => text(page.getByTestId('withdraw-times-left'))).toBe('2 de 3');
  });
});
