import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissDailyCheckin, launchBrowser, openPhone, snap } from '../browser.ts';
import { text } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Logs the demo player in through the app's login dialog. */
async function logInAsDemoOnPhone(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('button', { name: /^(Entrar|Log in)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('11912345678');
  await dialog.locator('input[name="password"]').fill('demo1234');
  await dialog.locator('button[type="submit"]').click();
  await dialog.locator('button[type="submit"]').waitFor({ state: 'detached' });
  const understood = page.getByRole('button', { name: /^(Entendi|I understand)$/ });
  if (await understood.isVisible().catch(() => false)) await understood.click();
  await dismissDailyCheckin(page);
}

/**
 * Waiting for a crash round's next betting phase: a round flies until its bust, e^(0.00006·t) — 60 s
 * reaches 36×, which one round in 37 passes; 150 s (5,000×+) leaves about one in 5,000.
 */
const CRASH_WAIT = 150_000;

describe('a live crash round', { timeout: 400_000 }, () => {
  it('opens the Live tab, bets on a crash round, cashes out and verifies a bust in the browser', async () => {
    const { page } = await openPhone(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill('11912345678');
    await dialog.locator('input[name="password"]').fill('demo1234');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).waitFor({ state: 'detached' });
    const understood = page.getByRole('button', { name: 'Entendi' });
    if (await understood.isVisible().catch(() => false)) await understood.click();
    await dismissDailyCheckin(page);

    // The Live tab lists the crash game from the server.
    await page.getByRole('tab', { name: 'Cassino ao vivo' }).click();
    const tile = page.getByRole('button', { name: 'Foguete' });
    await tile.waitFor();
    await snap(page, 'live-tab');
    await tile.click();
    await page.waitForURL(/\/pages\/live\/crash/);

    // Bet 1,00 in a betting phase and cash out while the rocket flies (a round that busts at once is
    // lost: try the next one).
    const phase = page.getByTestId('crash-phase');
    const notice = page.getByTestId('crash-notice');
    let cashed = false;
    for (let attempt = 0; attempt < 6 && !cashed; attempt += 1) {
      await expect.poll(() => text(phase), { timeout: CRASH_WAIT }).toMatch(/^Apostas abertas/);
      await page.getByTestId('crash-amount').fill('1,00');
      await page.getByTestId('crash-bet').click();
      await expect.poll(() => text(notice)).toBe('Aposta feita: R$ 1,00');
      await snap(page, 'live-crash-bet');
      const cashout = page.getByTestId('crash-cashout');
      const flying = await cashout.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (!flying) continue;
      await snap(page, 'live-crash-running');
      await cashout.click();
      await expect.poll(() => text(notice)).toMatch(/^(Retirou R\$ \d+,\d\d em \d+,\d\d×|Tarde demais)/);
      cashed = (await text(notice)).startsWith('Retirou');
    }
    expect(cashed).toBe(true);
    await snap(page, 'live-crash-cashed');

    // The bust joins the history; verify it against the published chain in the browser.
    await expect.poll(() => text(phase), { timeout: CRASH_WAIT }).toMatch(/^Estourou em/);
    const verify = page.getByTestId('crash-verify').first();
    await verify.click();
    await expect.poll(() => text(page.locator('.jl-crash-history small').first())).toMatch(/^Confere/);
    await snap(page, 'live-crash-verified');
  }, 600_000);

  it('places several roulette bets in one round, sees what the result did, and verifies a number', async () => {
    const { page } = await openPhone(browser);
    await logInAsDemoOnPhone(page);
    await page.getByRole('tab', { name: 'Cassino ao vivo' }).click();
    await page.getByRole('button', { name: 'Roleta europeia' }).click();
    await page.waitForURL(/\/pages\/live\/roulette/);
    const phase = page.getByTestId('roulette-phase');
    await expect.poll(() => text(page.getByTestId('live-balance'))).toMatch(/^Saldo R\$ [\d.]+,\d\d$/);
    await expect.poll(() => text(phase), { timeout: 60_000 }).toMatch(/Apostas abertas/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'live-roulette-betting');

    // Chips on several spots: R$ 1,00 on red, black and 17, R$ 5,00 twice on the first dozen; undo one.
    await page.getByTestId('spot-red').click();
    await page.getByTestId('spot-black').click();
    await page.getByTestId('spot-straight:17').click();
    await page.getByRole('button', { name: 'R$ 5,00' }).click();
    await page.getByTestId('spot-dozen:1').click();
    await page.getByTestId('spot-dozen:1').click();
    await page.getByTestId('roulette-undo').click();
    expect(await text(page.getByTestId('spot-dozen:1'))).toBe('1ª dúziaR$ 5,00');
    const bet = page.getByTestId('roulette-bet');
    expect(await text(bet)).toBe('Apostar R$ 8,00');
    await expect.poll(() => text(phase), { timeout: 60_000 }).toMatch(/Apostas abertas/);
    await bet.click();
    await expect.poll(() => text(page.getByTestId('roulette-notice'))).toBe('Aposta feita: R$ 8,00');
    expect(await text(page.getByTestId('roulette-totals'))).toContain('Apostado nesta rodada: R$ 8,00');
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'live-roulette-several');

    // The result: red or black won unless it was 0 ("Não foi desta vez" then), the winning spots lit.
    const outcome = page.getByTestId('roulette-outcome');
    await expect
      .poll(() => text(outcome), { timeout: 60_000 })
      .toMatch(
        /^(Você ganhou R\$ [\d.]+,\d\d · \+R\$ [\d.]+,\d\d|Retorno R\$ [\d.]+,\d\d · (−R\$ [\d.]+,\d\d|R\$ 0,00)|Não foi desta vez · −R\$ 8,00)$/,
      );
    const number = Number((await text(phase)).replace(/\D/g, ''));
    if (number !== 0) {
      expect(await page.locator('.jl-roulette-spot.is-won').count()).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'live-roulette-won');
    }
    // The next round opens clear: no chips placed, no notice of the last round.
    await expect.poll(() => text(phase), { timeout: 60_000 }).toMatch(/Apostas abertas/);
    expect(await page.getByTestId('roulette-notice').count()).toBe(0);
    expect(await text(page.getByTestId('roulette-totals'))).toContain('Apostado nesta rodada: R$ 0,00');

    // A round lost most likely: R$ 1,00 on 0 alone.
    await page.getByRole('button', { name: 'R$ 1,00' }).click();
    await page.getByTestId('spot-straight:0').click();
    await bet.click();
    await expect.poll(() => text(page.getByTestId('roulette-notice'))).toBe('Aposta feita: R$ 1,00');
    await expect
      .poll(() => text(outcome), { timeout: 60_000 })
      .toMatch(/^(Você ganhou R\$ 36,00 · \+R\$ 35,00|Não foi desta vez · −R\$ 1,00)$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    if ((await text(outcome)) === 'Não foi desta vez') await snap(page, 'live-roulette-lost');

    await page.getByRole('button', { name: 'Verificar' }).first().click();
    await expect.poll(() => text(page.locator('.jl-crash-history small').first())).toMatch(/^Confere/);
    // Back to the top: half-scrolled under the sticky header, the table's first row is partly covered,
    // which axe's target-size rule reports (a matter of the scroll position, not of the layout).
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'live-roulette-verified');
  }, 300_000);

  it("still knows the player's roulette bets after a reload mid-round: the chips, the total, the outcome", async () => {
    const { page } = await openPhone(browser);
    await logInAsDemoOnPhone(page);
    await page.goto('/pages/live/roulette');
    const phase = page.getByTestId('roulette-phase');
    // Bets with time left to reload before the spin (betting lasts 10 s).
    await expect.poll(() => text(phase), { timeout: 60_000 }).toMatch(/Apostas abertas: ([7-9]|10) s$/);
    await page.getByRole('button', { name: 'R$ 1,00' }).click();
    await page.getByTestId('spot-red').click();
    await page.getByTestId('spot-straight:17').click();
    await page.getByTestId('roulette-bet').click();
    await expect.poll(() => text(page.getByTestId('roulette-notice'))).toBe('Aposta feita: R$ 2,00');
    const round = await text(page.getByTestId('roulette-totals'));
    expect(round).toContain('Apostado nesta rodada: R$ 2,00');

    // A fresh page: the bets' answers are gone; the socket's sign-in names the player's bets.
    await page.reload();
    await expect
      .poll(() => text(page.getByTestId('roulette-totals')), { timeout: 15_000 })
      .toContain('Apostado nesta rodada: R$ 2,00');
    expect(await text(page.getByTestId('spot-red'))).toBe('VermelhoR$ 1,00');
    expect(await text(page.getByTestId('spot-straight:17'))).toBe('17R$ 1,00');
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'live-roulette-reloaded');
    await expect
      .poll(() => text(page.getByTestId('roulette-outcome')), { timeout: 60_000 })
      .toMatch(
        /^(Você ganhou R\$ 38,00 · \+R\$ 36,00|Retorno R\$ 2,00 · R\$ 0,00|Não foi desta vez · −R\$ 2,00)$/,
      );
  }, 300_000);

  it('shows both live screens in English with Brazilian money, the rules sheet and the own bet as "You"', async () => {
    const { page } = await openPhone(browser, 'en');
    await logInAsDemoOnPhone(page);
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('jl:state') ?? '{}');
      localStorage.setItem('jl:state', JSON.stringify({ ...state, lang: 'en' }));
    });
    await page.goto('/pages/live/crash');
    const phase = page.getByTestId('crash-phase');
    await expect.poll(() => text(phase), { timeout: CRASH_WAIT }).toMatch(/^Bets open/);
    expect(await page.getByTestId('crash-amount').inputValue()).toBe('1,00');
    expect(await text(page.locator('.jl-crash-form .jl-field__hint'))).toBe(
      'Min. R$ 1,00 · max. R$ 1.000,00',
    );
    await page.getByTestId('crash-amount').fill('abc');
    expect(await text(page.locator('.jl-crash-form .jl-field__error'))).toBe(
      'Use digits only, for example 1.000,50',
    );
    await page.getByTestId('crash-amount').fill('1.000');
    await page.getByTestId('crash-amount').fill('2,50');
    await expect.poll(() => text(phase), { timeout: CRASH_WAIT }).toMatch(/^Bets open/);
    await page.getByTestId('crash-bet').click();
    await expect.poll(() => text(page.getByTestId('crash-notice'))).toBe('Bet placed: R$ 2,50');
    await expect.poll(() => text(page.getByTestId('crash-bets'))).toContain('You');
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'live-crash-en');
    await page.getByTestId('live-rules').click();
    await expect.poll(() => text(page.getByTestId('live-rules-text'))).toContain('rounded up to the centavo');
    // The sheet at rest, not half-way through sliding in.
    await page
      .getByRole('dialog')
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await snap(page, 'live-rules-en');
    await page.keyboard.press('Escape');

    await page.goto('/pages/live/roulette');
    const wheel = page.getByTestId('roulette-phase');
    await expect.poll(() => text(wheel), { timeout: 60_000 }).toMatch(/Bets open/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'live-roulette-betting-en');
    await page.getByTestId('spot-red').click();
    await page.getByTestId('spot-odd').click();
    await page.getByTestId('spot-column:2').click();
    await page.getByTestId('roulette-bet').click();
    await expect.poll(() => text(page.getByTestId('roulette-notice'))).toBe('Bet placed: R$ 3,00');
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'live-roulette-several-en');
    const outcome = page.getByTestId('roulette-outcome');
    await expect
      .poll(() => text(outcome), { timeout: 60_000 })
      .toMatch(
        /^(You won R\$ [\d.]+,\d\d · \+R\$ [\d.]+,\d\d|Return R\$ [\d.]+,\d\d · (−R\$ [\d.]+,\d\d|R\$ 0,00)|Not this time · −R\$ [\d.]+,\d\d)$/,
      );
    await snap(
      page,
      (await text(outcome)) === 'Not this time' ? 'live-roulette-lost-en' : 'live-roulette-won-en',
    );
  }, 300_000);
});
