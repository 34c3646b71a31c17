import { authApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { createCaptcha } from './captcha-service.ts';

/** The picture code the login asks for after failures (docs/API.md "The picture code"). */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(authApi.captcha, {
      tags: ['auth'],
      summary: 'A single-use picture code for the login (SVG data URL)',
      handler: async () => ok(await createCaptcha(app.db, { secret: app.config.appSecret, now: app.now() })),
    }),
  );
};
