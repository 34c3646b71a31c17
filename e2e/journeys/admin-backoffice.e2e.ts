import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openDesktop, openPhone, snap } from '../browser.ts';
import { bindOwnCpf, deposit, logIn, preparedPlayer, registeredPlayer } from '../players.ts';
import { inviteStaff, nextCode, openWithdrawalsAllDay, staffApiToken, staffSignIn } from '../staff.ts';
import { api, baseUrl, randomCpf, text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const owner = () => inject('staffOwner');

/** A finance colleague the owner invites through the API, who accepts the link; answers the password. */
async function financeColleague(username: string): Promise<string> {
  const token = await staffApiToken(owner().login, owner().password);
  const headers = {
    authorization: `Bearer ${token}`,
    platform: 'H5',
    lang: 'pt-BR',
    'content-type': 'application/json',
  };
  const created = (await (
    await fetch(`${baseUrl()}/api/v2/admin/staff`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username, email: `${username}@jogolimpo.local`, role: 'finance' }),
    })
  ).json()) as { code: number; msg: string; data: { invitation: { path: string } | null } };
  expect(created.code, created.msg).toBe(1);
  const link = created.data.invitation!.path;
  const password = 'segunda-pessoa-123';
  const accepted = (await (
    await fetch(`${baseUrl()}/api/v2/admin/staff/invitations/accept`, {
      method: 'POST',
      headers: { platform: 'H5', lang: 'pt-BR', 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.slice(link.indexOf('#') + 1), password }),
    })
  ).json()) as { code: number; msg: string };
  expect(accepted.code, accepted.msg).toBe(1);
  return password;
}

