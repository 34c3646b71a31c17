import { inject } from 'vitest';

/** The running product's base URL (started once by global-setup.ts). */
export const baseUrl = (): string => inject('baseUrl');

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected dynamically
export type Answer = { code: number; msg: string; data: any };

/** Calls the API as the player app does (form-urlencoded, pt-BR, platform H5). */
export async function api(
  path: string,
  init: { method?: string; body?: Record<string, string>; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { platform: 'H5', lang: 'pt-BR' };
  if (init.token) headers.token = init.token;
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

/** A random CPF with valid check digits (reference/brazil.md §3.1). */
export function randomCpf(): string {
  const nine = `${1 + Math.floor(Math.random() * 8)}${digits(8)}`;
  const dv = (body: string, start: number) => {
    const r = [...body].reduce((acc, d, i) => acc + Number(d) * (start - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(nine, 10);
  return `${nine}${d1}${dv(`${nine}${d1}`, 11)}`;
}
