import type { TLSSocket } from 'node:tls';
import { findUnsafeText } from '@jl/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requestContext } from '../../lib/request-context.ts';
import { declaredLength } from '../../plugins/input-guard.ts';
import { type Receipt, receivePix } from './pix-webhook-service.ts';

/** The webhook's answer to the PSP: code 1 acknowledges every event of the call. */
const webhookResult = z.object({
  received: z.number().int(),
  receipts: z.array(
    z.object({
      endToEndId: z.string(),
      disposition: z.string(),
      duplicate: z.boolean(),
      refundStatus: z.string().nullable(),
    }),
  ),
  payouts: z.number().int(),
});

/** What the transport knows about the caller (the API Pix authenticates it by client certificate). */
function peerOf(request: FastifyRequest) {
  const socket = request.raw.socket as Partial<TLSSocket>;
  const query: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') query[key] = value;
  }
  return {
    ip: request.ip,
    query,
    clientCertificateVerified: socket.encrypted === true && socket.authorized === true,
  };
}

/**
 * `POST /payments/pix/webhook`: the PSP's notifications. In this encapsulated plugin every body is
 * kept as the raw string, because the HMAC-SHA256 signature covers the exact bytes sent; the body is
 * parsed only after the signature checks out. A bad signature answers HTTP 401 with nothing written.
 * Anything else answers 200 with code 1 (acknowledged: the PSP stops retrying) or code 0 (retried).
 */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export const pixWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  // A PSP notification is a few kilobytes: a larger declared body is refused (413) before it is read
  // or its signature computed; one without a declared length stops being read at the limit.
  app.addHook('onRequest', async (request) => {
    if (declaredLength(request.headers['content-length']) > WEBHOOK_BODY_LIMIT) {
      throw new AppError('BODY_TOO_LARGE', { httpStatus: 413 });
    }
  });

  // The API Pix posts to the registered URL + "/pix": same handler, same checks.
  for (const path of ['/payments/pix/webhook', '/payments/pix/webhook/pix'])
    app.post(
      path,
      {
        config: { rateLimit: false },
        schema: {
          tags: ['payments'],
          summary:
            "The PSP's notification: signed (x-signature: sha256=<HMAC of the raw body>) or, for the API Pix ({pix:[…]} at …/pix), over mTLS",
          response: { 200: envelopeOf(webhookResult) },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!app.pix.verifyWebhook(raw, request.headers, peerOf(request))) {
          request.log.warn({ ip: request.ip }, 'pix webhook with a bad signature');
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', { httpStatus: 401 });
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new AppError('MALFORMED_BODY', { httpStatus: 400 });
        }
        // A signed body is still checked like any input (jsonb refuses \u0000 outright).
        if (findUnsafeText(json)) throw new AppError('MALFORMED_BODY', { httpStatus: 400 });
        const events = app.pix.parseWebhook(json);
        if (!events) throw new AppError('MALFORMED_BODY', { httpStatus: 400 });
        const ctx = requestContext(app, request);
        const receipts: Receipt[] = [];
        let payouts = 0;
        for (const event of events) {
          if (event.type === 'pix.received') {
            receipts.push(await receivePix(ctx, event, json));
            continue;
          }
          const handler = app.pixPayouts.handler;
          // No withdraw module to apply it yet: not acknowledged, so the PSP delivers it again later.
          if (!handler) throw new AppError('PIX_UNAVAILABLE', { httpStatus: 503 });
          if (!(await handler(event))) throw new AppError('NOT_FOUND', { httpStatus: 404 });
          payouts += 1;
        }
        return ok({ received: events.length, receipts, payouts });
      },
    );
};
