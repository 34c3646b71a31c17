import type { Route, RouteAnswer, RouteInput } from '@jl/core/routes/route.ts';
import { getLocale, t } from './i18n.ts';
import { getToken, setToken } from './session.ts';

/** A refusal (`code: 0`) or a failed call, with the server's localised message and machine code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly error: string | undefined,
    readonly field: string | undefined,
    readonly code: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Fields = Record<string, unknown>;

/** The path with its `:name` parameters filled from the input, and the rest of the input. */
export function fillPath(path: string, input: Fields): { path: string; rest: Fields } {
  const rest = { ...input };
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

/** The URL of a call: the query of a GET leaves out empty fields. */
export function urlOf(method: Route['method'], path: string, rest: Fields): string {
  const query = new URLSearchParams();
  if (method === 'GET')
    for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== '') query.set(k, String(v));
  return `/api/v2${path}${query.size ? `?${query}` : ''}`;
}

/** Sends one call and answers the `data` of its `code: 1` envelope, or throws an `ApiError`. */
async function send(method: Route['method'], path: string, rest: Fields): Promise<unknown> {
  const token = getToken();
  const headers: Record<string, string> = { lang: getLocale() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(method, path, rest), {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(rest) : undefined,
    });
  } catch {
    throw new ApiError(t('backoffice.common.offline'), undefined, undefined, -1);
  }
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: { error?: string; field?: string } | null;
  } | null;
  if (!envelope)
    throw new ApiError(
      t('backoffice.common.serverError', { status: response.status }),
      undefined,
      undefined,
      -1,
    );
  if (envelope.code === 409 || envelope.code === 302) {
    setToken(null);
    throw new ApiError(envelope.msg, envelope.data?.error, undefined, envelope.code);
  }
  if (envelope.code !== 1)
    throw new ApiError(envelope.msg, envelope.data?.error, envelope.data?.field, envelope.code);
  return envelope.data;
}

/** The input may be left out when the endpoint takes nothing, or nothing it requires. */
type CallArgs<R extends Route> =
  Record<string, never> extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/**
 * The one way the back office calls the staff API (`/api/v2/admin/...`, docs/ARCHITECTURE.md "Route
 * descriptors"): a staff descriptor of `@jl/core/routes/staff.ts` and its input — path parameters, then
 * the query of a GET or the JSON body of a POST — typed from the endpoint's schemas, so a renamed path
 * or a changed contract fails the type check here. Sends the bearer token and the staff member's
 * language (the `lang` header, which the server localises its refusals by) and answers the `data` of a
 * `code: 1` envelope parsed by the endpoint's answer schema. A 409 (no session, expired after 30 idle
 * minutes) clears the token, which sends the app back to sign-in.
 */
export async function call<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<RouteAnswer<R>> {
  const { path, rest } = fillPath(route.path, (input ?? {}) as Fields);
  const [data, { staffSchemasOf }] = await Promise.all([send(route.method, path, rest), schemas()]);
  return staffSchemasOf(route).answer.parse(data) as RouteAnswer<R>;
}

/**
 * The staff API's answer schemas (zod and every staff contract, ≈ 40 KB gzip): a chunk of their own,
 * requested when this module is first evaluated — beside the first screen's own code, not before it —
 * and awaited with each call's answer (docs/ARCHITECTURE.md "The back-office layout").
 */
let loading: Promise<typeof import('@jl/core/routes/staff-schemas.ts')> | undefined;
const schemas = () => {
  loading ??= import('@jl/core/routes/staff-schemas.ts').catch((error: unknown) => {
    // A chunk that did not arrive (a dropped link, files replaced by a deploy) is asked for again by
    // the next call, not remembered as failed until the page is reloaded.
    loading = undefined;
    throw error;
  });
  return loading;
};
if (typeof window !== 'undefined') schemas().catch(() => undefined);
