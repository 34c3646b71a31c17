import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openDesktop, snap } from '../browser.ts';
import { deposit, registeredPlayer } from '../players.ts';
import { staffSignIn } from '../staff.ts';
import { text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const owner = () => inject('staffOwner');

describe('the player at a glance, reconciliation and responsible gaming in /admin (1280×800)', () => {
  it('the owner reads a player’s lifetime totals and risk flags, then the reconciliation, RG and jobs pages', async () => {
    // Five deposits within the hour: lifetime deposits R$ 100,00 and a velocity flag.
    const player = await registeredPlayer('Renata Glance');
    for (let i = 0; i < 5; i++) await deposit(player.token, '20.00');

    const { page, context } = await openDesktop(browser);
    await staffSignIn(page, owner().login, owner().password);
    await page.getByRole('link', { name: 'Jogadores' }).click();
    await page.locator('input[name="q"]').fill(player.cpf);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.locator('table.data tbody tr a').first().click();
    await page.getByRole('heading', { name: new RegExp(player.name) }).waitFor();
    const glance = page.getByRole('region', { name: 'Visão rápida' });
    await glance.getByText('Alertas de risco').waitFor();
    expect(await text(glance)).toContain('R$ 100,00');
    await glance.getByText('Velocidade').waitFor();
    expect(await text(glance)).toContain('5 depósitos em 60 minutos');
    await snap(page, 'admin-30-player-glance');

    await page.getByRole('link', { name: 'Conciliação' }).click();
    await page.getByRole('heading', { name: 'Saques Pix sem resultado' }).waitFor();
    await page.getByRole('heading', { name: 'Plataformas externas' }).waitFor();
    await page.getByText('Todos os saques têm resultado.').waitFor();
    await page.getByText('Nenhuma ocorrência.').waitFor();
    await snap(page, 'admin-31-reconciliation');

    await page.getByRole('link', { name: 'Jogo responsável' }).click();
    await page.getByRole('region', { name: 'Limites definidos' }).waitFor();
    await page.getByRole('region', { name: 'Encerramento em andamento' }).waitFor();
    await snap(page, 'admin-32-rg-overview');

    // Each job's last result is a sentence in the staff member's language, not the server's English.
    await page.getByRole('link', { name: 'Tarefas' }).click();
    const payouts = page.locator('tr', { hasText: 'withdraw.reconcile-payouts' });
    await payouts.getByText(/saque\(s\) verificado\(s\)/).waitFor();
    await snap(page, 'admin-33-jobs');
    await context.close();
  });
});
