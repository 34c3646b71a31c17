/**
 * Early GETs (docs/PERFORMANCE.md "A page's first requests"): a page's first requests started by the
 * <head> script while the document is parsed, not once the app's code has arrived, run and rendered
 * the page — on a phone network a second or more earlier. They are byte for byte what the API client
 * would send (`buildUrl`, `buildHeaders`); the client takes such an answer instead of asking again
 * (`takeEarlyGet`), once, within `EARLY_GET_MAX_AGE_MS` of the page load, and only if the token and
 * language are still the ones it was asked with. Which pages start which: app/early-gets.ts.
 */
export const EARLY_GETS_KEY = '__jlEarlyGets';
export const EARLY_GET_MAX_AGE_MS = 10_000;

type EarlyGet = { token: string; lang: string; at: number; response: Promise<Response> };
type EarlyGetsWindow = Window & { [EARLY_GETS_KEY]?: Record<string, EarlyGet> };

/**
 * Starts the current page's early GETs. Inlined into index.html as source text (`String(...)`) like
 * `firstPaintMode`, so self-contained: no imports, no outer variables, plain JavaScript once its types
 * are stripped. `stored` is the app state as localStorage keeps it; nothing starts without a token
 * and a language. An entry `/path?a,b` takes the page's query parameters a and b as its input (left out
 * when one is missing or empty), in that order and before the member id, as `buildUrl` orders them.
 */
export function startEarlyGets(
  location: { pathname: string; search: string },
  stored: string | null,
  table: Record<string, string[]>,
  key: string,
  base: string,
): void {
  let state: { token?: unknown; lang?: unknown; member?: { member_id?: unknown } | null } | null = null;
  try {
    state = JSON.parse(stored || 'null');
  } catch {
    return;
  }
  if (!state || typeof state.token !== 'string' || !state.token || typeof state.lang !== 'string') return;
  const { pathname } = location;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = Object.hasOwn(table, path) ? table[path] : undefined;
  const gets = (table['*'] ?? []).concat(own ?? []);
  const memberId = state.member?.member_id;
  const page = new URLSearchParams(location.search);
  const headers = {
    'Content-Type': 'application/x-www-form-urlencoded',
    lang: state.lang,
    platform: 'H5',
    token: state.token,
  };
  const started: Record<string, unknown> = {};
  for (const get of gets) {
    // `/path?a,b`: the page's own query parameters a and b are the request's input, in that order.
    const [getPath, names] = get.split('?');
    const query = new URLSearchParams();
    let complete = true;
    for (const name of names ? names.split(',') : []) {
      const value = page.get(name);
      if (value) query.append(name, value);
      else complete = false;
    }
    if (!complete) continue;
    if (typeof memberId === 'string' || typeof memberId === 'number') query.set('id', String(memberId));
    const url = `${base}${getPath}${query.toString() ? `?${query}` : ''}`;
    const response = fetch(url, { method: 'GET', headers, credentials: 'same-origin' });
    response.catch(() => undefined);
    started[url] = { token: state.token, lang: state.lang, at: Date.now(), response };
  }
  if (Object.keys(started).length > 0) (window as unknown as Record<string, unknown>)[key] = started;
}

/**
 * The answer of an early GET for exactly this request, taken once; null when there is none, it is too
 * old, or the token or language changed since (the caller then sends the request itself).
 */
export function takeEarlyGet(url: string, init: RequestInit, now = Date.now()): Promise<Response> | null {
  if (typeof window === 'undefined' || (init.method ?? 'GET') !== 'GET') return null;
  const started = (window as EarlyGetsWindow)[EARLY_GETS_KEY];
  const early = started?.[url];
  if (!early) return null;
  delete started[url];
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (now - early.at > EARLY_GET_MAX_AGE_MS) return null;
  if (headers.token !== early.token || headers.lang !== early.lang) return null;
  return early.response;
}
