import {
  fbbQuery,
  fbbResult,
  payMemberQuery,
  rechargeCreateBody,
  rechargeInfo,
  rechargeInfoBody,
  rechargeInit,
  rechargeOrder,
  rechargeOrderQuery,
  rechargeRecord,
  rechargeRecordQuery,
  userFb,
} from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devHelpersReachable } from '../../lib/dev-helpers.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { requestContext } from '../../lib/request-context.ts';
import { getUserFb, reportFirstDeposit } from './first-deposit-service.ts';
import {
  createRecharge,
  getRecharge,
  getRechargeInfo,
  getRechargeInit,
  listRecharges,
  saveRechargeInfo,
} from './recharge-service.ts';

/** Deposits (recharge info, orders, log) and the first-deposit reporting calls of spec §4 and §7. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous call is answered 409 before its body or query is even read.
  const member = { onRequest: app.requireMember };

  app.get(
    '/recharge/info',
    {
      ...member,
      schema: {
        tags: ['payments'],
        summary: 'The recharge info (name, CPF, mobile, e-mail) deposits must come from',
        querystring: payMemberQuery,
        response: { 200: envelopeOf(rechargeInfo) },
      },
    },
    async (request) => ok(await getRechargeInfo(requestContext(app, request), request.member.id)),
  );

  app.post(
    '/recharge/info',
    {
      ...member,
      schema: {
        tags: ['payments'],
        summary: 'Saves the recharge info; one CPF per player, fixed after the first deposit',
        body: rechargeInfoBody,
        response: { 200: envelopeOf(rechargeInfo) },
      },
    },
    async (request) =>
      ok(await saveRechargeInfo(requestContext(app, request), request.member.id, request.body)),
  );

  app.get(
    '/recharge/init',
    {
      ...member,
      schema: {
        tags: ['payments'],
        summary: 'Minimum, maximum, preset amounts and channels of a deposit',
        querystring: payMemberQuery,
        response: { 200: envelopeOf(rechargeInit) },
      },
    },
    async (request) => ok(await getRechargeInit(requestContext(app, request), request.member.id)),
  );

  app.post(
    '/recharge/create',
    {
      ...member,
      schema: {
        tags: ['payments'],
        summary: 'Creates a deposit order with its Pix charge (Idempotency-Key header accepted)',
        body: rechargeCreateBody,
        response: { 200: envelopeOf(rechargeOrder) },
      },
    },
    async (request) =>
      ok(
        await createRecharge(requestContext(app, request), {
          memberId: request.member.id,
          amount: request.body.amount,
          idempotencyKey: idempotencyKeyOf(request),
          locale: request.locale,
        }),
      ),
  );

  app.get(
    '/recharge/order',
    {
      ...member,
      schema: {
        tags: ['payments'],
        summary: "One of the player's deposit orders: wait | success | fail",
        querystring: rechargeOrderQuery,
        response: { 200: envelopeOf(rechargeOrder) },
      },
    },
    async (request) =>
      ok(await getRecharge(requestContext(app, request), request.member.id, request.query.order_no)),
  );

  app.get(
    '/recharge/record',
    {
      ...member,
      schema: {
        tags: ['payments'],
        summary: 'The recharge log, newest first',
        querystring: rechargeRecordQuery,
        response: { 200: envelopeOf(rechargeRecord) },
      },
    },
    async (request) => {
      const { page, size, status } = request.query;
      return ok(
        await listRecharges(requestContext(app, request), {
          memberId: request.member.id,
          page,
          size,
          status,
        }),
      );
    },
  );

  app.get(
    '/user/fb',
    {
      ...member,
      schema: {
        tags: ['payments'],
        summary: 'accumulated_recharge and is_fb for the first-deposit reporting loop (spec §4)',
        querystring: payMemberQuery,
        response: { 200: envelopeOf(userFb) },
      },
    },
    async (request) => ok(await getUserFb(requestContext(app, request), request.member.id)),
  );

  app.get(
    '/activity/Fbb',
    {
      ...member,
      schema: {
        tags: ['payments'],
        summary: 'Reports the first deposit once (pixId, ageCode); CONDITION_NOT_MET before any deposit',
        querystring: fbbQuery,
        response: { 200: envelopeOf(fbbResult) },
      },
    },
    async (request) =>
      ok(
        await reportFirstDeposit(requestContext(app, request), request.member.id, {
          pixId: request.query.pixId,
          ageCode: request.query.ageCode,
        }),
      ),
  );
};
