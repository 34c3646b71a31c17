import type { Refusal } from '@jl/core/envelope.ts';
import { ENVELOPE } from '@jl/core/envelope.ts';
import type { IsIdempotent, Route, RouteAnswer, RouteInput } from '@jl/core/routes/route.ts';
import { RELOGIN_PROMPT_DELAY_MS, REQUEST_TIMEOUT_MS } from '../config/constants.ts';
import { paths } from '../config/paths.ts';
import { takeEarlyGet } from './early-get.ts';
import { t } from './i18n.ts';
import { beginLoading, endLoading } from './loading.ts';
import { clearSession, getAppState, setAppState } from './store.ts';
import { LOGIN_PROMPT, showToast } from './toast.ts';

/** Base of every call (docs/SPECIFICATION.md §7; docs/API.md "Conventions"). */
export const API_BASE = '/api/v2';

type Fields = Record<string, unknown>;

type RequestOptions = {
  method?: Route['method'];
  /** GET: sent as the query string. POST: sent as an x-www-form-urlencoded body. */
  data?: Fields;
  loading?: boolean;
  toast?: boolean;
  headers?: Record<string, string>;
};

/** How a call behaves; a money-moving route (`idempotent` in its schemas) needs the intent's `key`. */
export type CallOptions<R extends Route = Route> = {
  /** Show the blocking loading indicator while the call runs. Default false. */
  loading?: boolean;
  /**
   * Toasts for this call. Default true: the server's `msg` on success (only when it is not empty)
   * and the error messages otherwise. Background calls (tracking, polling) pass false and stay quiet.
   */
  toast?: boolean;
} & (IsIdempotent<R> extends true
  ? { /** The `Idempotency-Key` of this intent (lib/idempotency-key.ts). */ key: string }
  : { key?: never });

/**
 * What the server answered: `code` 1 with the route's answer, 0 a refusal (`data.error`, `data.field`),
 * 302/409 the session ended (docs/SPECIFICATION.md §4; docs/API.md "Conventions").
 */
export type ApiEnvelope<T> =
  | { code: typeof ENVELOPE.OK; msg: string; data: T }
  | { code: typeof ENVELOPE.REFUSED; msg: string; data: Refusal }
  | { code: typeof ENVELOPE.SESSION_ENDED | typeof ENVELOPE.LOGIN_REQUIRED; msg: string; data: unknown };

/** The envelope, or false when the call failed in transport or the answer was not an envelope. */
export type ApiResult<T> = ApiEnvelope<T> | false;

type ClientConfig = {
  /** Whether a path is a page that needs no login (docs/SPECIFICATION.md §6); set by the app from its route table. */
  isPublicPath: (pathname: string) => boolean;
  fetch: typeof fetch;
};

const config: ClientConfig = {
  isPublicPath: () => false,
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

function encode(data: Fields | undefined, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value !== undefined && value !== null) into.append(key, String(value));
  }
  return into;
}

/**
 * Builds the URL: `data` as the query string for GET, then `id=<member_id>` when a member is known
 * (docs/SPECIFICATION.md §7). The member id wins over a `data.id`, so features name their own ids differently
 * (`order_no`, `game_id`, …). The server never trusts this id for identity; the token decides.
 */
