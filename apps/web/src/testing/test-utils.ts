import { appStore, initialState, STATE_STORAGE_KEY } from '../lib/store.ts';
import { hideToast } from '../lib/toast.ts';

/** Puts the shared stores back to a logged-out first visit. */
export function resetApp(): void {
  hideToast();
  appStore.set({ ...initialState });
  localStorage.removeItem(STATE_STORAGE_KEY);
  localStorage.clear();
}

export type FetchCall = { url: string; init: RequestInit };

/** A fetch double answering with the given body (object → JSON) and headers. */
export function fakeFetch(
  answer: unknown,
  options: { status?: number; headers?: Record<string, string> } = {},
): { fetch: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const fetchDouble = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const body = typeof answer === 'string' ? answer : JSON.stringify(answer);
    return new Response(body, { status: options.status ?? 200, headers: options.headers });
  }) as typeof fetch;
  return { fetch: fetchDouble, calls };
}
