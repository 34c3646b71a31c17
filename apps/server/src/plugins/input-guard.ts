import { findUnsafeText } from '@jl/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields that may hold line breaks and tabs (paragraphs); every other string may not. */
    multilineFields?: readonly string[];
  }
}

export function declaredLength(header: string | undefined): number {
  return header && /^\d{1,15}$/.test(header) ? Number(header) : 0;
}

/**
 * Every query, path parameter and body passes `findUnsafeText` (packages/core) before any route's
 * schema runs (docs/PRODUCT.md "Hostile input"): a NUL, control or bidi-override character anywhere is
 * INVALID_FIELD naming the field, and nesting beyond what any form sends is INVALID_BODY. This makes
 * the refusal a property of the server, not of each route; the contracts' `safeText` gives clients
 * the same rule. Raw string bodies (the signed PSP webhook) are checked by their route after the
 * signature.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance, options: { bodyLimit: number }) => {
  app.addHook('onRequest', async (request) => {
    // A declared length over the limit is refused before anything is read (413 in the envelope).
    if (declaredLength(request.headers['content-length']) > options.bodyLimit) {
      throw new AppError('BODY_TOO_LARGE', { httpStatus: 413 });
    }
  });
  app.addHook('preValidation', async (request) => {
    // A route may let named body fields hold paragraphs (`config: { multilineFields: ['message'] }`).
    const multiline = request.routeOptions.config?.multilineFields;
    const allowed = multiline ? new Set(multiline) : undefined;
    for (const source of [request.params, request.query, request.body]) {
      if (source === null || typeof source !== 'object') continue;
      const found = findUnsafeText(source, '', 0, source === request.body ? allowed : undefined);
      if (!found) continue;
      if ('tooDeep' in found) throw new AppError('INVALID_BODY');
      throw new AppError('INVALID_FIELD', { field: found.field });
    }
  });
});
