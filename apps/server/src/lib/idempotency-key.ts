import type { FastifyRequest } from 'fastify';
import { refuse } from './app-error.ts';

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/**
 * The optional `Idempotency-Key` header of a money-moving POST (docs/API.md "Idempotency"): undefined when
 * absent or empty, INVALID_FIELD when it is not 8–100 word characters or dashes.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  if (!IDEMPOTENCY_KEY.test(value)) refuse('INVALID_FIELD', { field: 'Idempotency-Key' });
  return value;
}
