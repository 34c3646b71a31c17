import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the log keeps of a request: method, path and the names of the query parameters — never their
 * values, which may be a CPF, a phone or an e-mail (docs/API.md "Conventions").
 */
export function requestForLog(request: Pick<FastifyRequest, 'method' | 'url'> & { ip?: string }) {
  const [path, query = ''] = request.url.split('?', 2);
  const keys = [...new URLSearchParams(query).keys()];
  // Values never: a CPF, a phone, an e-mail or the API Pix fallback's `?hmac=` secret may be one.
  return {
    method: request.method,
    url: path,
    ...(keys.length ? { query: keys } : {}),
    ...(request.ip ? { remoteAddress: request.ip } : {}),
  };
}

const PARAMS_LINE = /\nparams: [^\n]*/g;

/**
 * An error as the log keeps it: a failed query keeps its SQL but not its parameters (drizzle puts
 * them in the message, the stack and `params`), which are the player's data.
 */
export function errorForLog(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const { params: _params, ...rest } = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrub = (text: unknown) => String(text ?? '').replace(PARAMS_LINE, '\nparams: [redacted]');
  // PostgreSQL's `detail` repeats the offending values ("Key (phone)=(+55…) already exists").
  if (rest.cause && typeof rest.cause === 'object') {
    const { detail: _detail, params: _p, ...cause } = rest.cause as Record<string, unknown>;
    rest.cause = cause;
  }
  return {
    ...rest,
    type: String(rest.type ?? 'Error'),
    message: scrub(rest.message),
    stack: scrub(rest.stack),
  };
}
