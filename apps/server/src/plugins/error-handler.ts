import { ENVELOPE, type ErrorCode } from '@jl/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** A zod message written as "namespace:key" is a catalog key (e.g. a spec §5 validation message). */
const MESSAGE_KEY = /^[a-z]+:[\w.]+$/;

type Refusal = { error: ErrorCode; field?: string; messageKey?: string };

/** The value the client sent at a dotted path of the body or query (undefined when absent). */
function sentValue(request: FastifyRequest, error: FastifyError, path: string): unknown {
  const source = error.validationContext === 'querystring' ? request.query : request.body;
  return path.split('.').reduce<unknown>((node, key) => {
    return node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }, source);
}

function describeValidation(request: FastifyRequest, error: FastifyError): Refusal {
  const first = error.validation?.[0] as
    | { keyword: string; instancePath: string; message?: string; params?: { keys?: string[] } }
    | undefined;
  if (!first) return { error: 'INVALID_FIELD' };
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
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
  const msg = request.t(r.messageKey ?? `errors:${r.error}`, vars);
  const data = r.field ? { error: r.error, field: r.field } : { error: r.error };
  // Refusals bypass the route's success schema.
  return reply.status(status).serializer(JSON.stringify).send({ code: envelope, msg, data });
}

/**
 * One error handler: refusals become `{code: 0|302|409, msg, data: {error, field?}}` in the player's
 * language; faults are logged with the request id and answered without internals.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { field, messageKey, vars, envelope = ENVELOPE.REFUSED, httpStatus = 200 } = error.options;
      const msg = request.t(messageKey ?? `errors:${error.error}`, { field: field ?? '', ...vars });
      const data = field ? { error: error.error, field } : { error: error.error };
      return reply.status(httpStatus).serializer(JSON.stringify).send({ code: envelope, msg, data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(request, reply, 200, ENVELOPE.REFUSED, describeValidation(request, error));
    }
    if (error.statusCode === 429) {
      return send(request, reply, 429, ENVELOPE.REFUSED, { error: 'RATE_LIMITED' });
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
