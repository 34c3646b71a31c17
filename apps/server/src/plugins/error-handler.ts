import { ENVELOPE, type ErrorCode, resolveLocale, translate } from '@jl/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/**
 * The media type of every envelope; a custom serializer leaves the header unset unless it is named, and every
 * envelope must say it is JSON.
 */
export const ENVELOPE_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A refusal envelope as sent: status, JSON content type, serialised without the route's success schema. */
function sendEnvelope(
  reply: FastifyReply,
  status: number,
  body: { code: number; msg: string; data: unknown },
) {
  return reply.status(status).type(ENVELOPE_CONTENT_TYPE).serializer(JSON.stringify).send(body);
}

/** A zod message written as "namespace:key" is a catalog key (e.g. a docs/SPECIFICATION.md §5 validation message). */
const MESSAGE_KEY = /^[a-z]+:[\w.]+$/;

type Refusal = { error: ErrorCode; field?: string; messageKey?: string };

/** Refusals whose message names a field. */
const FIELD_ERRORS = new Set<ErrorCode>(['INVALID_FIELD', 'REQUIRED_FIELD', 'UNKNOWN_FIELD']);

/**
 * Fastify's own refusals that happen before routing (a malformed URL, a path parameter over the
 * router's length limit): the envelope too, as a not-found, never Fastify's own plain answer. They arrive
 * before the i18n hook, so the message is translated here from the `lang` header.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers.lang;
  const locale = resolveLocale(Array.isArray(header) ? header[0] : header);
  request.log.info({ code: error.code }, 'request refused before routing');
  reply.header('x-request-id', request.id);
  return reply
    .status(404)
    .type(ENVELOPE_CONTENT_TYPE)
    .send(
      JSON.stringify({
        code: ENVELOPE.REFUSED,
        msg: translate(locale, 'errors:NOT_FOUND'),
        data: { error: 'NOT_FOUND' },
      }),
    );
}

/** The value the client sent at a dotted path of the body or query (undefined when absent). */
function sentValue(request: FastifyRequest, error: FastifyError, path: string): unknown {
  const sources: Record<string, unknown> = { querystring: request.query, params: request.params };
  const source = sources[error.validationContext ?? ''] ?? request.body;
  return path.split('.').reduce<unknown>((node, key) => {
    return node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }, source);
}

function describeValidation(request: FastifyRequest, error: FastifyError): Refusal {
  const first = error.validation?.[0] as
    | { keyword: string; instancePath: string; message?: string; params?: { keys?: string[] } }
    | undefined;
  const path = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  // Without a path the body as a whole failed (not an object, nothing sent): say so, never "field ''".
  if (!first || (!path && first.keyword !== 'unrecognized_keys')) {
    return error.validationContext === 'body' || !error.validationContext
      ? { error: 'INVALID_BODY' }
      : { error: 'INVALID_FIELD', field: error.validationContext };
  }
  if (first.keyword === 'unrecognized_keys') {
    const field = [path, first.params?.keys?.[0]].filter(Boolean).join('.');
    return { error: 'UNKNOWN_FIELD', field };
  }
  const messageKey = first.message && MESSAGE_KEY.test(first.message) ? first.message : undefined;
  // A field that was not sent (or sent empty) is REQUIRED_FIELD whatever message its schema carries.
  const value = path ? sentValue(request, error, path) : undefined;
  const missing = Boolean(path) && (value === undefined || value === '');
  return { error: missing ? 'REQUIRED_FIELD' : 'INVALID_FIELD', field: path || undefined, messageKey };
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, envelope: number, r: Refusal) {
  const vars = { field: r.field ?? '' };
  const key = !r.field && FIELD_ERRORS.has(r.error) ? 'errors:INVALID_BODY' : r.messageKey;
  const msg = request.t(key ?? `errors:${r.error}`, vars);
  const data = r.field ? { error: r.error, field: r.field } : { error: r.error };
  return sendEnvelope(reply, status, { code: envelope, msg, data });
}

/**
 * One error handler: refusals become `{code: 0|302|409, msg, data: {error, field?}}` in the player's
 * language; faults are logged with the request id and answered without internals.
 */
/** A refusal's variable written as a catalog key ("vip:status.rejected") is said in the request's language. */
function localVars(request: FastifyRequest, vars: Record<string, string | number> = {}) {
  return Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [
      k,
      typeof v === 'string' && MESSAGE_KEY.test(v) ? request.t(v) : v,
    ]),
  );
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    // Every answer carries its request id, the key to the server log (docs/API.md).
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { field, messageKey, vars, envelope = ENVELOPE.REFUSED, httpStatus = 200 } = error.options;
      // A field refusal without a field would read "The field  is invalid": say the body is invalid.
      const key = !field && FIELD_ERRORS.has(error.error) ? 'errors:INVALID_BODY' : messageKey;
      const msg = request.t(key ?? `errors:${error.error}`, {
        field: field ?? '',
        ...localVars(request, vars),
      });
      const data = field ? { error: error.error, field } : { error: error.error };
      return sendEnvelope(reply, httpStatus, { code: envelope, msg, data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(request, reply, 200, ENVELOPE.REFUSED, describeValidation(request, error));
    }
    if (error.statusCode === 429) {
      return send(request, reply, 429, ENVELOPE.REFUSED, { error: 'RATE_LIMITED' });
    }
    if (error.statusCode === 413) {
      // Refused from Content-Length (or at the limit while streaming): the body is never read whole.
      return send(request, reply, 413, ENVELOPE.REFUSED, { error: 'BODY_TOO_LARGE' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Body parser and content-type failures: the request itself was unreadable.
      request.log.info({ err: error }, 'unreadable request');
      return send(request, reply, 200, ENVELOPE.REFUSED, { error: 'MALFORMED_BODY' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, ENVELOPE.REFUSED, { error: 'INTERNAL' });
  });
});
