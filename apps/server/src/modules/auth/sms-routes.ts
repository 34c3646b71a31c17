import { authApi, outboxQuery, outboxResult } from '@jl/core';
import { parsePhoneBR } from '@jl/core/br/phone.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/app-error.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { devHelpersOnly } from '../../lib/dev-helpers.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { createTwilioProvider } from '../../providers/sms/twilio-provider.ts';
import { authRateLimit } from './auth-routes.ts';
import { createOutboxProvider, listOutbox, type SmsProvider } from './sms-provider.ts';
import { SMS_RULES, sendSmsCode } from './sms-service.ts';

/** `POST /sms/send`, and in development and tests the outbox that stands in for a gateway. */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The outbox is refused in production (config/env.ts); Twilio's settings are validated there.
  const twilio = app.config.providers.twilio;
  const provider: SmsProvider = twilio
    ? createTwilioProvider(twilio)
    : createOutboxProvider(app.db, () => app.now());

  app.route(
    fromDescriptor(authApi.smsSend, {
      config: authRateLimit(app),
      tags: ['auth'],
      summary: 'Sends a one-time 6-digit code for registration or a password reset',
      handler: async (request) => {
        const phone = parsePhoneBR(request.body.phone) ?? refuse('INVALID_FIELD', { field: 'phone' });
        const minutes = SMS_RULES.codeTtlMs / 60_000;
        const sent = await sendSmsCode(app.db, provider, {
          phone,
          scene: request.body.scene,
          ip: request.ip,
          secret: app.config.appSecret,
          now: app.now(),
          text: (code) => request.t('auth:sms.code', { code, minutes }),
          log: request.log,
        });
        return ok({ resend_after: sent.resendAfterSeconds, expires_in: sent.expiresInSeconds });
      },
    }),
  );

  if (app.config.isProduction) return;
  app.get(
    '/dev/outbox',
    {
      onRequest: devHelpersOnly(app.config),
      schema: {
        tags: ['dev'],
        summary:
          'Development only (loopback clients unless DEV_HELPERS_OPEN): the messages the outbox SMS provider kept, newest first',
        querystring: outboxQuery,
        response: { 200: envelopeOf(outboxResult) },
      },
    },
    async (request) => {
      const phone = request.query.phone
        ? (parsePhoneBR(request.query.phone) ?? request.query.phone)
        : undefined;
      const rows = await listOutbox(app.db, phone);
      return ok({
        list: rows.map((r) => ({
          id: String(r.id),
          phone: r.phone,
          text: r.text,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );
};
