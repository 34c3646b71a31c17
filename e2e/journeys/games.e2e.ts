import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAsDemo, openPhone, snap } from '../browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Text with every run of whitespace (including the no-break space after R$) as one space. */
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The value next to a label in the round detail's key–value list. */
const valueNextTo = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

describe('an original slot round', () => {
  it('logs in as the demo player, plays a slot from home, sees the balance change and verifies the round in the browser', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemo(page);

    // Home shows the slots with their exact RTP; open Trio de Frutas.
    const tile = page.getByRole('button', { name: /^Trio de Frutas RTP/ });
    await tile.waitFor();
    await expect.poll(() => text(page.locator('.jl-tile__rtp').first())).toBe('RTP 96,4975%');
    await snap(page, 'games-home');
    await tile.click();
    await page.waitForURL(/\/components\/pages\/game\/webview\?game=fruit-trio&session=/);

    // The exact RTP is visible before the first bet.
    const balance = page.getByTestId('game-balance');
    await balance.waitFor();
    await expect.poll(() => text(page.locator('.jl-slot__rtp'))).toContain('96,4975%');
    const before = await text(balance);
    expect(before).toMatch(/^R\$ \d/);
    const bet = await text(page.getByTestId('game-bet'));
    await snap(page, 'games-client-before');

    await page.getByRole('button', { name: 'Girar' }).click();
    const lastRound = page.getByTestId('last-round');
    await lastRound.waitFor({ timeout: 30_000 });
    const after = await text(balance);
    const win = await text(page.getByTestId('game-win'));
    expect(win.startsWith('Sem prêmio nesta rodada · −R$') || win.startsWith('Retorno R$')).toBe(true);
    // Without a win the balance drops by the bet; a win may not cover the bet, but it shows.
    if (win.startsWith('Sem prêmio')) expect(after).not.toBe(before);
    await snap(page, 'games-client-after');

    // The round's detail shows the same balances, before and after, and the bet.
    await lastRound.click();
    await page.waitForURL(/\/pages\/pddDetail\/gameDetail\?id=\d+/);
    const roundUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const card = page.locator('.jl-card').first();
    await valueNextTo(card, 'Saldo antes').waitFor();
    expect(await text(valueNextTo(card, 'Saldo antes'))).toBe(before);
    expect(await text(valueNextTo(card, 'Saldo depois'))).toBe(after);
    expect(await text(valueNextTo(card, 'Aposta'))).toBe(bet);

    // The balance record names the round's game and links to the same round.
    await page.goto('/pages/mine/fund_log');
    const roundRow = page.locator('.jl-fund').filter({ hasText: 'Trio de Frutas' }).first();
    await roundRow.getByRole('link', { name: 'Ver rodada e verificação' }).click();
    await page.waitForURL(/\/pages\/pddDetail\/gameDetail\?ref=\d+\.\d+/);
    await valueNextTo(page.locator('.jl-card').first(), 'Aposta').waitFor();
    expect(await text(page.locator('.jl-card__title').first())).toContain(roundUrl.split('id=')[1]!);
    await snap(page, 'games-round-from-fund-log');
    await page.goto(roundUrl);

    // Rotate the server seed on the fairness page: the seed the round used is revealed.
    await page.getByRole('link', { name: 'Abrir Jogo justo' }).click();
    await page.waitForURL(/\/pages\/game\/fairness/);
    await page.getByRole('button', { name: 'Trocar a semente do servidor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Trocar a semente do servidor' }).click();
    await page.getByTestId('revealed-seed').waitFor();
    await expect.poll(() => text(page.locator('.jl-verified').first())).toContain('confere');
    await snap(page, 'games-fairness');

    // Back on the round, the browser recomputes it with @jl/games and finds it identical.
    await page.goto(roundUrl);
    await page.getByRole('button', { name: 'Verificar no navegador' }).click();
    await expect.poll(() => text(page.getByTestId('verified'))).toContain('verificado ✓');
    await snap(page, 'games-round-verified');
    await context.close();
  });

  it('styles the game platforms page when it is opened directly (its styles are its own)', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/components/pages/game/plat');
    const list = page.locator('.jl-plat');
    await list.waitFor();
    expect(await list.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
    const link = page.locator('.jl-plat__item').first();
    expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    expect(await link.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    // The name and the game count are two lines, not run together.
    const name = await page.locator('.jl-plat__name').first().boundingBox();
    const sub = await page.locator('.jl-plat__sub').first().boundingBox();
    expect(sub!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
    await snap(page, 'games-platforms-direct');
    await context.close();
  });

  it('says on the game page that a game does not exist, with the way to the lobby (not a jump home)', async () => {
    const { context, page } = await openPhone(browser);
    await logInAsDemo(page);
    await page.goto('/components/pages/game/webview?game=no-such-game');
    await page.getByText('Este jogo não existe ou saiu do catálogo.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/components/pages/game/webview');
    await snap(page, 'games-unknown');
    await page.getByRole('button', { name: 'Ver todos os jogos' }).click();
    await page.waitForURL(/\/components\/pages\/game\/list/);
    await context.close();
  });
});
