import { withdrawApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { requestContext } from '../../lib/request-context.ts';
import { bindAccount, getAccounts } from './account-service.ts';
import { getDepositTerms } from './deposit-terms.ts';
import {
  applyWithdrawal,
  getWithdrawDetail,
  getWithdrawInit,
  listWithdrawRecord,
} from './withdraw-service.ts';

/** Withdrawal accounts, withdrawals and the payout results of the PSP (docs/API.md "Withdrawals"). */
export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  withdrawAccountRoutes(app);
  withdrawalRoutes(app);
};

/** The player's Pix accounts: the list and binding one. */
function withdrawAccountRoutes(app: RouteApp) {
  const member = { onRequest: app.requireMember };

  app.route(
    fromDescriptor(withdrawApi.accounts, {
      ...member,
      tags: ['withdraw'],
      summary: "The player's bound Pix accounts (masked)",
      handler: async (request) => ok(await getAccounts(requestContext(app, request), request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(withdrawApi.depositTerms, {
      ...member,
      tags: ['withdraw'],
      summary: 'What a deposit of this amount will require to become withdrawable, under the active profile',
      handler: async (request) =>
        ok(await getDepositTerms(requestContext(app, request), request.member.id, request.query.amount)),
    }),
  );

  app.route(
    fromDescriptor(withdrawApi.bind, {
      ...member,
      tags: ['withdraw'],
      summary: "Binds a Pix account (CPF type only; the player's own CPF; up to 3)",
      handler: async (request) =>
        ok(
          await bindAccount(requestContext(app, request), request.member.id, request.body),
          request.t('vip:bind.saved'),
        ),
    }),
  );
}

/** Applying for a withdrawal, and the player's withdrawals. */
function withdrawalRoutes(app: RouteApp) {
  const member = { onRequest: app.requireMember };

  app.route(
    fromDescriptor(withdrawApi.init, {
      ...member,
      tags: ['withdraw'],
      summary: 'Withdrawable, minimum, fee, times left today, maximum, window, accounts, blocking rule',
      handler: async (request) =>
        ok(
          await getWithdrawInit(requestContext(app, request), request.member.id, {
            closing: request.query.exit === 'closure',
          }),
        ),
    }),
  );

  app.route(
    fromDescriptor(withdrawApi.apply, {
      ...member,
      tags: ['withdraw'],
      summary: 'Applies for a withdrawal (Idempotency-Key header accepted)',
      handler: async (request) =>
        ok(
          await applyWithdrawal(requestContext(app, request), {
            memberId: request.member.id,
            body: request.body,
            idempotencyKey: idempotencyKeyOf(request),
          }),
          request.t('vip:withdraw.submitted'),
        ),
    }),
  );

  app.route(
    fromDescriptor(withdrawApi.record, {
      ...member,
      tags: ['withdraw'],
      summary: 'The withdraw log, newest first',
      handler: async (request) =>
        ok(await listWithdrawRecord(requestContext(app, request), request.member.id, request.query)),
    }),
  );

  app.route(
    fromDescriptor(withdrawApi.detail, {
      ...member,
      tags: ['withdraw'],
      summary: "One of the player's withdrawals, by order number",
      handler: async (request) =>
        ok(await getWithdrawDetail(requestContext(app, request), request.member.id, request.query.order_no)),
    }),
  );
}
