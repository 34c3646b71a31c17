import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openDesktop, openPhone, snap } from '../browser.ts';
import { logIn, preparedPlayer } from '../players.ts';
import { staffSignIn } from '../staff.ts';
import { api, text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const owner = () => inject('staffOwner');
let financePassword = '';
let player: Awaited<ReturnType<typeof preparedPlayer>>;

describe('the back office at /admin (1280×800)', () => {
  it('the owner enrols TOTP by QR code, keeps the recovery codes and reaches the dashboard', async () => {
    expect(owner().login, 'the server printed the staff owner at first start').not.toBe('');
    const { page, context } = await openDesktop(browser);
    const codes = await staffSignIn(page, owner().login, owner().password, (n) => snap(page, `admin-1-${n}`));
    expect(codes).toHaveLength(10);
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
    await page.locator('.chart canvas').first().waitFor();
    expect(await page.locator('.chart').count()).toBe(4);
    await snap(page, 'admin-2-dashboard');

    // Signing out and in again asks for a code from the app (enrolment happens once).
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.locator('input[name="username"]').waitFor();
    expect(await staffSignIn(page, owner().login, owner().password)).toEqual([]);

    // The owner adds a finance colleague; the generated password is shown once.
    await page.getByRole('link', { name: 'Equipe' }).click();
    await page.locator('input[name="new-username"]').fill('fernanda.fin');
    await page.locator('input[name="new-email"]').fill('fernanda@jogolimpo.local');
    await page.locator('select[name="new-role"]').selectOption('finance');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    financePassword = (await text(page.getByTestId('new-password'))).trim();
    expect(financePassword.length).toBeGreaterThanOrEqual(20);
    await snap(page, 'admin-3-staff');
    await context.close();
  });

  it('finance approves a withdrawal above the auto-approve amount; the player sees it paid', async () => {
    // R$ 1.000 first: after the wagering swings, well above the R$ 520 withdrawn below.
    player = await preparedPlayer('1000.00');
    const secret = await api('/user/withdraw-password', {
      method: 'POST',
      token: player.token,
      body: { password: '246810', repassword: '246810', login_password: player.password },
    });
    expect(secret.code, secret.msg).toBe(1);
    const bound = await api('/withdraw/bind', {
      method: 'POST',
      token: player.token,
      body: {
        pix_type: 'cpf',
        name: player.name,
        cpf: player.cpf,
        pix_account: player.cpf,
        withdraw_password: '246810',
        repassword: '246810',
      },
    });
    expect(bound.code, bound.msg).toBe(1);
    const applied = await api('/withdraw/apply', {
      method: 'POST',
      token: player.token,
      body: { amount: '520.00', account_id: bound.data.list[0].id, withdraw_password: '246810' },
    });
    expect(applied.code, applied.msg).toBe(1);
    expect(applied.data.withdrawal.status).toBe('applying');
    const orderNo = applied.data.withdrawal.order_no as string;

    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, 'fernanda.fin', financePassword, (n) => snap(page, `admin-4-finance-${n}`));
    // Finance sees the pending counter and no owner screens.
    expect(await page.getByRole('link', { name: 'Auditoria' }).count()).toBe(0);
    await page.getByRole('link', { name: /Saques para analisar/ }).click();
    const row = page.locator('tr', { hasText: orderNo });
    await row.waitFor();
    expect(await text(row)).toContain('R$ 520,00');
    await snap(page, 'admin-5-withdrawal-queue');
    await row.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText(`Saque ${orderNo} aprovado`).waitFor();
    await snap(page, 'admin-6-withdrawal-approved');
    await expect
      .poll(
        async () => (await api(`/withdraw/detail?order_no=${orderNo}`, { token: player.token })).data.status,
        {
          timeout: 30_000,
        },
      )
      .toBe('success');

    // The player's page: found by CPF, with the ledger (running balance per account) and the withdrawal.
    await page.getByRole('link', { name: 'Jogadores' }).click();
    await page.locator('input[name="q"]').fill(player.cpf);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.locator('table.data tbody tr').first().waitFor();
    await snap(page, 'admin-7-player-search');
    await page.locator('table.data tbody tr a').first().click();
    await page.getByRole('heading', { name: new RegExp(player.name) }).waitFor();
    await page.locator('table.data tbody tr').first().waitFor();
    expect(await text(page.locator('table.data tbody'))).toContain('Saque');
    await snap(page, 'admin-8-player-wallet');
    await page.getByRole('tab', { name: 'Saques' }).click();
    await page.locator('tr', { hasText: orderNo }).waitFor();
    expect(await text(page.locator('tr', { hasText: orderNo }))).toContain('Pago');

    // Finance asks for a R$ 25,00 "add money" adjustment: it only records the request.
    await page.getByRole('button', { name: 'Pedir ajuste de saldo' }).click();
    const form = page.getByRole('dialog', { name: 'Pedir ajuste de saldo' });
    await form.locator('input[name="amount"]').fill(' 25');
    await form
      .locator('textarea[name="reason"]')
      .fill('Compensação: rodada interrompida por falha de conexão');
    await form.getByRole('button', { name: 'Pedir aprovação' }).click();
    await form.getByText('Use só dígitos e ponto', { exact: false }).waitFor();
    await form.locator('input[name="amount"]').fill('25.00');
    await form.getByRole('button', { name: 'Pedir aprovação' }).click();
    await form.getByText('registrado').waitFor();
    await snap(page, 'admin-9-adjustment-requested');
    await form.getByRole('button', { name: 'Fechar' }).click();
    // The requester cannot approve their own request.
    await page.getByRole('link', { name: 'Aprovações' }).click();
    const request = page.locator('tr', { hasText: 'Compensação: rodada interrompida' });
    await request.waitFor();
    expect(await request.getByRole('button', { name: 'Aprovar' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('a second staff member approves the adjustment and the player sees it in the fund log', async () => {
    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, owner().login, owner().password);
    await page.getByRole('link', { name: /Ajustes para aprovar/ }).click();
    const request = page.locator('tr', { hasText: 'Compensação: rodada interrompida' });
    await request.waitFor();
    expect(await text(request)).toContain('fernanda.fin');
    await snap(page, 'admin-10-approvals');
    await request.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText('aplicado', { exact: false }).waitFor();
    await snap(page, 'admin-11-adjustment-approved');
    await context.close();

    const phone = await openPhone(browser);
    await logIn(phone.page, player, '/pages/mine/fund_log');
    const entry = phone.page.getByTestId('fund-log').locator('li', { hasText: 'Adicionar dinheiro' }).first();
    await entry.waitFor();
    expect(await text(entry)).toContain('R$ 25,00');
    await snap(phone.page, 'admin-12-player-fund-log');
    await phone.context.close();
  });

  it('the owner verifies the audit chain: every step above is in it, unbroken', async () => {
    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, owner().login, owner().password);

    // A VIP setting: the editor shows the before/after diff, the server validates and audits it.
    await page.getByRole('link', { name: 'Níveis VIP' }).click();
    const cell = page.getByRole('textbox', { name: 'VIP3 Saque máximo' });
    await cell.waitFor();
    expect(await cell.inputValue()).toBe('3000.00');
    await cell.fill('3500.00');
    await page.getByRole('button', { name: /Revisar 1 alteração/ }).click();
    const review = page.getByRole('dialog', { name: 'Revisar alterações' });
    const cells = await review.locator('tbody tr td').allTextContents();
    expect(cells).toEqual(['VIP3 · Saque máximo', '3000.00', '3500.00']);
    await review.locator('textarea[name="reason"]').fill('Clientes VIP3 pediram limite maior');
    await snap(page, 'admin-13-vip-review');
    await review.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Tabela salva').waitFor();

    await page.getByRole('link', { name: 'Auditoria' }).click();
    await page.locator('table.data tbody tr').first().waitFor();
    const vipRow = page.locator('tr', { hasText: 'settings.vip' }).first();
    expect(await text(vipRow)).toContain('3.withdrawMax: "3000.00" → "3500.00"');
    expect(await text(vipRow)).toContain('Clientes VIP3 pediram limite maior');
    const actions = await page.locator('table.data tbody tr td:nth-child(4)').allTextContents();
    for (const action of ['withdrawal.approve', 'staff.create', '2fa.enrolled'])
      expect(actions).toContain(action);
    await page.getByRole('button', { name: 'Verificar cadeia' }).click();
    const report = page.getByRole('status');
    await report.waitFor();
    expect(await text(report)).toContain('Cadeia íntegra');
    await snap(page, 'admin-14-audit-verified');
    await context.close();
  });
});
