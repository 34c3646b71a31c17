import type { z } from 'zod';
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

type Options = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/**
 * Calls the staff API (`/api/v2/admin/...`) with the bearer token and the staff member's language (the
 * `lang` header, which the server localises its refusals by) and answers `data` of a `code: 1`
 * envelope, parsed by the endpoint's zod contract from @jl/core when given one. A 409 (no session,
 * expired after 30 idle minutes) clears the token, which sends the app back to sign-in.
 */
export async function api<S extends z.ZodType>(
  path: string,
  schema: S,
  options?: Options,
): Promise<z.output<S>>;
export async function api(path: string, schema?: undefined, options?: Options): Promise<unknown>;
export async function api(path: string, schema?: z.ZodType, options: Options = {}): Promise<unknown> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined && v !== '') query.set(k, String(v));
  const url = `/api/v2${path}${query.size ? `?${query}` : ''}`;
  const token = getToken();
  const headers: Record<string, string> = { lang: getLocale(), ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const method = options.method ?? (options.body ? 'POST' : 'GET');
  if (method === 'POST') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
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
  return schema ? schema.parse(envelope.data) : envelope.data;
}

export const post = <S extends z.ZodType>(path: string, schema: S, body: Record<string, unknown> = {}) =>
  api(path, schema, { method: 'POST', body });
