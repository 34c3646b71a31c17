import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, snap } from '../browser.ts';
import { staffApiToken } from '../staff.ts';
import { api, baseUrl as baseUrlOf, digits, randomCpf, text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Player = { phone: string; password: string; token: string; inviteCode: string };

/** A player registered through the API (SMS code from the development outbox), optionally invited. */
async function registerPlayer(inviteCode?: string): Promise<Player> {
  const phone = `(31) 9${digits(4)}-${digits(4)}`;
  const password = 'atividade123';
  expect((await api('/sms/send', { method: 'POST', body: { phone, scene: 'register' } })).code).toBe(1);
  const outbox = await api(`/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const smsCode = String(outbox.data.list[0].text).match(/\b(\d{6})\b/)![1]!;
  const body: Record<string, string> = {
    phone,
    password,
    repassword: password,
    sms_code: smsCode,
    age_confirm: '1',
    terms: '1',
  };
  if (inviteCode) body.invite_code = inviteCode;
  const registered = await api('/user/register', { method: 'POST', body });
  expect(registered.code, registered.msg).toBe(1);
  return { phone, password, token: registered.data.token, inviteCode: registered.data.userInfo.invite_code };
}

/** Recharge info with a CPF (docs/SPECIFICATION.md §5: some activity bonuses need a linked CPF). */
async function linkCpf(player: Player): Promise<void> {
  const saved = await api('/recharge/info', {
    method: 'POST',
    token: player.token,
    body: {
      name: 'Ana Souza',
      cpf: randomCpf(),
      mobile: player.phone.replace(/\D/g, ''),
      email: `ana${digits(6)}@exemplo.com.br`,
    },
  });
  expect(saved.code, saved.msg).toBe(1);
}

async function logIn(page: Page, player: Player, from: string): Promise<void> {
  await page.goto(from);
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  await dialog.locator('input[name="username"]').fill(player.phone.replace(/\D/g, ''));
  await dialog.locator('input[name="password"]').fill(player.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).waitFor({ state: 'detached' });
  const understood = page.getByRole('button', { name: 'Entendi' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
}

/** Spins once and waits for this spin's outcome (each spin shows its own nonce). */
async function spinUntilDone(page: Page): Promise<void> {
  const outcome = page.getByTestId('wheel-outcome');
  const shown = async () => ((await outcome.count()) ? text(outcome) : '');
  const before = await shown();
  await page.getByTestId('wheel-spin').click();
  await expect
    .poll(
      async () => {
        const now = await shown();
        return now !== '' && now !== before;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

describe('activities', () => {
  it('checks in from the home modal and sees the day count', async () => {
    const player = await registerPlayer();
    const { page } = await openPhone(browser);
    await logIn(page, player, '/pages/mine/mine');
    await page.goto('/pages/index/index');
    const modal = page.getByTestId('checkin-panel');
    await modal.waitFor();
    expect(await text(page.getByTestId('checkin-streak'))).toBe('Nenhum dia seguido ainda');
    await snap(page, 'activity-1-checkin-modal');
    await page.getByTestId('checkin-claim').click();
    await expect
      .poll(() => page.getByText('Recebido com sucesso').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => page.getByTestId('checkin-panel').count(), { timeout: 10_000 }).toBe(0);

    // The activity tab: check-in received; the registration bonus waits for the player to receive it.
    await page.goto('/pages/activity/index');
    await page.getByTestId('activity-checkin').waitFor();
    expect(await page.getByTestId('activity-checkin').getAttribute('data-state')).toBe('claimed');
    expect(await page.getByTestId('activity-registration').getAttribute('data-state')).toBe('claimable');
    await snap(page, 'activity-2-tab');
    await page.goto('/pages/activity/dayActivity');
    await expect
      .poll(() => text(page.getByTestId('checkin-streak')), { timeout: 10_000 })
      .toBe('1 dia seguido');
    await snap(page, 'activity-3-day');
    const log = await api('/fund/log?type=30', { token: await tokenOf(page) });
    expect(log.data.total).toBe(1);
  });

  it('spins the wheel with its odds shown first, then verifies the spin in the browser', async () => {
    const player = await registerPlayer();
    await linkCpf(player);
    const { page } = await openPhone(browser);
    await logIn(page, player, '/pages/activity/zpActivity');
    await page.getByTestId('odds-table').waitFor();
    expect(await text(page.getByTestId('odds-ev'))).toContain('R$ 2,90');
    expect(await text(page.getByTestId('wheel-spins'))).toContain('1');
    await snap(page, 'activity-4-wheel');
    await spinUntilDone(page);
    await expect.poll(() => text(page.getByTestId('wheel-spins')), { timeout: 10_000 }).toContain('0');
    await snap(page, 'activity-5-wheel-outcome');

    // Reveal the seed on the fairness page, then verify the spin in the records.
    await page.goto('/pages/game/fairness');
    await page.getByRole('button', { name: 'Trocar a semente do servidor' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Trocar a semente do servidor' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    await page.goto('/pages/pddDetail/hbDetail');
    await page.getByTestId('verify-spin').first().click();
    await expect
      .poll(() => page.getByTestId('verify-result').first().getAttribute('data-status'), { timeout: 10_000 })
      .toBe('verified');
    await snap(page, 'activity-6-verified');
  });

  it('completes an envelope with spins from invited friends and credits it (type 7)', async () => {
    // The operator changes the envelope through the staff API, signed in with both factors.
    const owner = inject('staffOwner');
    const staff = { data: { token: await staffApiToken(owner.login, owner.password) } };
    const settings = await adminSettings(staff.data.token);
    const before = settings.data.settings;
    // A small envelope so that two spins complete it whatever they draw (the odds are still published).
    const small = {
      ...before,
      redEnvelope: {
        ...before.redEnvelope,
        target: '5.00',
        wheel: {
          version: 'e2e-small',
          segments: [
            { kind: 'cash', amount: '2.50', weight: 1 },
            { kind: 'cash', amount: '5.00', weight: 1 },
          ],
        },
      },
    };
    expect((await putSettings(staff.data.token, small)).code).toBe(1);
    try {
      const inviter = await registerPlayer();
      await linkCpf(inviter);
      await registerPlayer(inviter.inviteCode);
      await registerPlayer(inviter.inviteCode);
      const { page } = await openPhone(browser);
      await logIn(page, inviter, '/pages/activity/inviteActivity');
      await expect
        .poll(() => text(page.getByTestId('invite-count')), { timeout: 10_000 })
        .toBe('Amigos cadastrados: 2');
      await snap(page, 'activity-7-invite');
      await page.goto('/pages/activity/zpActivity');
      await expect.poll(() => text(page.getByTestId('wheel-spins')), { timeout: 10_000 }).toContain('3');
      for (let i = 0; i < 2; i++) {
        await spinUntilDone(page);
        if (await page.getByTestId('wheel-credited').count()) break;
        await expect
          .poll(async () => page.getByTestId('wheel-spin').isEnabled(), { timeout: 10_000 })
          .toBe(true);
      }
      await expect
        .poll(() => text(page.getByTestId('wheel-credited')), { timeout: 10_000 })
        .toBe('Envelope completo: R$ 5,00 creditados');
      await snap(page, 'activity-8-envelope-credited');
      const log = await api('/fund/log?type=7', { token: await tokenOf(page) });
      expect(log.data.total).toBe(1);
      await page.goto('/pages/pddDetail/hbDetail');
      await page.locator('[data-kind="envelope"][data-status="completed"]').waitFor();
      await snap(page, 'activity-9-records');
    } finally {
      expect((await putSettings(staff.data.token, before)).code).toBe(1);
    }
  });
});

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('jl:state') ?? '{}').token as string);
}

async function adminSettings(token: string) {
  const response = await fetch(`${baseUrlOf()}/api/v2/admin/activity/settings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json();
}

async function putSettings(token: string, activities: unknown) {
  const response = await fetch(`${baseUrlOf()}/api/v2/admin/activity/settings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', platform: 'H5' },
    body: JSON.stringify({ activities }),
  });
  return response.json();
}
