import { vipInfo, vipInfoQuery, vipReceiveBody, vipReceiveResult } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { getVipInfo, receiveVipReward, vipLevelHandler } from './vip-service.ts';

/** VIP levels: `GET /vip/info`, `POST /vip/receive` (docs/API.md "VIP"). */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.events.on(vipLevelHandler);
  // onRequest: an anonymous call is answered 409 before its body or query is read.
  const member = { onRequest: app.requireMember };

  app.get(
    '/vip/info',
    {
      ...member,
      schema: {
        tags: ['vip'],
        summary: 'VIP level, progress toward the next level, and the VIP table with reward states',
        querystring: vipInfoQuery,
        response: { 200: envelopeOf(vipInfo) },
      },
    },
    async (request) => ok(await getVipInfo(app.db, request.member.id)),
  );

  app.post(
    '/vip/receive',
    {
      ...member,
      schema: {
        tags: ['vip'],
        summary: "Receives a reached level's reward (type 6 'grade'), once per level",
        body: vipReceiveBody,
        response: { 200: envelopeOf(vipReceiveResult) },
      },
    },
    async (request) =>
      ok(
        await receiveVipReward(app.db, request.member.id, request.body.level, app.now()),
        request.t('common:messages.received'),
      ),
  );
};