/** The owner sets the review amounts of withdrawals (settings section `withdraw`) through the API. */
async function withdrawReview(amounts: { autoApproveMax: string; twoApprovalsAbove: string }) {
  const token = await staffApiToken(owner().login, owner().password);
  const headers = { authorization: `Bearer ${token}`, platform: 'H5', lang: 'pt-BR' };
  const url = `${baseUrl()}/api/v2/admin/settings/withdraw`;
  const read = (await (await fetch(url, { headers })).json()) as { data: { value: Record<string, unknown> } };
  const saved = (await (
    await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ value: { ...read.data.value, ...amounts }, reason: 'e2e: two approvals' }),
    })
  ).json()) as { code: number; msg: string };
  expect(saved.code, saved.msg).toBe(1);
}
let financePassword = '';
let supportPassword = '';
let withdrawalOrderNo = '';
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

    // The owner adds a finance colleague: the back office answers a one-time invitation link (never
    // a password); the colleague opens it in their own browser and sets their password.
    await page.getByRole('link', { name: 'Equipe' }).click();
    const invitee = await openDesktop(browser);
    const finance = await inviteStaff(
      page,
      invitee.page,
      { username: 'fernanda.fin', email: 'fernanda@jogolimpo.local', role: 'finance' },
      (n) => (n === 'invitation-link' ? snap(page, 'admin-3-staff') : snap(invitee.page, `admin-3-${n}`)),
    );
    financePassword = finance.password;
    // The link works once: opening it again is refused with a clear message.
    await invitee.page.goto(finance.url);
    await invitee.page.locator('input[name="new-password"]').fill('outra-senha-qualquer');
    await invitee.page.locator('input[name="repeat-password"]').fill('outra-senha-qualquer');
    await invitee.page.getByRole('button', { name: 'Salvar senha' }).click();
    await invitee.page.getByText('Convite inválido ou já usado').waitFor();
    // And a support colleague, who answers the players' tickets.
    supportPassword = (
      await inviteStaff(page, invitee.page, {
        username: 'sofia.sup',
        email: 'sofia@jogolimpo.local',
        role: 'support',
      })
    ).password;
    await invitee.context.close();
    await page.reload();
    await page.locator('tr', { hasText: 'sofia.sup' }).getByText('Ativo').waitFor();
    await context.close();
    // The journeys that withdraw (this file's, withdraw, team) must not depend on the hour CI runs at.
    await openWithdrawalsAllDay(owner().login, owner().password);
  });

  it('finance approves a withdrawal above the auto-approve amount; the player sees it paid', async () => {
    // R$ 1.000 first: after the wagering swings, well above the R$ 520 withdrawn below.
    player = await preparedPlayer('1000.00');
    const accountId = await bindOwnCpf(player);
    const applied = await api('/withdraw/apply', {
      method: 'POST',
      token: player.token,
      body: { amount: '520.00', account_id: accountId, withdraw_password: '246810' },
    });
    expect(applied.code, applied.msg).toBe(1);
    expect(applied.data.withdrawal.status).toBe('applying');
    const orderNo = applied.data.withdrawal.order_no as string;
    withdrawalOrderNo = orderNo;

    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, 'fernanda.fin', financePassword, (n) => snap(page, `admin-4-finance-${n}`));
    // Finance sees the pending counter and no owner screens.
    expect(await page.getByRole('link', { name: 'Auditoria' }).count()).toBe(0);
    await page.getByRole('link', { name: /Saques para analisar/ }).click();
    const row = page.locator('tr', { hasText: orderNo });
    await row.waitFor();
    expect(await text(row)).toContain('R$ 520,00');
    // The day filter takes dd/mm/aaaa (São Paulo's today keeps the row) and filters on the server.
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await page.getByLabel('De', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await row.waitFor();
    await snap(page, 'admin-5-withdrawal-queue');
    await row.getByRole('button', { name: 'Aprovar' }).click();
    // Money moves only after the confirmation, which names the amount and the player.
    const confirm = page.getByRole('dialog', { name: `Aprovar o saque ${orderNo}?` });
    expect(await text(confirm)).toContain('R$ 520,00');
    expect(await text(confirm)).toContain(player.name);
    await snap(page, 'admin-5b-withdrawal-confirm');
    await confirm.getByRole('button', { name: 'Aprovar e pagar' }).click();
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
  }, 300_000);

  it('two approvals: the first approver cannot give the second; the approver by name; support sees the paid tab masked', async () => {
    await withdrawReview({ autoApproveMax: '100.00', twoApprovalsAbove: '300.00' });
    const big = await preparedPlayer('1000.00');
    const accountId = await bindOwnCpf(big);
    const applied = await api('/withdraw/apply', {
      method: 'POST',
      token: big.token,
      body: { amount: '400.00', account_id: accountId, withdraw_password: '246810' },
    });
    expect(applied.code, applied.msg).toBe(1);
    const orderNo = applied.data.withdrawal.order_no as string;

    const fin = await openDesktop(browser);
    await staffSignIn(fin.page, 'fernanda.fin', financePassword);
    await fin.page.getByRole('link', { name: 'Saques', exact: true }).click();
    let row = fin.page.locator('tr', { hasText: orderNo });
    await row.getByRole('button', { name: 'Aprovar (1ª de 2)' }).click();
    await fin.page
      .getByRole('dialog', { name: `Aprovar o saque ${orderNo}?` })
      .getByRole('button', { name: 'Aprovar (1ª de 2)' })
      .click();
    await fin.page.getByText(`Primeira aprovação do saque ${orderNo} registrada`).waitFor();
    row = fin.page.locator('tr', { hasText: orderNo });
    const second = row.getByRole('button', { name: 'Aprovar e pagar (2ª de 2)' });
    expect(await second.isDisabled()).toBe(true);
    expect(await text(row)).toContain('a 2ª precisa ser de outra pessoa da equipe');
    expect(await text(row)).toContain('1ª por fernanda.fin');
    // Nothing hides behind a horizontal scrollbar at 1280 px: the table fits its card.
    expect(await fin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const wrap = await row.evaluate((tr) => {
      const box = tr.closest('.table-wrap, .card') as HTMLElement | null;
      return box ? box.scrollWidth - box.clientWidth : 0;
    });
    expect(wrap).toBeLessThanOrEqual(1);
    await snap(fin.page, 'admin-6b-first-approval');
    await fin.context.close();

    // The second approval comes from someone the first approver did not make and who did not make
    // them (docs/COMPLIANCE.md "Four eyes"): not the owner who invited fernanda, but a second finance
    // colleague the owner invites now.
    const colleague = await financeColleague('gabriel.fin');
    const boss = await openDesktop(browser);
    await staffSignIn(boss.page, 'gabriel.fin', colleague);
    await boss.page.getByRole('link', { name: 'Saques', exact: true }).click();
    await boss.page
      .locator('tr', { hasText: orderNo })
      .getByRole('button', { name: 'Aprovar e pagar (2ª de 2)' })
      .click();
    await boss.page
      .getByRole('dialog', { name: `Aprovar o saque ${orderNo}?` })
      .getByRole('button', { name: 'Aprovar e pagar' })
      .click();
    await boss.page.getByText(`Saque ${orderNo} aprovado`).waitFor();
    await boss.page.getByRole('tab', { name: 'Pagando' }).click();
    expect(await boss.page.getByRole('status').count()).toBe(0);
    await boss.context.close();
    await expect
      .poll(
        async () => (await api(`/withdraw/detail?order_no=${orderNo}`, { token: big.token })).data.status,
        {
          timeout: 30_000,
        },
      )
      .toBe('success');

    // Support reads the paid tab: CPF, name and Pix key masked (docs/COMPLIANCE.md "Least privilege").
    const help = await openDesktop(browser);
    await staffSignIn(help.page, 'sofia.sup', supportPassword);
    await help.page.getByRole('link', { name: 'Saques', exact: true }).click();
    await help.page.getByRole('tab', { name: 'Pagos' }).click();
    const paid = help.page.locator('tr', { hasText: orderNo });
    await paid.waitFor();
    const digits = big.cpf.replace(/\D/g, '');
    expect(await text(paid)).not.toContain(big.cpf);
    expect(await text(paid)).not.toContain(big.name);
    expect(await text(paid)).toContain(`***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`);
    expect(await help.page.getByRole('button', { name: /Aprovar/ }).count()).toBe(0);
    await snap(help.page, 'admin-6c-support-paid-masked');
    // The dashboard without revenue: the work waiting and the player counts, no money.
    await help.page.getByRole('link', { name: 'Painel' }).click();
    await help.page.getByRole('heading', { name: 'Painel' }).waitFor();
    await help.page.getByText('Cadastros hoje').waitFor();
    expect(await help.page.getByText('GGR hoje').count()).toBe(0);
    await snap(help.page, 'admin-6d-support-dashboard');
    await help.context.close();
    await withdrawReview({ autoApproveMax: '500.00', twoApprovalsAbove: '5000.00' });
  }, 300_000);

  it('an identity the bureau did not confirm: one finance colleague proposes its approval, another confirms', async () => {
    const joana = await registeredPlayer('Joana Pereira Lima');
    const body = { cpf: randomCpf('2'), name: 'Joana Pereira Lima', birth_date: '1988-02-29' };
    expect((await api('/kyc/start', { method: 'POST', token: joana.token, body })).data.state).toBe('review');
    const [first, second] = [await financeColleague('kyc.ana'), await financeColleague('kyc.bruno')];
    const decide = async (login: string, password: string, button: string) => {
      const { context, page } = await openDesktop(browser);
      await staffSignIn(page, login, password);
      await page.getByRole('link', { name: 'Verificação de identidade' }).click();
      const row = page.locator('tr', { hasText: 'Joana Pereira Lima' });
      await row.getByRole('button', { name: button }).click();
      return { context, page, row };
    };
    const ana = await decide('kyc.ana', first, 'Propor aprovação');
    await ana.page.getByLabel('Motivo').fill('Nome de casada; certidão conferida');
    await ana.page.getByRole('dialog').getByRole('button', { name: 'Propor aprovação' }).click();
    await ana.row.getByText('Proposta de kyc.ana').waitFor();
    expect(await ana.row.getByRole('button', { name: 'Confirmar aprovação' }).isDisabled()).toBe(true);
    expect(await ana.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await snap(ana.page, 'admin-kyc-1-proposed');
    await ana.context.close();
    const bruno = await decide('kyc.bruno', second, 'Confirmar aprovação');
    await bruno.page.getByRole('dialog').getByRole('button', { name: 'Confirmar aprovação' }).click();
    await bruno.page.getByText(/Identidade do jogador \d+ verificada/).waitFor();
    await bruno.context.close();
    const status = await api('/kyc/status', { token: joana.token });
    expect(status.data).toMatchObject({ state: 'verified', reason: 'staff_approved' });
  }, 180_000);

  it('finance reads the summary report with its tax base and exports it as CSV', async () => {
    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, 'fernanda.fin', financePassword);
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByRole('heading', { name: 'Relatórios' }).waitFor();
    await page.locator('.report-chart svg[role="img"]').waitFor();
    const totals = page.locator('tr.totals');
    await totals.waitFor();
    // The withdrawal paid above is in this month's figures, in Brazilian money.
    expect(await text(totals)).toContain('R$');
    await page.getByLabel('Agrupar por').selectOption('month');
    await page.locator('tr.totals').waitFor();
    await snap(page, 'admin-reports-summary');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^summary-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^key,bets,wins,ggr,/);
    expect(lines.at(-1)).toMatch(/^total,/);
    // Amounts as Brazilian decimals, quoted because they hold a comma.
    expect(lines.at(-1)).toMatch(/"\d+,\d{2}"/);
    // The withdrawal queue exports too, from its own button.
    await page.getByRole('link', { name: 'Saques', exact: true }).click();
    // The queue's own page (a lazy chunk): the report's table and button must be gone first.
    await page.getByRole('heading', { name: 'Saques', level: 1 }).waitFor();
    await page.locator('table.data').waitFor();
    const [queue] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(queue.suggestedFilename()).toMatch(/^withdrawals-/);
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
    const confirm = page.getByRole('dialog', { name: /Aplicar o ajuste nº \d+\?/ });
    expect(await text(confirm)).toContain('R$ 25,00');
    await confirm.getByRole('button', { name: 'Aprovar e aplicar' }).click();
    await page.getByRole('status').getByText('aplicado', { exact: false }).waitFor();
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

  it('a Pix of the wrong amount waits under "Pix não creditados"; finance asks to credit it, the owner approves', async () => {
    const order = await api('/recharge/create', {
      method: 'POST',
      token: player.token,
      body: { amount: '50.00' },
    });
    expect(order.code, order.msg).toBe(1);
    const paid = await fetch(`${baseUrl()}/sandbox/pix/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code: order.data.br_code,
        amount: '45.00',
        payer_cpf: player.cpf,
      }).toString(),
    });
    expect(paid.ok).toBe(true);
    expect(
      (await api(`/recharge/order?order_no=${order.data.order_no}`, { token: player.token })).data.status,
    ).toBe('wait');

    const finance = await openDesktop(browser);
    await staffSignIn(finance.page, 'fernanda.fin', financePassword);
    await finance.page.getByRole('link', { name: /Pix recebidos não creditados/ }).click();
    const row = finance.page.locator('tr', { hasText: order.data.order_no });
    await row.waitFor();
    expect(await text(row)).toContain('Valor diferente do pedido');
    expect(await text(row)).toContain('R$ 45,00');
    await row.getByRole('button', { name: 'Creditar' }).click();
    const dialog = finance.page.getByRole('dialog');
    expect(await dialog.locator('input[name="member_id"]').inputValue()).not.toBe('');
    await dialog
      .locator('textarea[name="reason"]')
      .fill('Pagou R$ 45 num pedido de R$ 50; é do próprio jogador');
    await snap(finance.page, 'money-1-credit-request');
    await dialog.getByRole('button', { name: 'Pedir aprovação' }).click();
    await row.getByText('aguardando 2ª pessoa').waitFor();
    expect(await row.getByRole('button', { name: 'Aprovar' }).isDisabled()).toBe(true);
    await snap(finance.page, 'money-2-waiting-second-person');
    await finance.context.close();

    const owner_ = await openDesktop(browser);
    await staffSignIn(owner_.page, owner().login, owner().password);
    await owner_.page.getByRole('link', { name: 'Pix não creditados' }).click();
    const pending = owner_.page.locator('tr', { hasText: order.data.order_no });
    await pending.getByRole('button', { name: 'Aprovar' }).click();
    const confirm = owner_.page.getByRole('dialog', { name: 'Creditar R$ 45,00 ao jogador?' });
    await snap(owner_.page, 'money-2b-credit-confirm');
    await confirm.getByRole('button', { name: 'Aprovar e creditar' }).click();
    await owner_.page.getByText('Crédito aplicado ao jogador').waitFor();
    await owner_.page.getByRole('tab', { name: 'Resolvidos' }).click();
    await owner_.page.locator('tr', { hasText: order.data.order_no }).getByText('Creditado').waitFor();
    await snap(owner_.page, 'money-3-credited');
    await owner_.context.close();
    const log = await api('/fund/log', { token: player.token });
    expect(JSON.stringify(log.data)).toContain('45.00');
  });

  it('the player opens a ticket on the service page, support answers it in /admin, the player sees the answer', async () => {
    // The player (390×844): service page → open a ticket about the withdrawal, by its order number.
    const phone = await openPhone(browser);
    await logIn(phone.page, player, '/pages/mine/service');
    await phone.page.getByRole('heading', { name: 'Meus chamados' }).waitFor();
    await phone.page.getByRole('button', { name: 'Abrir chamado' }).click();
    const form = phone.page.getByTestId('ticket-form');
    await form.getByLabel('Assunto').fill('Saque de R$ 520 ainda não caiu');
    await form.getByLabel('Referência (opcional)').selectOption('order');
    await form.getByLabel('Número da rodada ou do pedido').fill('NAOEXISTE1');
    await form
      .getByLabel('Mensagem')
      .fill('Pedi o saque hoje cedo.\nO app diz pago, mas o banco não mostra.');
    await form.getByRole('button', { name: 'Enviar chamado' }).click();
    // A reference that is not the player's own is refused on its field; nothing is created.
    await form.getByText('Não encontramos essa rodada ou esse pedido na sua conta').waitFor();
    await snap(phone.page, 'support-1-ticket-form-refused');
    await form.getByLabel('Número da rodada ou do pedido').fill(withdrawalOrderNo);
    await form.getByRole('button', { name: 'Enviar chamado' }).click();
    const thread = phone.page.getByTestId('ticket-thread');
    await thread.waitFor();
    expect(await text(thread)).toContain('O app diz pago');
    expect(await text(phone.page.locator('.jl-ticket-meta'))).toContain('Aguardando atendimento');
    await snap(phone.page, 'support-2-ticket-opened');

    // Support (1280×800): the dashboard counts it; the queue lists it; the answer is sent.
    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, 'sofia.sup', supportPassword);
    const counter = page.getByRole('link', { name: /Chamados abertos/ });
    await counter.waitFor();
    expect(await text(counter)).toContain('1 aguardando resposta');
    await counter.click();
    const row = page.locator('tr', { hasText: 'Saque de R$ 520 ainda não caiu' });
    await row.waitFor();
    expect(await text(row)).toContain(withdrawalOrderNo);
    expect(await text(row)).toContain('Aguardando resposta');
    await snap(page, 'support-3-queue');
    await row.getByRole('link', { name: 'Saque de R$ 520 ainda não caiu' }).click();
    await page.getByRole('heading', { name: /Chamado nº \d+/ }).waitFor();
    await page
      .locator('textarea[name="message"]')
      .fill('Olá! O Pix saiu hoje às 9h; alguns bancos levam até 30 minutos para mostrar.');
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await page.locator('.message.staff').waitFor();
    expect(await page.locator('select[name="assignee"] option:checked').textContent()).toBe('sofia.sup');
    await snap(page, 'support-4-answered');
    await context.close();

    // The player sees the answer from "Atendimento" on the ticket page.
    await phone.page.reload();
    const answer = phone.page.locator('.jl-msg--staff');
    await answer.waitFor();
    expect(await text(answer)).toContain('Atendimento');
    expect(await text(answer)).toContain('alguns bancos levam até 30 minutos');
    expect(await text(phone.page.locator('.jl-ticket-meta'))).toContain('Respondido');
    await snap(phone.page, 'support-5-player-sees-answer');
    await phone.page.goto('/pages/mine/service');
    await phone.page.getByTestId('ticket-list').waitFor();
    expect(await text(phone.page.getByTestId('ticket-list'))).toContain('Respondido');
    await snap(phone.page, 'support-6-service-page');
    await phone.context.close();
  });

  it('finance closes an account on the holder’s request, keeping their money; the player’s sign-in says so', async () => {
    // A player whose R$ 30,00 deposit is still under the wagering rule: their own money, kept.
    const holder = await registeredPlayer('Carla Encerramento');
    await deposit(holder.token, '30.00');
    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, 'fernanda.fin', financePassword);
    await page.getByRole('link', { name: 'Jogadores' }).click();
    await page.locator('input[name="q"]').fill(holder.cpf);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.locator('table.data tbody tr a').first().click();
    await page.getByRole('heading', { name: /Carla Encerramento/ }).waitFor();
    await page.getByRole('button', { name: 'Encerrar conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Encerrar a conta a pedido do titular' });
    await dialog.getByTestId('closure-kept').waitFor();
    expect(await text(dialog.getByTestId('closure-kept'))).toBe('R$ 30,00');
    expect(await dialog.getByRole('button', { name: 'Encerrar conta' }).isDisabled()).toBe(true);
    await dialog.locator('textarea[name="reason"]').fill('Pedido da titular por e-mail, chamado 5120');
    await snap(page, 'admin-13-closure-preview');
    await dialog.getByRole('button', { name: 'Encerrar conta' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('A equipe, a pedido do titular').waitFor();
    expect(await page.getByRole('button', { name: 'Encerrar conta' }).count()).toBe(0);
    await snap(page, 'admin-13-closure-done');
    await context.close();

    const phone = await openPhone(browser);
    await phone.page.goto('/pages/withdraw/withdraw');
    const login = phone.page.getByRole('dialog');
    await expect.poll(() => login.isVisible(), { timeout: 20_000 }).toBe(true);
    await login.locator('input[name="username"]').fill(holder.phone.replace(/\D/g, ''));
    await login.locator('input[name="password"]').fill(holder.password);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await phone.page.getByText('Esta conta foi encerrada a pedido do titular', { exact: false }).waitFor();
    await snap(phone.page, 'admin-13-closure-player-login');
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
    for (const action of ['ticket.reply', 'payment.resolve.approve']) expect(actions).toContain(action);
    // Older steps, by the action filter (the first page holds the newest 25 rows).
    const filter = page.getByPlaceholder('Filtrar por ação');
    for (const action of [
      'player.close',
      'withdrawal.approve',
      'staff.create',
      '2fa.enrolled',
      'payment.resolve.request',
    ]) {
      await filter.fill(action);
      await expect
        .poll(async () => page.locator('table.data tbody tr td:nth-child(4)').allTextContents())
        .toContain(action);
    }
    await filter.fill('');
    await page.getByRole('button', { name: 'Verificar cadeia' }).click();
    const report = page.getByRole('status');
    await report.waitFor();
    expect(await text(report)).toContain('Cadeia íntegra');
    // The head hash whole, to copy into the operations log (docs/OPERATIONS.md).
    expect((await text(page.getByTestId('head-hash'))).trim()).toMatch(/^[0-9a-f]{64}$/);
    await report.getByRole('button', { name: 'Copiar' }).waitFor();
    await snap(page, 'admin-14-audit-verified');
    await context.close();
  });

  it('the owner edits a settings section (diff, save, audit), switches a game to maintenance and reads the player’s tabs', async () => {
    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, owner().login, owner().password);

    // Deposits: a typo is named by the shared schema before any review; the review shows before → after.
    await page.getByRole('link', { name: 'Configurações' }).click();
    const tabs = page.getByRole('navigation', { name: 'Configurações' });
    await tabs.getByRole('link', { name: 'Equipe (comissões)' }).click();
    await page.getByRole('textbox', { name: 'Níveis de agente 6 · Salário semanal' }).waitFor();
    await snap(page, 'admin-15-settings-team');
    await tabs.getByRole('link', { name: 'Atividades' }).click();
    await page.getByRole('textbox', { name: 'Segmentos 1 · Peso' }).waitFor();
    await snap(page, 'admin-15-settings-activities');
    await page.getByRole('link', { name: 'Configurações' }).click();
    await tabs.getByRole('link', { name: 'Depósitos' }).click();
    // The maximum (other journeys deposit small amounts, so the minimum stays as it is).
    const max = page.getByRole('textbox', { name: 'Máximo', exact: true });
    await max.waitFor();
    expect(await max.inputValue()).toBe('50000.00');
    await max.fill('60.000,00');
    await page.getByText('Valor inválido', { exact: false }).first().waitFor();
    expect(await page.getByRole('button', { name: /Revisar 1 alteração/ }).isDisabled()).toBe(true);
    await max.fill('60000.00');
    await page.getByRole('button', { name: /Revisar 1 alteração/ }).click();
    const review = page.getByRole('dialog', { name: 'Revisar alterações' });
    expect(await review.locator('tbody tr td').allTextContents()).toEqual(['Máximo', '50000.00', '60000.00']);
    await review.locator('textarea[name="reason"]').fill('Depósito máximo de R$ 60 mil a partir de dezembro');
    await snap(page, 'admin-15-settings-recharge-review');
    await review.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Salvo: 1 alteração(ões)', { exact: false }).waitFor();
    await snap(page, 'admin-16-settings-saved');
    // The player app reads it at once.
    const config = await api('/config/index');
    expect(config.data.recharge.max).toBe('60000.00');

    await page.getByRole('link', { name: 'Auditoria' }).click();
    const row = page.locator('tr', { hasText: 'settings.recharge' }).first();
    await row.waitFor();
    expect(await text(row)).toContain('max: "50000.00" → "60000.00"');
    expect(await text(row)).toContain('Depósito máximo de R$ 60 mil a partir de dezembro');

    // Games: one original in maintenance; the players' lobby says so; back open.
    await page.getByRole('link', { name: 'Jogos', exact: true }).click();
    await page.getByRole('button', { name: 'Pôr em manutenção fruit-trio' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.locator('textarea[name="reason"]').fill('Troca de versão da tabela de prêmios');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    const fruit = page.locator('tr', { hasText: 'fruit-trio' });
    await fruit.getByText('Em manutenção').waitFor();
    await snap(page, 'admin-17-games-maintenance');
    const list = await api('/game/list?category=slots');
    expect(list.data.list.find((g: { code: string }) => g.code === 'fruit-trio').maintenance).toBe(true);
    await page.getByRole('button', { name: 'Reabrir fruit-trio' }).click();
    await confirm.locator('textarea[name="reason"]').fill('Nova versão publicada');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await fruit.getByText('Aberto', { exact: true }).waitFor();

    // The player's page: team, limits and a staff note.
    await page.getByRole('link', { name: 'Jogadores' }).click();
    await page.locator('input[name="q"]').fill(player.cpf);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.locator('table.data tbody tr a').first().click();
    await page.getByRole('heading', { name: new RegExp(player.name) }).waitFor();
    await page.getByRole('tab', { name: 'Equipe' }).click();
    await page.getByText('Indicados diretos (nível 1)').waitFor();
    await page.getByRole('tab', { name: 'Limites e exclusões' }).click();
    await page.getByText('Cadastro central de autoexclusão').waitFor();
    await snap(page, 'admin-18-player-limits');
    await page.getByRole('tab', { name: 'Notas' }).click();
    await page.locator('input[name="note"]').fill('Pediu o comprovante do saque por WhatsApp');
    await page.getByRole('button', { name: 'Adicionar nota' }).click();
    await page.locator('tr', { hasText: 'Pediu o comprovante do saque por WhatsApp' }).waitFor();
    await snap(page, 'admin-19-player-notes');
    // An authority asks to keep the player's access logs (owners only; Marco Civil art. 15 §2).
    await page.getByRole('tab', { name: 'Guarda de registros' }).click();
    await page.locator('input[name="authority"]').fill('Polícia Federal — DRCC/SP');
    await page.locator('input[name="reference"]').fill('Ofício 321/2026');
    expect(await page.locator('input[name="days"]').inputValue()).toBe('60');
    await page.getByRole('button', { name: 'Registrar guarda' }).click();
    const held = page.locator('tr', { hasText: 'Ofício 321/2026' });
    await held.getByText('Em vigor').waitFor();
    await snap(page, 'admin-19-player-hold');
    // The fraud screen's queue, reached from its dashboard counter.
    await page.getByRole('link', { name: 'Painel' }).click();
    await page.getByRole('link', { name: /Indicações sinalizadas/ }).click();
    await page.getByRole('heading', { name: 'Indicações sinalizadas' }).waitFor();
    await page.getByRole('tab', { name: 'Sinalizadas' }).waitFor();
    await snap(page, 'admin-20-referrals');
    await context.close();
  });

  it('a staff member reads the back office in English and in 简体中文, with Brazilian money, CPF and dates', async () => {
    const { page, context } = await openDesktop(browser);
    await page.goto('/admin/');
    // The sign-in card has the switcher too; the server's refusal follows the chosen language.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await page.locator('input[name="username"]').fill('nobody.here');
    await page.locator('input[name="password"]').fill('not-a-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('Wrong user name or password').waitFor();
    await snap(page, 'admin-i18n-en-sign-in');
    await page.locator('input[name="username"]').fill(owner().login);
    await page.locator('input[name="password"]').fill(owner().password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Authenticator code' }).waitFor();
    await page.locator('input[name="code"]').fill(await nextCode(owner().login));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.waitFor();

    // Dashboard, players, withdrawals and settings in English; amounts, CPFs and dates stay Brazilian.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.locator('.chart canvas').first().waitFor();
    expect(await text(page.locator('.grid.kpis'))).toContain('Withdrawals to review');
    expect(await text(page.locator('.grid.kpis'))).toMatch(/30 days: R\$ [\d.]+,\d\d/);
    await readable(page, 'admin-i18n-en-dashboard');
    await nav.getByRole('link', { name: 'Players' }).click();
    await page.locator('input[name="q"]').fill(player.cpf);
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.locator('table.data tbody tr').first();
    await found.waitFor();
    expect(await page.locator('table.data thead').textContent()).toContain('Last sign-in');
    expect(await text(found)).toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    expect(await text(found)).toMatch(/\(\d{2}\) \d{5}-\d{4}/);
    expect(await text(found)).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}:\d{2}/);
    expect(await text(found)).toContain('Active');
    await readable(page, 'admin-i18n-en-players');
    await nav.getByRole('link', { name: 'Withdrawals' }).click();
    await page.getByRole('tab', { name: 'Paid' }).click();
    const paid = page.locator('tr', { hasText: withdrawalOrderNo });
    await paid.waitFor();
    expect(await text(paid)).toContain('R$ 520,00');
    await readable(page, 'admin-i18n-en-withdrawals');
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Deposits' }).click();
    await page.getByRole('textbox', { name: 'Maximum', exact: true }).waitFor();
    await readable(page, 'admin-i18n-en-settings');

    // Switched from the sidebar to 简体中文, remembered across a reload.
    await nav.getByRole('combobox', { name: 'Language' }).selectOption('zh-Hans');
    await page.getByRole('heading', { name: '设置' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '设置' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    await page.getByRole('textbox', { name: '最高', exact: true }).waitFor();
    await readable(page, 'admin-i18n-zh-settings');
    const zhNav = page.getByRole('navigation', { name: '运营后台' });
    await zhNav.getByRole('link', { name: '概览' }).click();
    await page.getByRole('heading', { name: '概览' }).waitFor();
    await page.locator('.chart canvas').first().waitFor();
    expect(await text(page.locator('.grid.kpis'))).toContain('待审核提现');
    await readable(page, 'admin-i18n-zh-dashboard');
    await zhNav.getByRole('link', { name: '玩家' }).click();
    await page.locator('input[name="q"]').fill(player.cpf);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.locator('table.data tbody tr').first().waitFor();
    expect(await page.locator('table.data thead').textContent()).toContain('手机号');
    await readable(page, 'admin-i18n-zh-players');
    await zhNav.getByRole('link', { name: '提现' }).click();
    await page.getByRole('tab', { name: '已支付' }).click();
    const zhPaid = page.locator('tr', { hasText: withdrawalOrderNo });
    await zhPaid.waitFor();
    expect(await text(zhPaid)).toContain('R$ 520,00');
    await readable(page, 'admin-i18n-zh-withdrawals');

    // The two other languages: the same screen, their own words, nothing too wide.
    for (const [locale, heading, name] of [
      ['es', 'Retiros', 'es'],
      ['id-ID', 'Penarikan', 'id'],
    ] as const) {
      await page.locator('select[name="language"]').selectOption(locale);
      await page.getByRole('heading', { name: heading }).waitFor();
      await readable(page, `admin-i18n-${name}-withdrawals`);
    }
    await context.close();
  });
});

/**
 * A screen read in another language: no catalog key shows through, nothing is wider than the window
 * (long words in a table scroll inside its frame), and its picture is kept for review.
 */
async function readable(page: Page, name: string): Promise<void> {
  const body = await text(page.locator('body'));
  expect(body, `${name}: a raw catalog key`).not.toMatch(
    /\b(backoffice|staff|vip|games|wallet)[.:][a-z]\w*\./,
  );
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    boxes: Array.from(
      document.querySelectorAll('.sidebar, .page-head, .kpi, .tabs, [role="tablist"]'),
    ).filter((el) => el.scrollWidth > el.clientWidth + 1).length,
  }));
  expect(overflow, `${name}: content wider than its box`).toEqual({ page: 0, boxes: 0 });
  await snap(page, name);
}
