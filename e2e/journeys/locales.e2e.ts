import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissDailyCheckin, launchBrowser, openPhone, snap } from '../browser.ts';
import { api, digits, expectNoToastOverContent, text } from '../support.ts';

/**
 * A brand-new player in each of the five languages, on a phone: home, Mine, user info, the login
 * page, a game's rules and the recharge page. Every screen is photographed and held to axe; each
 * carries the defects a new user met (money as BRL, the licence line in Portuguese, English symbol
 * names, "welcome back" on a first visit, a toast over the wallet, the login form to a member).
 */
const LOCALES = {
  'pt-BR': {
    welcome: 'Boas-vindas!',
    toWager: 'Falta apostar',
    noAuthorisation: 'sem autorização da SPA/MF',
    symbols: ['Rei', 'Dama', 'Valete', 'Tambor'],
  },
  en: {
    welcome: 'Welcome!',
    toWager: 'Left to wager',
    noAuthorisation: 'no SPA/MF authorisation',
    symbols: ['King', 'Queen', 'Jack', 'Drum'],
  },
  es: {
    welcome: '¡Te damos la bienvenida!',
    toWager: 'Falta apostar',
    noAuthorisation: 'sin autorización de la SPA/MF',
    symbols: ['Rey', 'Reina', 'Jota', 'Tambor'],
  },
  'zh-Hans': {
    welcome: '欢迎！',
    toWager: '剩余投注要求',
    noAuthorisation: '未获 SPA/MF 许可',
    symbols: ['K', 'Q', 'J', '鼓'],
  },
  'id-ID': {
    welcome: 'Selamat datang!',
    toWager: 'Sisa taruhan wajib',
    noAuthorisation: 'tanpa izin SPA/MF',
    symbols: ['Raja', 'Ratu', 'Pangeran', 'Gendang'],
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Registers a new player through the API (SMS code from the development outbox). */
async function newPlayer(): Promise<{ token: string; memberId: string }> {
  const phone = `419${digits(8)}`;
  const password = 'idiomas123';
  expect((await api('/sms/send', { method: 'POST', body: { phone, scene: 'register' } })).code).toBe(1);
  const outbox = await api(`/dev/outbox?phone=${encodeURIComponent(`+55${phone}`)}`);
  const smsCode = /\b(\d{6})\b/.exec(String(outbox.data.list[0].text))![1]!;
  const registered = await api('/user/register', {
    method: 'POST',
    body: { phone, password, repassword: password, sms_code: smsCode, age_confirm: '1', terms: '1' },
  });
  expect(registered.code, registered.msg).toBe(1);
  return { token: registered.data.token, memberId: String(registered.data.member_id) };
}

describe('a new player in each language', () => {
  for (const [locale, words] of Object.entries(LOCALES)) {
    it(`meets none of the first-visit defects in ${locale}`, async () => {
      const { token, memberId } = await newPlayer();
      const { context, page } = await openPhone(browser, locale);
      await context.addInitScript(
        ([state]) => {
          if (!localStorage.getItem('jl:state')) localStorage.setItem('jl:state', state!);
        },
        [JSON.stringify({ token, member: { member_id: memberId, userInfo: null }, lang: locale })],
      );
      const tag = `locale-${locale}`;

      // Home: the operator line in the player's language.
      await page.goto('/');
      const operator = page.getByTestId('operator-line');
      await operator.waitFor();
      await dismissDailyCheckin(page);
      expect(await text(operator)).toContain(words.noAuthorisation);
      await page.locator('.jl-tile__rtp').first().waitFor();
      await snap(page, `${tag}-1-home`);

      // Mine: greeted (not welcomed back), money as R$, the wagering labelled as wagering, no toast on top.
      await page.goto('/pages/mine/mine');
      const balance = page.getByTestId('wallet-balance');
      await balance.waitFor();
      await expect.poll(() => text(page.locator('.jl-member__title'))).toBe(words.welcome);
      expect(await text(balance)).toContain('R$');
      expect(await text(page.locator('main'))).not.toContain('BRL');
      expect(await page.getByText(words.toWager, { exact: true }).count()).toBe(1);
      await expectNoToastOverContent(page);
      await snap(page, `${tag}-2-mine`);

      // User info: dates by the one rule (a minute-old account reads relative, never a device format).
      await page.goto('/pages/mine/user_info');
      await page.locator('.jl-copy-value').first().waitFor();
      expect(await text(page.locator('main'))).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
      await snap(page, `${tag}-3-user-info`);

      // The login page sends a member on.
      await page.goto('/pages/login/login');
      await page.waitForURL(/\/pages\/mine\/mine$/);

      // A game's rules: the symbols in the player's language.
      await page.goto('/');
      await dismissDailyCheckin(page, 2_000);
      const samba = (await api('/game/list?category=slots', { lang: locale })).data.list.find(
        (g: { code: string }) => g.code === 'samba-spins',
      );
      await page
        .getByRole('button', { name: new RegExp(`^${samba.name}`) })
        .first()
        .click();
      await page.waitForURL(/\/components\/pages\/game\/webview\?game=samba-spins/);
      await page.locator('.jl-slot__rtp').click();
      const rules = page.getByRole('dialog');
      await rules.waitFor();
      const rulesText = await text(rules);
      for (const name of words.symbols) expect(rulesText, name).toContain(name);
      if (locale !== 'en')
        for (const english of ['King', 'Queen', 'Jack', 'Drum']) expect(rulesText).not.toContain(english);
      await snap(page, `${tag}-4-rules`);

      // Recharge: the first deposit asks for the payer's details; nothing covers the form.
      await page.goto('/pages/recharge/recharge');
      await page.locator('form').first().waitFor();
      await expectNoToastOverContent(page);
      await snap(page, `${tag}-5-recharge`);
      await context.close();
    });
  }
});