export function buildUrl(path: string, method: string, data: Fields | undefined): string {
  const query = method === 'GET' ? encode(data) : new URLSearchParams();
  const memberId = getAppState().member?.member_id;
  if (memberId) query.set('id', memberId);
  const qs = query.toString();
  return `${API_BASE}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

function buildHeaders(extra: Record<string, string> | undefined): Record<string, string> {
  const { lang, token } = getAppState();
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    lang,
    platform: 'H5',
    ...extra,
  };
  if (token) headers.token = token;
  return headers;
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number' &&
    (body as { data?: unknown }).data !== undefined
  );
}

/**
 * Refusals the player resolves on a page of their own, after the refusal's toast: `KYC_REQUIRED` (a
 * deposit, stake or withdrawal before the identity is verified) opens the verification page, and the
 * location refusals (br-regulated: outside Brazil, or no known location) the location page — through
 * the router's history (it follows popstate).
 */
const PAGE_OF_REFUSAL: Partial<Record<string, string>> = {
  KYC_REQUIRED: paths.kyc,
  LOCATION_REQUIRED: paths.chooseLocation,
  LOCATION_OUTSIDE_BRAZIL: paths.chooseLocation,
};

function openPageOf(error: string | undefined): void {
  const page = error ? PAGE_OF_REFUSAL[error] : undefined;
  if (!page || window.location.pathname === page) return;
  window.history.pushState({}, '', page);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

let reloginTimer: ReturnType<typeof setTimeout> | undefined;

/** 302/409 (docs/SPECIFICATION.md §4): clear the session; unless on a public page, ask to log in again after 1 s. */
function endSession(): void {
  clearSession();
  if (config.isPublicPath(window.location.pathname) || reloginTimer) return;
  reloginTimer = setTimeout(() => {
    reloginTimer = undefined;
    // The player may have logged in again within the delay (another tab, the popup): then say nothing.
    if (getAppState().token) return;
    showToast(t('messages.loginFirst'), 'info', undefined, LOGIN_PROMPT);
    setAppState({ loginPopup: true });
  }, RELOGIN_PROMPT_DELAY_MS);
}

/** An early GET's answer (lib/early-get.ts), given up like a request of ours when the timer aborts. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return Promise.race([
    response,
    new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true });
    }),
  ]);
}

async function send(url: string, init: RequestInit): Promise<{ response: Response; body: unknown } | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const early = takeEarlyGet(url, init);
    const response = await (early
      ? untilAborted(early, controller.signal)
      : config.fetch(url, { ...init, signal: controller.signal }));
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { response, body };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Sends one call and sorts its answer out (toasts, session end, token refresh); never throws. */
async function request(path: string, options: RequestOptions, route: Route): Promise<ApiResult<unknown>> {
  const { method = 'GET', data, loading = false, toast = true, headers } = options;
  const say = (message: string, tone: 'info' | 'success' | 'error') => toast && showToast(message, tone);
  if (loading) beginLoading();
  try {
    const result = await send(buildUrl(path, method, data), {
      method,
      headers: buildHeaders(headers),
      body: method === 'GET' ? undefined : encode(data).toString(),
      credentials: 'same-origin',
    });
    if (!result || (!result.response.ok && !isEnvelope(result.body))) {
      say(t('messages.serverError'), 'error');
      return false;
    }
    const freshToken = result.response.headers.get('token');
    if (freshToken && getAppState().token && freshToken !== getAppState().token) {
      setAppState({ token: freshToken });
    }
    if (!isEnvelope(result.body) || !(await answerMatches(route, result.body))) {
      say(t('messages.unrecognizedData'), 'error');
      return false;
    }
    const envelope = result.body as ApiEnvelope<unknown>;
    if (envelope.code === ENVELOPE.SESSION_ENDED || envelope.code === ENVELOPE.LOGIN_REQUIRED) {
      endSession();
    } else if (envelope.code === ENVELOPE.OK) {
      if (envelope.msg) say(envelope.msg, 'success');
    } else {
      say(envelope.msg || t('messages.dataException'), 'error');
      openPageOf((envelope.data as Partial<Refusal> | null)?.error);
    }
    return envelope;
  } finally {
    if (loading) endLoading();
  }
}

/**
 * Development and tests only (`import.meta.env.DEV`: the Vite dev server and Vitest): a success's `data`
 * must match the route's answer schema, so a contract and the server (or a test's fake answer) cannot
 * drift apart unnoticed. The schemas, and zod with them, are loaded on first use; the production build
 * drops this branch and its dynamic import (answers are not parsed there: bench/bundle).
 */
async function answerMatches(route: Route, envelope: ApiEnvelope<unknown>): Promise<boolean> {
  if (!import.meta.env.DEV || envelope.code !== ENVELOPE.OK) return true;
  const { schemasOf } = await import('@jl/core/routes/schemas.ts');
  const parsed = schemasOf(route).answer.safeParse(envelope.data);
  if (parsed.success) return true;
  console.error(`${route.method} ${route.path}: the answer does not match its contract`, parsed.error.issues);
  return false;
}

/** The path with its `:name` parameters filled from the input, and the rest of the input. */
function fillPath(path: string, input: Fields): { path: string; data: Fields } {
  const data = { ...input };
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = data[name];
    delete data[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, data };
}

type CallArgs<R extends Route> =
  IsIdempotent<R> extends true
    ? [input: RouteInput<R>, options: CallOptions<R>]
    : Record<string, never> extends RouteInput<R>
      ? [input?: RouteInput<R>, options?: CallOptions<R>]
      : [input: RouteInput<R>, options?: CallOptions<R>];

/**
 * The one way the player app calls the API (docs/SPECIFICATION.md §7): a route descriptor of `@jl/core/routes`, its
 * input (path parameters, then the query of a GET or the form body of a POST) and options. Resolves
 * to the envelope for every answer the server gave (callers check `code === 1`), or to false after a
 * transport error ('Server error') or an answer that is not an envelope ('Unrecognized data'). It
 * never throws.
 */
export function call<R extends Route>(
  route: R,
  ...[input, options]: CallArgs<R>
): Promise<ApiResult<RouteAnswer<R>>> {
  const { path, data } = fillPath(route.path, (input ?? {}) as Fields);
  const { key, ...rest } = (options ?? {}) as CallOptions & { key?: string };
  const headers = key ? { 'Idempotency-Key': key } : undefined;
  return request(path, { ...rest, method: route.method, data, headers }, route) as Promise<
    ApiResult<RouteAnswer<R>>
  >;
}

/** The machine code of a refusal (`data.error`, also sent with 302/409), or undefined. */
export function errorOf(result: ApiResult<unknown>): Refusal['error'] | undefined {
  if (!result || result.code === ENVELOPE.OK) return undefined;
  return (result.data as Partial<Refusal> | null)?.error;
}

/** The data of a successful answer, or null for any other outcome (already reported to the player). */
export async function callData<R extends Route>(
  route: R,
  ...args: CallArgs<R>
): Promise<RouteAnswer<R> | null> {
  const result = await call(route, ...args);
  return result && result.code === ENVELOPE.OK ? result.data : null;
}
