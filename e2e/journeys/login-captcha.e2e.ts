import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, snap } from '../browser.ts';
import { digits } from '../support.ts';

/**
 * The picture code (docs/API.md "The picture code"): after three wrong passwords the login asks for the
 * picture code, shown whole (150×50 drawn in a 120×40 box, never cropped), and a player who cannot read it
 * gets a code by SMS.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const player = { phone: `319${digits(8)}`, password: 'captcha123' };

async function outboxCodes(page: Page): Promise<string[]> {
  const response = await page.request.get(
    `/api/v2/dev/outbox?phone=${encodeURIComponent(`+55${player.phone}`)}`,
  );
  const list: { text: string }[] = (await response.json()).data.list;
  return list.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? '');
}

async function registerThroughApi(page: Page) {
  await page.request.post('/api/v2/sms/send', { data: { phone: player.phone, scene: 'register' } });
  const [code] = await outboxCodes(page);
  const answer = await page.request.post('/api/v2/user/register', {
    data: {
      phone: player.phone,
      password: player.password,
      repassword: player.password,
      sms_code: code,
      age_confirm: 1,
      terms: 1,
    },
  });
  expect((await answer.json()).code).toBe(1);
}

describe('the login picture code', () => {
  it('shows the whole picture after three failures and lets the player use an SMS code instead', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await registerThroughApi(page);
    const registeredAt = Date.now();
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByRole('navigation').getByRole('button', { name: 'Minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.locator('input[name="username"]').fill(player.phone);
    const image = dialog.locator('.jl-captcha img');
    for (let i = 0; i < 4 && !(await image.isVisible()); i++) {
      await dialog.locator('input[name="password"]').fill('wrong-password');
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForTimeout(700);
    }
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(150);
    const box = await image.boundingBox();
    const frame = await dialog.locator('.jl-captcha').boundingBox();
    expect(box).toMatchObject({ width: 120, height: 40 });
    // The picture sits wholly inside its button: no digit at its edges is cut off.
    expect(box!.x).toBeGreaterThanOrEqual(frame!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
    await snap(page, 'login-1-picture-code');

    // One SMS a minute per phone: the registration code was sent moments ago.
    await page.waitForTimeout(Math.max(0, registeredAt + 61_000 - Date.now()));
    const before = (await outboxCodes(page)).length;
    await dialog
      .getByRole('button', { name: 'Não consegue ler a imagem? Receber um código por SMS' })
      .click();
    await expect.poll(async () => (await outboxCodes(page)).length).toBeGreaterThan(before);
    const [code] = await outboxCodes(page);
    await dialog.getByLabel('Código recebido por SMS').fill(code!);
    await dialog.locator('input[name="password"]').fill(player.password);
    await snap(page, 'login-2-sms-instead');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
