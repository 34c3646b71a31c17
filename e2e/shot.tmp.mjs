import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3931';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'pt-BR' });
const page = await ctx.newPage();
const r = await fetch(`${base}/api/v2/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: '11912345678', password: 'demo1234' }) });
const { data } = await r.json();
await page.goto(`${base}/healthz`);
await page.evaluate((s) => localStorage.setItem('jl:state', s), JSON.stringify({ token: data.token, member: { member_id: String(data.member_id), userInfo: null }, lang: process.env.LANG_ || 'pt-BR' }));
for (const [name, path] of JSON.parse(process.env.PAGES)) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  const later = page.getByRole('button', { name: /^(Depois|Later)$/ });
  if (await later.isVisible().catch(() => false)) await later.click();
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log(name, await page.evaluate(() => document.documentElement.scrollHeight));
}
await browser.close();
