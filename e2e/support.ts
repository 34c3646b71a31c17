import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The running product's base URL (started once by global-setup.ts). */
export const baseUrl = (): string => inject('baseUrl');

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected dynamically
export type Answer = { code: number; msg: string; data: any };

/** Calls the API as the player app does (form-urlencoded, pt-BR unless told, platform H5). */
export async function api(
  path: string,
  init: { method?: string; body?: Record<string, string>; token?: string; lang?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { platform: 'H5', lang: init.lang ?? 'pt-BR' };
  if (init.token) headers.token = init.token;
  // Players the journeys prepare through the API each ask for their SMS from an address of their own
  // (the server trusts the loopback proxy, e2e/global-setup.ts): the suite registers more players than
  // one address may in a day (30 codes), a rule it keeps for everyone else.
  if (path === '/sms/send') headers['x-forwarded-for'] = `198.18.${digits(2)}.${digits(2)}`;
  if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${baseUrl()}/api/v2${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body ? new URLSearchParams(init.body).toString() : undefined,
  });
  return (await response.json()) as Answer;
}

/** Text with every run of whitespace (including the no-break space after R$) as one space. */
export const text = async (locator: { textContent(): Promise<string | null> }): Promise<string> =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

export const digits = (n: number): string =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/**
 * A random CPF with valid check digits (mod-11 weights 10…2 and 11…2, as packages/core/src/br/cpf.ts checks
 * them). `ninth` fixes the ninth digit: the sandbox identity bureau's answer (0 everything matches, 2 the
 * name does not; docs/OPERATIONS.md "Identity checks (KYC)").
 */
export function randomCpf(ninth?: string): string {
  const nine = `${1 + Math.floor(Math.random() * 8)}${digits(ninth === undefined ? 8 : 7)}${ninth ?? ''}`;
  const dv = (body: string, start: number) => {
    const r = [...body].reduce((acc, d, i) => acc + Number(d) * (start - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(nine, 10);
  return `${nine}${d1}${dv(`${nine}${d1}`, 11)}`;
}

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

let axeSource: string | undefined;

/**
 * The shared accessibility assertion: runs axe-core (injected through playwright-core, WCAG 2.x A
 * and AA rules) on the screen as it is and fails on any serious or critical violation, listing each
 * with the elements it found. `snap()` calls it for every screen a journey photographs.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  if (!axeSource) {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  }
  // Evaluated, not added as a <script>: the app's Content-Security-Policy does not apply to it.
  await page.evaluate(`if (!window.axe) { ${axeSource} }`);
  const violations = await page.evaluate(
    (tags: string[]) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((result) =>
          result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
          })),
        ),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  if (report.length > 0) throw new Error(`axe on ${screen}:\n${report.join('\n')}`);
}

/** No toast may sit over the page's content: one that shows stays within the header band. */
export async function expectNoToastOverContent(page: Page) {
  // The page's header first: a page whose code is still loading has none yet to measure against.
  await page.locator('header').first().waitFor();
  const toast = page.locator('.jl-toast');
  if ((await toast.count()) === 0) return;
  const box = await toast.boundingBox();
  // Toasts last 3 s: one that left between the count and the measurement is over nothing.
  if (!box) return;
  const header = await page.locator('header').first().boundingBox();
  expect(header && box.y + box.height <= header.y + header.height + 1).toBe(true);
}

/**
 * The screen does not scroll sideways: nothing is wider than the viewport (390 px on the phone). A form
 * that did once cut the crash game's fields and bet button at the right edge.
 */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`);
    return { by: root.scrollWidth - root.clientWidth, wide };
  });
  if (overflow.by > 1)
    throw new Error(`${screen} scrolls sideways by ${overflow.by} px: ${overflow.wide.join(', ')}`);
}
