import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, snap } from '../browser.ts';
import { logIn, registeredPlayer } from '../players.ts';
import { expectNoSidewaysScroll, randomCpf } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An 8×8 PNG: the sandbox accepts any photo as the selfie. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4Ma0CK2IYWhIA/Wt1gRpKqFUAAAAASUVORK5CYII=',
  'base64',
);

describe('identity verification (KYC)', () => {
  it('verifies an adult: data checked with the bureau, then a selfie', async () => {
    const player = await registeredPlayer('Beatriz Lima');
    const { context, page } = await openPhone(browser);
    await logIn(page, player, '/pages/mine/kyc');
    await page.getByText('Não verificada').waitFor();
    await snap(page, 'kyc-1-none');

    await page.getByLabel('CPF').fill(randomCpf('0'));
    await page.getByLabel('Nome completo').fill('Beatriz Lima');
    await page.getByLabel('Data de nascimento (dd/mm/aaaa)').fill('17051990');
    await snap(page, 'kyc-2-form');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByRole('heading', { name: 'Selfie' }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Enviar selfie' }).waitFor();
    await snap(page, 'kyc-3-selfie');
    await page.getByRole('button', { name: 'Enviar selfie' }).click();

    await page.getByText('Identidade verificada').waitFor();
    await expect.poll(() => page.getByText('Beatriz Lima').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('17/05/1990').isVisible()).toBe(true);
    await expectNoSidewaysScroll(page, 'kyc verified');
    await snap(page, 'kyc-4-verified');

    // The payer details now come from the verified record and cannot be changed.
    await page.goto('/pages/mine/recharge_info');
    const name = page.getByTestId('recharge-info-form').getByLabel('Nome completo');
    await expect.poll(() => name.inputValue()).toBe('Beatriz Lima');
    expect(await name.isDisabled()).toBe(true);
    await snap(page, 'kyc-6-recharge-info-locked');
    await context.close();
  });

  it('refuses a 17-year-old at once, with the reason', async () => {
    const player = await registeredPlayer('Caio Souza');
    const { context, page } = await openPhone(browser);
    await logIn(page, player, '/pages/mine/kyc');
    await page.getByText('Não verificada').waitFor();
    const now = new Date();
    const seventeen = `${String(now.getUTCDate()).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}${now.getUTCFullYear() - 17}`;
    await page.getByLabel('CPF').fill(randomCpf('0'));
    await page.getByLabel('Nome completo').fill('Caio Souza');
    await page.getByLabel('Data de nascimento (dd/mm/aaaa)').fill(seventeen);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByText('Não aprovada').waitFor();
    await expect
      .poll(() => page.locator('.jl-kyc__reason').first().textContent())
      .toBe('É preciso ter 18 anos ou mais para jogar.');
    await snap(page, 'kyc-5-underage');
    await context.close();
  });

  it('confirms the player is in Brazil: the consent step first, then the browser position', async () => {
    const player = await registeredPlayer('Carla Nunes');
    const { context, page } = await openPhone(browser);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -23.5505, longitude: -46.6333, accuracy: 30 });
    await logIn(page, player, '/pages/system/chooseLocation');
    // Loopback has no country: nothing decided until the player chooses to share the location.
    await page.getByText('Ainda não sabemos onde você está').waitFor();
    await snap(page, 'location-1-consent');
    await page.getByRole('button', { name: 'Compartilhar minha localização' }).click();
    await page.getByText('Você está no Brasil').waitFor();
    await snap(page, 'location-2-brazil');
    await context.close();
  });
});
