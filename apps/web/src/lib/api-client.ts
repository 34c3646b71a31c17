import { ENVELOPE } from '@jl/core/envelope.ts';
import { RELOGIN_PROMPT_DELAY_MS, REQUEST_TIMEOUT_MS } from '../config/constants.ts';
import { t } from './i18n.ts';
import { beginLoading, endLoading } from './loading.ts';
import { clearSession, getAppState, setAppState } from './store.ts';
import { LOGIN_PROMPT, showToast } from './toast.ts';

/** Base of every call (spec §7, DESIGN §4). */
export const API_BASE = '/api/v2';

export type FormValue = string | number | boolean | null | undefined;
export type FormData = Record<string, FormValue>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** GET: sent as the query string. Other methods: sent as an x-www-form-urlencoded body. */
  data?: FormData;
  /** Show the blocking loading indicator while the call runs. Default false. */
  loading?: boolean;
  /**
   * Toasts for this call. Default true: the server's `msg` on success (only when it is not empty)
   * and the error messages otherwise. Background calls (tracking, polling) pass false and stay quiet.
   */
  toast?: boolean;
  /** Extra headers, e.g. `Idempotency-Key` for money-moving POSTs. */
  headers?: Record<string, string>;
};

/** Any envelope the server sends; `code` 1 is success, 0 a refusal, 302/409 end the session. */
export type ApiEnvelope<T> = { code: number; msg: string; data: T };

/** The envelope, or false when the call failed in transport or the answer was not an envelope. */
export type ApiResult<T> = ApiEnvelope<T> | false;

type ClientConfig = {
  /** Whether a path is a page that needs no login (spec §6); set by the app from its route table. */
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

function encode(data: FormData | undefined, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value !== undefined && value !== null) into.append(key, String(value));
  }
  return into;
}

/**
 * Builds the URL: `data` as the query string for GET, then `id=<member_id>` when a member is known
 * (spec §7). The member id wins over a `data.id`, so features name their own ids differently
 * (`order_no`, `game_id`, …). The server never trusts this id for identity; the token decides.
 */
export function buildUrl(path: string, method: string, data: FormData | undefined): string {
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

let reloginTimer: ReturnType<typeof setTimeout> | undefined;

/** 302/409 (spec §4): clear the session; unless on a public page, ask to log in again after 1 s. */
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

async function send(url: string, init: RequestInit): Promise<{ response: Response; body: unknown } | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await config.fetch(url, { ...init, signal: controller.signal });
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

/**
 * The one way the player app calls the API (spec §7). Resolves to the envelope for every answer the
 * server gave (callers check `code === 1`), or to false after a transport error ('Server error') or
 * an answer that is not an envelope ('Unrecognized data'). It never throws.
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
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
    if (!isEnvelope(result.body)) {
      say(t('messages.unrecognizedData'), 'error');
      return false;
    }
    const envelope = result.body as ApiEnvelope<T>;
    if (envelope.code === ENVELOPE.SESSION_ENDED || envelope.code === ENVELOPE.LOGIN_REQUIRED) {
      endSession();
    } else if (envelope.code === ENVELOPE.OK) {
      if (envelope.msg) say(envelope.msg, 'success');
    } else {
      say(envelope.msg || t('messages.dataException'), 'error');
    }
    return envelope;
  } finally {
    if (loading) endLoading();
  }
}

/** The data of a successful answer, or null for any other outcome (already reported to the player). */
export async function requestData<T>(path: string, options?: RequestOptions): Promise<T | null> {
  const result = await request<T>(path, options);
  return result && result.code === ENVELOPE.OK ? result.data : null;
}
