import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dismissDailyCheckin } from './browser.ts';
import { api, baseUrl, digits, randomCpf } from './support.ts';

/** Deposits through the sandbox PSP exactly as a bank would: a charge, then its BR Code paid. */
export async function deposit(token: string, amount: string): Promise<void> {
  const order = await api('/recharge/create', { method: 'POST', token, body: { amount } });
  expect(order.code, order.msg).toBe(1);
  const paid = await fetch(`${baseUrl()}/sandbox/pix/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code: order.data.br_code }).toString(),
  });
  expect(paid.ok).toBe(true);
  await expect
    .poll(async () => (await api(`/recharge/order?order_no=${order.data.order_no}`, { token })).data.status)
    .toBe('success');
}

/** A player prepared through the API, and how they sign in. */
export type Player = { phone: string; password: string; cpf: string; name: string; token: string };

/**
 * A registered player (SMS code from the dev outbox) with recharge info (name, CPF, e-mail) bound,
 * through the API: nothing deposited yet.
 */
export async function registeredPlayer(name = 'Beatriz Lima'): Promise<Player> {
  const phone = `(21) 9${digits(4)}-${digits(4)}`;
  const password = 'saque12345';
  expect((await api('/sms/send', { method: 'POST', body: { phone, scene: 'register' } })).code).toBe(1);
  const outbox = await api(`/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const smsCode = String(outbox.data.list[0].text).match(/\b(\d{6})\b/)![1]!;
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
    body: { name, cpf, mobile: phone, email: 'beatriz@exemplo.com.br' },
  });
  expect(info.code, info.msg).toBe(1);
  return { phone, password, cpf, name, token };
}

/**
 * The state the journey starts from, prepared through the API: a registered player who deposited
 * by Pix (sandbox payer), played provably-fair rounds of an original until VIP2 (R$ 100 recharge and
 * R$ 1.000 of valid bets) and wagering met (1.5 × the deposit), then unlocked the balance.
 */
export async function preparedPlayer(firstDeposit = '700.00'): Promise<Player> {
  const player = await registeredPlayer();
  const { token } = player;
  await deposit(token, firstDeposit);
  // Low-volatility original at R$ 2 a round: the deposit comfortably covers the swings.
  for (let round = 0; round < 2_000; round++) {
    if (round % 25 === 0) {
      const [wallet, vip] = await Promise.all([api('/wallet/info', { token }), api('/vip/info', { token })]);
      if (wallet.data.wager_remaining === '0.00' && vip.data.level >= 2) break;
      if (Number(wallet.data.balance) < 20) await deposit(token, '100.00');
    }
    const played = await api('/originals/fruit-trio/play', { method: 'POST', token, body: { bet: '2.00' } });
    expect(played.code, played.msg).toBe(1);
  }
  const unlocked = await api('/wallet/unlock', { method: 'POST', token });
  expect(unlocked.code, unlocked.msg).toBe(1);
  const vip = await api('/vip/info', { token });
  expect(vip.data.level).toBeGreaterThanOrEqual(2);
  return player;
}

/**
 * Through the API: the withdrawal password 246810 (confirmed with the login password), then the
 * player's own CPF bound as the Pix account. Answers the bound account's id.
 */
export async function bindOwnCpf(player: Player): Promise<string> {
  const { token } = player;
  const secret = await api('/user/withdraw-password', {
    method: 'POST',
    token,
    body: { password: '246810', repassword: '246810', login_password: player.password },
  });
  expect(secret.code, secret.msg).toBe(1);
  const bound = await api('/withdraw/bind', {
    method: 'POST',
    token,
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
  return String(bound.data.list[0].id);
}

/** Signs a player in through the player app's login dialog, starting from `path` (a guarded page). */
export async function logIn(
  page: Page,
  player: { phone: string; password: string },
  path = '/pages/withdraw/withdraw',
): Promise<void> {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  // The guarded page sends a visitor home with the login dialog once the app has booted (seconds on
  // a loaded machine: expect.poll's default of 1 s made this step flaky).
  await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
  await dialog.locator('input[name="username"]').fill(player.phone.replace(/\D/g, ''));
  await dialog.locator('input[name="password"]').fill(player.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).waitFor({ state: 'detached' });
  const understood = page.getByRole('button', { name: 'Entendi' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
  await dismissDailyCheckin(page);
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}
