import { rgApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { closeAccount, closureContext, previewClosure } from './closure-service.ts';

const tags = ['responsible gaming'];

/** Account closure (docs/API.md "Account closure"): what it would do, and doing it. */
export const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };

  app.route(
    fromDescriptor(rgApi.closePreview, {
      ...member,
      tags,
      summary: 'LGPD: what closing the account now would forfeit and keep, or why it must wait',
      handler: async (request) => ok(await previewClosure(closureContext(app, request), request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(rgApi.close, {
      ...member,
      tags,
      summary:
        'LGPD: closes the account now (withdrawable balance zero, no withdrawal on its way); bonuses are forfeited and the session ends',
      handler: async (request) => ok(await closeAccount(closureContext(app, request), request.member.id)),
    }),
  );
};
