import { supportApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { createTicket, getMemberTicket, listMemberTickets, replyAsMember } from './support-service.ts';

const tags = ['support'];

/** The player's support tickets (docs/API.md "Support tickets"), from the service page. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };
  // Per-IP ceiling on writing (the per-player limits live in the service); the message may have paragraphs.
  const WRITE_LIMIT = {
    rateLimit: { max: app.config.SUPPORT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
    multilineFields: ['message'],
  };

  app.route(
    fromDescriptor(supportApi.open, {
      ...member,
      config: WRITE_LIMIT,
      tags,
      summary: 'Opens a ticket: subject, message and an optional round or order of the player’s own',
      handler: async (request) =>
        ok(
          await createTicket(app.db, request.member.id, request.body, app.now()),
          request.t('common:tickets.created'),
        ),
    }),
  );

  app.route(
    fromDescriptor(supportApi.list, {
      ...member,
      tags,
      summary: 'The player’s tickets, most recently active first',
      handler: async (request) => {
        const { page, size } = request.query;
        return ok({ ...(await listMemberTickets(app.db, request.member.id, page, size)), page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(supportApi.ticket, {
      ...member,
      tags,
      summary: 'One of the player’s tickets with its conversation (another player’s: not found)',
      handler: async (request) =>
        ok(await getMemberTicket(app.db, request.member.id, BigInt(request.params.id))),
    }),
  );

  app.route(
    fromDescriptor(supportApi.reply, {
      ...member,
      config: WRITE_LIMIT,
      tags,
      summary: 'The player’s reply; a closed ticket opens again',
      handler: async (request) =>
        ok(
          await replyAsMember(
            app.db,
            request.member.id,
            BigInt(request.params.id),
            request.body.message,
            app.now(),
          ),
          request.t('common:tickets.sent'),
        ),
    }),
  );
};
