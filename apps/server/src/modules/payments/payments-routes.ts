import { payApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
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

/** Deposits (recharge info, orders, log) and the first-deposit reporting calls. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  rechargeInfoRoutes(app);
  rechargeOrderRoutes(app);
  firstDepositRoutes(app);
};

/** The recharge info deposits must come from. */
function rechargeInfoRoutes(app: RouteApp) {
  // onRequest: an anonymous call is answered 409 before its body or query is even read.
  const member = { onRequest: app.requireMember };

  app.route(
    fromDescriptor(payApi.info, {
      ...member,
      tags: ['payments'],
      summary: 'The recharge info (name, CPF, mobile, e-mail) deposits must come from',
      handler: async (request) => ok(await getRechargeInfo(requestContext(app, request), request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(payApi.saveInfo, {
      ...member,
      tags: ['payments'],
      summary: 'Saves the recharge info; one CPF per player, fixed after the first deposit',
      handler: async (request) =>
        ok(await saveRechargeInfo(requestContext(app, request), request.member.id, request.body)),
    }),
  );
}

/** Deposit orders: the limits, creating one, one order and the log. */
function rechargeOrderRoutes(app: RouteApp) {
  const member = { onRequest: app.requireMember };

  app.route(
    fromDescriptor(payApi.init, {
      ...member,
      tags: ['payments'],
      summary: 'Minimum, maximum, preset amounts and channels of a deposit',
      handler: async (request) => ok(await getRechargeInit(requestContext(app, request), request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(payApi.create, {
      ...member,
      tags: ['payments'],
      summary: 'Creates a deposit order with its Pix charge (Idempotency-Key header accepted)',
      handler: async (request) =>
        ok(
          await createRecharge(requestContext(app, request), {
            memberId: request.member.id,
            amount: request.body.amount,
            idempotencyKey: idempotencyKeyOf(request),
            locale: request.locale,
          }),
        ),
    }),
  );

  app.route(
    fromDescriptor(payApi.order, {
      ...member,
      tags: ['payments'],
      summary: "One of the player's deposit orders: wait | success | fail",
      handler: async (request) =>
        ok(await getRecharge(requestContext(app, request), request.member.id, request.query.order_no)),
    }),
  );

  app.route(
    fromDescriptor(payApi.record, {
      ...member,
      tags: ['payments'],
      summary: 'The recharge log, newest first',
      handler: async (request) => {
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
    }),
  );
}

/** The first-deposit reporting loop. */
function firstDepositRoutes(app: RouteApp) {
  const member = { onRequest: app.requireMember };

  app.route(
    fromDescriptor(payApi.userFb, {
      ...member,
      tags: ['payments'],
      summary: 'accumulated_recharge and is_fb for the first-deposit reporting loop (spec §4)',
      handler: async (request) => ok(await getUserFb(requestContext(app, request), request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(payApi.firstDepositReport, {
      ...member,
      tags: ['payments'],
      summary: 'Reports the first deposit once (pixId, ageCode); CONDITION_NOT_MET before any deposit',
      handler: async (request) =>
        ok(
          await reportFirstDeposit(requestContext(app, request), request.member.id, {
            pixId: request.query.pixId,
            ageCode: request.query.ageCode,
          }),
        ),
    }),
  );
}
