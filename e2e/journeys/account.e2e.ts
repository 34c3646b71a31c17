import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, snap } from '../browser.ts';
import { digits, expectNoToastOverContent, text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A random Rio mobile, so runs and the demo player (São Paulo) never collide. */
const player = {
  phone: `219${digits(8)}`,
  password: 'primeira123',
};

/** The newest SMS the development outbox kept for the phone, once there are more than `seen`. */
async function smsCode(page: Page, phone: string, seen: number): Promise<{ code: string; count: number }> {
  let list: { text: string }[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/v2/dev/outbox?phone=${encodeURIComponent(`+55${phone}`)}`,
      );
      list = (await response.json()).data.list;
      return list.length;
    })
    .toBeGreaterThan(seen);
  const code = /\b(\d{6})\b/.exec(list[0]!.text)?.[1];
  expect(code).toBeDefined();
  return { code: code!, count: list.length };
}

/** After a login the responsible-gaming notice shows (config.ui.loginNotice); it is read and closed. */
async function closeLoginNotice(page: Page) {
  const understood = page.getByRole('button', { name: 'Entendi' });
  await understood.waitFor({ timeout: 5000 }).catch(() => {});
  if (await understood.isVisible().catch(() => false)) await understood.click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

async function logIn(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.waitFor();
  await dialog.locator('input[name="username"]').fill(player.phone);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await closeLoginNotice(page);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect.poll(() => text(confirm.locator('.jl-confirm__message'))).toBe('Sair da conta atual?');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect.poll(() => page.getByText('Bem-vindo ao Jogo Limpo').isVisible()).toBe(true);
}

const masked = () => `(${player.phone.slice(0, 2)}) 9****-${player.phone.slice(-4)}`;
let smsSeen = 0;

describe('accounts', () => {
  it('registers with the SMS code in pt-BR at 390×844, lands logged in, signs out and signs in again', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    // A visitor tapping the Mine tab gets the login popup; from there, registration.
    await page.getByRole('navigation').getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: 'Cadastre-se' }).click();
    const form = page.getByRole('dialog', { name: 'Criar conta' });
    await form.locator('input[name="phone"]').fill(player.phone);
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await expect.poll(() => form.getByRole('button', { name: /Reenviar em \d+ s/ }).count()).toBe(1);
    const sms = await smsCode(page, player.phone, smsSeen);
    smsSeen = sms.count;
    await form.locator('input[name="sms_code"]').fill(sms.code);
    await form.locator('input[name="password"]').fill(player.password);
    await form.locator('input[name="repassword"]').fill(player.password);
    await form.getByLabel('Confirmo que tenho mais de 18 anos').check();
    await form.getByLabel(/Li e aceito os/).check();
    await snap(page, 'account-1-register');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await form.waitFor({ state: 'detached' });
    // The 18+ notice and 'account created' together: the toast keeps to the top edge, off the notice.
    const notice = page.getByRole('dialog');
    await notice.waitFor();
    await expectNoToastOverContent(page);
    const toastBox = await page.locator('.jl-toast').boundingBox();
    const noticeBox = await notice.boundingBox();
    if (toastBox && noticeBox) expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(noticeBox.y);
    await snap(page, 'account-1b-notice');
    await closeLoginNotice(page);

    // Logged in, on Mine: the masked phone, the first login, an empty wallet.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/mine');
    await expect.poll(() => page.getByText(masked()).isVisible()).toBe(true);
    expect(await text(page.getByTestId('previous-login'))).toBe('Este é o seu primeiro acesso');
    await expect.poll(() => text(page.getByTestId('wallet-balance'))).toBe('R$ 0,00');
    await snap(page, 'account-2-mine-new-player');

    await signOut(page);
    await snap(page, 'account-3-signed-out');

    // Signing in again from the guest header shows when the account was last used.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await logIn(page, player.password);
    await expect.poll(() => page.getByText(masked()).isVisible()).toBe(true);
    await expect
      .poll(() => text(page.getByTestId('previous-login')))
      .toMatch(/^Último acesso: há \d+ segundos?$/);
    await snap(page, 'account-4-signed-in-again');
    await context.close();
  });

  it('changes the login password (the spec messages first), and only the new one logs in', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/pages/mine/mine');
    await logIn(page, player.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/mine');

    await page.getByRole('link', { name: 'Alterar senha de login' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/login_password');
    await page.getByRole('button', { name: 'Alterar senha', exact: true }).click();
    await expect.poll(() => page.getByText('Digite a senha antiga', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Digite uma nova senha', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Digite a senha novamente', { exact: true }).count()).toBe(1);
    await snap(page, 'account-5-password-messages');

    // A wrong old password is the server's refusal, shown under its field.
    await page.locator('input[name="old_password"]').fill('errada999');
    await page.locator('input[name="password"]').fill('segunda456');
    await page.locator('input[name="repassword"]').fill('segunda456');
    await page.getByRole('button', { name: 'Alterar senha', exact: true }).click();
    await expect.poll(() => page.getByText('A senha antiga está incorreta').count()).toBe(1);

    await page.locator('input[name="old_password"]').fill(player.password);
    await page.getByRole('button', { name: 'Alterar senha', exact: true }).click();
    await expect
      .poll(() => page.getByText('Senha alterada. As outras sessões foram encerradas').isVisible())
      .toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/mine');
    await snap(page, 'account-6-password-changed');
    const oldPassword = player.password;
    player.password = 'segunda456';

    // Only the new password logs in now.
    await signOut(page);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.locator('input[name="username"]').fill(player.phone);
    await dialog.locator('input[name="password"]').fill(oldPassword);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect.poll(() => page.getByText('Celular ou senha incorretos').isVisible()).toBe(true);
    await dialog.locator('input[name="password"]').fill(player.password);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await closeLoginNotice(page);
    await expect.poll(() => page.getByText(masked()).isVisible()).toBe(true);
    await context.close();
  });

  it('sets the six-digit withdrawal password, then offers to change it', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/pages/mine/mine');
    await logIn(page, player.password);
    await page.getByRole('link', { name: 'Alterar senha de saque' }).click();
    await page.locator('input[name="password"]').waitFor();
    expect(await page.locator('input[name="old_password"]').count()).toBe(0);
    await page.locator('input[name="password"]').fill('135790');
    await page.locator('input[name="repassword"]').fill('135790');
    await page.locator('input[name="login_password"]').fill(player.password);
    await snap(page, 'account-8-withdraw-password');
    await page.getByRole('button', { name: 'Cadastrar senha de saque' }).click();
    await expect.poll(() => page.getByText('Senha de saque cadastrada').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/mine');

    await page.getByRole('link', { name: 'Alterar senha de saque' }).click();
    await page.locator('input[name="old_password"]').waitFor();
    expect(await page.getByRole('button', { name: 'Alterar senha de saque' }).count()).toBe(1);
    await context.close();
  });
  it('resets a forgotten password with an SMS code from the login popup', { timeout: 150_000 }, async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await page.getByRole('navigation').getByRole('button', { name: 'Minha conta' }).click();
    await page
      .getByRole('dialog', { name: 'Entrar' })
      .getByRole('link', { name: 'Esqueceu a senha?' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/login/reset_password');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.locator('input[name="phone"]').fill(player.phone);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    // The registration code went to this phone less than a minute ago: the server says how long to
    // wait (one code per phone per 60 s), and the next ask after that goes through.
    const cooldown = page.getByText(/^Aguarde (\d+) s para pedir outro código$/);
    const resend = page.getByRole('button', { name: /Reenviar em \d+ s/ });
    await expect.poll(async () => (await cooldown.count()) + (await resend.count())).toBeGreaterThan(0);
    if (await cooldown.count()) {
      const seconds = Number(/(\d+)/.exec(await text(cooldown))![1]);
      await snap(page, 'account-7-reset-cooldown');
      await page.waitForTimeout((seconds + 1) * 1000);
      await page.getByRole('button', { name: 'Enviar código' }).click();
    }
    await expect.poll(() => resend.count()).toBe(1);
    const sms = await smsCode(page, player.phone, smsSeen);
    smsSeen = sms.count;
    await page.locator('input[name="sms_code"]').fill(sms.code);
    await page.locator('input[name="password"]').fill('terceira789');
    await page.locator('input[name="repassword"]').fill('terceira789');
    await snap(page, 'account-9-reset');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    player.password = 'terceira789';

    // Every session ended: home, with the login popup, then Mine after logging in.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/index/index');
    await logIn(page, player.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mine/mine');
    await expect.poll(() => page.getByText(masked()).isVisible()).toBe(true);
    await context.close();
  });
});
