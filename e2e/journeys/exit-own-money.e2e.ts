import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissDailyCheckin, launchBrowser, openPhone, snap } from '../browser.ts';
import { bindOwnCpf, deposit, registeredPlayer } from '../players.ts';
import { api, text } from '../support.ts';

/**
 * Leaving with one's own money (docs/COMPLIANCE.md "Leaving with one's own money"): a VIP0 newcomer
 * deposits R$ 100,00 by Pix (held by the wagering rule, withdrawals at VIP2), reads in the
 * self-exclusion dialog exactly what happens, self-excludes, and withdraws the whole deposit.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WORDS = {
  'pt-BR': {
    sixMonths: '6 meses',
    confirm: 'Confirmar',
    dialog: /sacar o seu próprio dinheiro.*seja qual for o seu nível VIP/,
    notice: /seu próprio dinheiro \(R\$\s100,00/,
    paid: 'Pago',
    closeOwn: /Sacar R\$\s100,00 antes de encerrar/,
    terms: /Depósito de R\$\s100,00: para sacar, aposte R\$\s150,00 e chegue ao VIP 2/,
  },
  en: {
    sixMonths: '6 months',
    confirm: 'Confirm',
    dialog: /withdraw your own money.*whatever your VIP level/,
    notice: /your own money \(R\$\s100,00/,
    paid: 'Paid',
    closeOwn: /Withdraw R\$\s100,00 before closing/,
    terms: /Deposit of R\$\s100,00: to withdraw it, wager R\$\s150,00 and reach VIP 2/,
  },
} as const;

/** A VIP0 player who deposited R$ 100,00 by Pix and bound their CPF for withdrawals, signed in on a phone. */
async function depositorOnPhone(
  locale: keyof typeof WORDS,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const player = await registeredPlayer();
  const { token } = player;
  await deposit(token, '100.00');
  await bindOwnCpf(player);
  const vip = await api('/vip/info', { token });
  expect(vip.data.level).toBe(0);
  const user = await api('/user/info', { token });
  const { context, page } = await openPhone(browser, locale);
  await context.addInitScript(
    ([state]) => {
      if (!localStorage.getItem('jl:state')) localStorage.setItem('jl:state', state!);
    },
    [
      JSON.stringify({
        token,
        member: { member_id: String(user.data.member_id), userInfo: null },
        lang: locale,
      }),
    ],
  );
  return { page, close: () => context.close() };
}

describe('a self-excluded VIP0 player takes their deposit out', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    it(`deposit → self-exclusion → withdraws R$ 100,00 (${locale})`, async () => {
      const words = WORDS[locale];
      const { page, close } = await depositorOnPhone(locale);
      const tag = `exit-${locale}`;

      // Terms before paying: what a deposit of R$ 100,00 requires, from the server's rules.
      await page.goto('/pages/recharge/recharge');
      await dismissDailyCheckin(page);
      await page.getByRole('radio', { name: /^R\$\s100,00$/ }).click();
      const terms = page.getByTestId('recharge-terms');
      await expect.poll(() => text(terms)).toMatch(words.terms);
      await snap(page, `${tag}-0-recharge`);

      // The wallet: the deposit as its own source, R$ 0,00 of R$ 150,00 wagered, and "unlock" offered.
      await page.goto('/pages/mine/mine');
      const sources = page.getByTestId('wager-sources');
      await sources.waitFor();
      expect(await sources.locator('[data-kind="deposit"]').count()).toBe(1);
      expect(await text(sources)).toMatch(/R\$\s0,00.*R\$\s150,00/);
      await snap(page, `${tag}-0-wallet`);

      // Before leaving: VIP0, so the withdraw page says withdrawals open at VIP2.
      await page.goto('/pages/withdraw/withdraw');
      await dismissDailyCheckin(page);
      await page.getByTestId('withdraw-blocked').waitFor();
      expect(await page.getByTestId('withdraw-blocked').getAttribute('data-error')).toBe(
        'WITHDRAW_VIP_TOO_LOW',
      );

      // The self-exclusion dialog says exactly what happens to the money.
      await page.goto('/pages/mine/responsible_gaming');
      await page.getByRole('button', { name: words.sixMonths }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => text(dialog)).toMatch(words.dialog);
      await snap(page, `${tag}-1-exclusion-confirm`);
      await dialog.getByRole('button', { name: words.confirm }).click();
      await page.getByTestId('rg-block').waitFor();

      // The withdraw page: the whole deposit is withdrawable, whatever the level.
      await page.goto('/pages/withdraw/withdraw');
      const notice = page.getByTestId('withdraw-exit');
      await notice.waitFor();
      expect(await notice.getAttribute('data-reason')).toBe('exclusion');
      expect(await text(notice)).toMatch(words.notice);
      expect(await page.getByTestId('withdraw-blocked').count()).toBe(0);
      await page.getByTestId('withdraw-amount').fill('100');
      await page.getByTestId('withdraw-password').fill('246810');
      await snap(page, `${tag}-2-withdraw`);
      await page.getByTestId('withdraw-submit').click();

      // Paid by the sandbox PSP.
      await page.waitForURL('**/pages/withdraw/withdrawDetail?id=*');
      const detail = page.getByTestId('withdraw-detail');
      await page
        .locator('[data-testid="withdraw-detail"][data-status="success"]')
        .waitFor({ timeout: 30_000 });
      expect(await text(detail)).toContain(words.paid);
      await snap(page, `${tag}-3-paid`);
      await close();
    });
  }
});

describe('closing the account pays out the own money first', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    it(`the closure screen offers the deposit, the withdrawal marks the account closing (${locale})`, async () => {
      const words = WORDS[locale];
      const { page, close } = await depositorOnPhone(locale);
      const tag = `exit-${locale}-closure`;
      await page.goto('/pages/mine/responsible_gaming');
      await dismissDailyCheckin(page);
      const offer = page.getByTestId('closure-withdraw-own');
      await offer.waitFor();
      expect(await text(offer)).toMatch(words.closeOwn);
      await offer.scrollIntoViewIfNeeded();
      await snap(page, `${tag}-1-screen`);
      await offer.click();

      await expect.poll(() => new URL(page.url()).search).toBe('?exit=closure');
      const notice = page.getByTestId('withdraw-exit');
      await notice.waitFor();
      expect(await notice.getAttribute('data-reason')).toBe('closing');
      await page.getByTestId('withdraw-amount').fill('100');
      await page.getByTestId('withdraw-password').fill('246810');
      await page.getByTestId('withdraw-submit').click();
      await page.waitForURL('**/pages/withdraw/withdrawDetail?id=*');
      await page
        .locator('[data-testid="withdraw-detail"][data-status="success"]')
        .waitFor({ timeout: 30_000 });

      // Paid: nothing is kept any more, so the closure can go ahead with nothing left behind.
      await page.goto('/pages/mine/responsible_gaming');
      await page.locator('.jl-rg-closure__facts').waitFor();
      expect(await page.getByTestId('closure-withdraw-own').count()).toBe(0);
      await close();
    });
  }
});
