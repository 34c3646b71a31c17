import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api } from './support.ts';

/**
 * An authenticator app, written independently of the server's lib/totp.ts (RFC 6238: SHA-1, six
 * digits, 30-second steps over the base32 secret read from the enrolment screen).
 */
function totp(secretBase32: string, at: Date): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * What each staff member's authenticator app holds (their TOTP secret), by login — kept in a file of
 * this run (global-setup's `runDir`), so every journey file reaches the secret whichever enrolled.
 */
const secretsFile = () => join(inject('runDir'), 'authenticators.json');
const readSecrets = (): Record<string, string> =>
  existsSync(secretsFile())
    ? (JSON.parse(readFileSync(secretsFile(), 'utf8')) as Record<string, string>)
    : {};
export const authenticators = {
  get: (login: string): string | undefined => readSecrets()[login],
  set: (login: string, secret: string): void =>
    writeFileSync(secretsFile(), JSON.stringify({ ...readSecrets(), [login]: secret })),
};

/** The code the staff member's phone shows now; waits for a fresh time step if `after` was used. */
export async function freshCode(login: string, used = new Set<string>()): Promise<string> {
  for (;;) {
    const code = totp(authenticators.get(login)!, new Date());
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}
const usedCodes = new Map<string, Set<string>>();

/** The next code of the staff member's app that no sign-in of this run has used yet (the server takes each once). */
export async function nextCode(login: string): Promise<string> {
  const used = usedCodes.get(login) ?? new Set<string>();
  usedCodes.set(login, used);
  return freshCode(login, used);
}

/**
 * An owner creates a staff account on the staff page (the back office answers a one-time invitation
 * link, never a password), and the invitee opens the link in their own browser and sets their
 * password. Answers the password they chose and the link.
 */
export async function inviteStaff(
  ownerPage: Page,
  inviteePage: Page,
  account: { username: string; email: string; role: string },
  snap?: (name: string) => Promise<void>,
): Promise<{ password: string; url: string }> {
  const link = ownerPage.getByTestId('invitation-link');
  const before = (await link.count()) > 0 ? await link.textContent() : null;
  await ownerPage.locator('input[name="new-username"]').fill(account.username);
  await ownerPage.locator('input[name="new-email"]').fill(account.email);
  await ownerPage.locator('select[name="new-role"]').selectOption(account.role);
  await ownerPage.getByRole('button', { name: 'Criar conta' }).click();
  await expect
    .poll(async () => ((await link.count()) > 0 ? await link.textContent() : null))
    .not.toBe(before);
  const url = (await link.textContent())!.trim();
  expect(url).toContain('/admin/invitation#');
  await snap?.('invitation-link');
  const password = `${account.username}-senha-${Date.now() % 100_000}`;
  await inviteePage.goto(url);
  await inviteePage.getByRole('heading', { name: 'Defina sua senha' }).waitFor();
  await inviteePage.locator('input[name="new-password"]').fill(password);
  await inviteePage.locator('input[name="repeat-password"]').fill(password);
  await snap?.('invitation-accept');
  await inviteePage.getByRole('button', { name: 'Salvar senha' }).click();
  await inviteePage.getByText(`Senha definida para ${account.username}`).waitFor();
  await snap?.('invitation-done');
  await inviteePage.getByRole('button', { name: 'Ir para a entrada' }).click();
  await inviteePage.locator('input[name="username"]').waitFor();
  return { password, url };
}

/**
 * Signs a staff member in through the back office: password, then the second factor — enrolment
 * (reading the secret shown under the QR code, as a phone would scan it) on the first sign-in,
 * or a fresh code afterwards. Answers the recovery codes when it enrolled.
 */
export async function staffSignIn(
  page: Page,
  login: string,
  password: string,
  snap?: (name: string) => Promise<void>,
): Promise<string[]> {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await snap?.('password');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const enrol = page.getByRole('heading', { name: 'Ative o segundo fator' });
  const verify = page.getByRole('heading', { name: 'Código do autenticador' });
  await expect
    .poll(async () => (await enrol.isVisible()) || (await verify.isVisible()), { timeout: 15_000 })
    .toBe(true);
  const used = usedCodes.get(login) ?? new Set<string>();
  usedCodes.set(login, used);
  if (await enrol.isVisible()) {
    const secret = page.getByTestId('totp-secret');
    await secret.waitFor();
    authenticators.set(login, (await secret.textContent())!.trim());
    await page.locator('img.qr').waitFor();
    await page.locator('input[name="code"]').fill(await freshCode(login, used));
    await snap?.('enrol');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    const list = (await codes.locator('span').allTextContents()).map((c) => c.trim());
    await snap?.('recovery-codes');
    await page.getByRole('button', { name: 'Guardei os códigos' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    return list;
  }
  await page.locator('input[name="code"]').fill(await freshCode(login, used));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  return [];
}

/**
 * Signs a staff member in through the API (password, then the second factor: enrolment on the first
 * sign-in, else a code), as an operator's script would; answers the bearer token. A code the server
 * already accepted in this time step (another journey's sign-in) is refused: wait for the next step.
 */
export async function staffApiToken(login: string, password: string): Promise<string> {
  const signIn = await api('/admin/login', { method: 'POST', body: { username: login, password } });
  expect(signIn.code, signIn.msg).toBe(1);
  const token = signIn.data.token as string;
  const bearer = { authorization: `Bearer ${token}` };
  const used = usedCodes.get(login) ?? new Set<string>();
  usedCodes.set(login, used);
  if (signIn.data.second_factor === 'enrol') {
    const enrol = await staffApi('/admin/2fa/enrol', bearer, {});
    authenticators.set(login, String(enrol.data.secret));
    const confirm = await staffApi('/admin/2fa/confirm', bearer, { code: await freshCode(login, used) });
    expect(confirm.code, confirm.msg).toBe(1);
    return token;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const verify = await staffApi('/admin/2fa/verify', bearer, { code: await freshCode(login, used) });
    if (verify.code === 1) return token;
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`staff ${login} could not pass the second factor`);
}

async function staffApi(path: string, headers: Record<string, string>, body: Record<string, string>) {
  const response = await fetch(`${inject('baseUrl')}/api/v2${path}`, {
    method: 'POST',
    headers: { ...headers, platform: 'H5', lang: 'pt-BR', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: Record<string, string> };
}

/**
 * Opens withdrawals all day (window start = end) for the rest of the run, through the owner's
 * settings API, so the journeys that withdraw pass whatever the São Paulo hour is when CI runs them
 * (the default window closes at 22:00). The window itself is tested with a set clock in
 * apps/server/test/withdraw-apply.test.ts.
 */
export async function openWithdrawalsAllDay(login: string, password: string): Promise<void> {
  const token = await staffApiToken(login, password);
  const url = `${inject('baseUrl')}/api/v2/admin/settings/withdraw`;
  const headers = { authorization: `Bearer ${token}`, platform: 'H5', lang: 'pt-BR' };
  const read = (await (await fetch(url, { headers })).json()) as { data: { value: Record<string, unknown> } };
  const value = { ...read.data.value, windowStart: '00:00', windowEnd: '00:00' };
  const saved = (await (
    await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ value, reason: 'e2e: withdrawals open all day for this run' }),
    })
  ).json()) as { code: number; msg: string };
  expect(saved.code, saved.msg).toBe(1);
}
