import type { FetchCall } from './test-utils.ts';

type Handler = (call: FetchCall) => unknown;

/** A fetch double that answers by path (after /api/v2, without the query); unknown paths get 502. */
export function routeFetch(handlers: Record<string, Handler>): { fetch: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const fetchDouble = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const path = call.url.replace('/api/v2', '').split('?')[0] ?? '';
    const handler = handlers[path];
    if (!handler) return new Response('Bad gateway', { status: 502 });
    return new Response(JSON.stringify(handler(call)), { status: 200 });
  }) as typeof fetch;
  return { fetch: fetchDouble, calls };
}

export const formBody = (call: FetchCall | undefined): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(String(call?.init.body ?? '')));
