import { rgApi } from '@jl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requestContext } from '../../lib/request-context.ts';
import { exportMemberData } from './rg-export.ts';
import { formatWhen } from './rg-rules.ts';
import {
  answerRealityCheck,
  confirmLimitsChosen,
  getRgStatus,
  type RgContext,
  setLimit,
  setRealityInterval,
  startBlock,
} from './rg-service.ts';

/** The rg services take the one request context. */
export const rgContext = (app: FastifyInstance, request?: FastifyRequest): RgContext =>
  requestContext(app, request);

function who(request: FastifyRequest) {
  const m = request.member;
  return { memberId: m.id, sessionId: m.sessionId, sessionStartedAt: m.sessionStartedAt };
}

const tags = ['responsible gaming'];

/** Responsible gaming (docs/API.md "Responsible gaming"): limits, cool-off, self-exclusion, reality check, export. */
export const rgRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };
  const status = (request: FastifyRequest) => getRgStatus(rgContext(app, request), who(request));

  app.route(
    fromDescriptor(rgApi.status, {
      ...member,
      tags,
      summary: 'Limits with used amounts and pending changes, cool-off/exclusion, registry, reality check',
      handler: async (request) => ok(await status(request)),
    }),
  );

  app.route(
    fromDescriptor(rgApi.setLimit, {
      ...member,
      tags,
      summary: 'Sets, removes or cancels the pending change of one limit; looser limits wait 24 hours',
      handler: async (request) => {
        const result = await setLimit(rgContext(app, request), request.member.id, request.body);
        const msg =
          result.effect === 'scheduled'
            ? request.t('rg:limits.scheduled', {
                at: result.effective_at ? formatWhen(new Date(result.effective_at), request.locale) : '',
              })
            : request.t(request.body.cancel ? 'rg:limits.cancelled' : 'rg:limits.saved');
        return ok(await status(request), msg);
      },
    }),
  );

  app.route(
    fromDescriptor(rgApi.confirmLimits, {
      ...member,
      tags,
      summary: 'br-regulated sign-up step: the player confirms the limits they chose',
      handler: async (request) => {
        await confirmLimitsChosen(rgContext(app, request), request.member.id);
        return ok(await status(request));
      },
    }),
  );

  app.route(
    fromDescriptor(rgApi.cooloff, {
      ...member,
      tags,
      summary:
        'A break of 24 hours, 7 or 30 days: no stakes, deposits, rewards or marketing; withdrawals stay',
      handler: async (request) => {
        await startBlock(rgContext(app, request), request.member.id, 'cooloff', request.body.period);
        return ok(await status(request));
      },
    }),
  );

  app.route(
    fromDescriptor(rgApi.exclude, {
      ...member,
      tags,
      summary: 'Self-exclusion for 6 months, 1 year or permanently; it cannot be shortened',
      handler: async (request) => {
        await startBlock(rgContext(app, request), request.member.id, 'exclusion', request.body.period);
        return ok(await status(request));
      },
    }),
  );

  app.route(
    fromDescriptor(rgApi.realityCheck, {
      ...member,
      tags,
      summary: 'Sets the reality-check interval (`minutes`) or records the answer to one (`choice`)',
      handler: async (request) => {
        const ctx = rgContext(app, request);
        if (request.body.choice) await answerRealityCheck(ctx, who(request), request.body.choice);
        if (request.body.minutes !== undefined)
          await setRealityInterval(ctx, request.member.id, request.body.minutes);
        return ok(await status(request));
      },
    }),
  );

  app.get(
    '/user/export',
    {
      ...member,
      schema: {
        tags,
        summary: 'LGPD: the player’s data and full history as a JSON file (attachment)',
      },
    },
    async (request, reply) => {
      const data = await exportMemberData(app.db, request.member.id, app.now());
      const body = JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="meus-dados-${request.member.id}.json"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
