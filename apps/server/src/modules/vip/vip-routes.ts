import { vipApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { getVipInfo, receiveVipReward } from './vip-service.ts';

/** VIP levels: `GET /vip/info`, `POST /vip/receive` (docs/API.md "VIP"). */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous call is answered 409 before its body or query is read.
  const member = { onRequest: app.requireMember };
  const tags = ['vip'];

  app.route(
    fromDescriptor(vipApi.info, {
      ...member,
      tags,
      summary: 'VIP level, progress toward the next level, and the VIP table with reward states',
      handler: async (request) => ok(await getVipInfo(app.db, request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(vipApi.receive, {
      ...member,
      tags,
      summary: "Receives a reached level's reward (type 6 'grade'), once per level",
      handler: async (request) =>
        ok(
          await receiveVipReward(app.db, request.member.id, request.body.level, app.now(), request.locale),
          request.t('common:messages.received'),
        ),
    }),
  );
};
