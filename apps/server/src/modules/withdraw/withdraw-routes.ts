import {
  withdrawAccountList,
  withdrawAccountsQuery,
  withdrawApplyBody,
  withdrawApplyResult,
  withdrawBindBody,
  withdrawDetailQuery,
  withdrawInit,
  withdrawItem,
  withdrawRecord,
  withdrawRecordQuery,
} from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { requestContext } from '../../lib/request-context.ts';
import { bindAccount, getAccounts } from './account-service.ts';
import { payoutEventHandler, reconcilePayouts } from './payout-service.ts';
import {
  applyWithdrawal,
  getWithdrawDetail,
  getWithdrawInit,
  listWithdrawRecord,
} from './withdraw-service.ts';

/** How often payouts without a result are reconciled (see reconcilePayouts), by one process. */
const RECONCILE_EVERY_SECONDS = 60;

/** Withdrawal accounts, withdrawals and the payout results of the PSP (docs/API.md "Withdrawals"). */
export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };

  // The payments webhook hands payout events to this module.
  app.pixPayouts.set(payoutEventHandler(requestContext(app)));
  app.jobs.define({
    name: 'withdraw.reconcile-payouts',
    description: 'Sends approved payouts never sent and asks the PSP about payouts without a result',
    schedule: { everySeconds: RECONCILE_EVERY_SECONDS },
    // Idempotent by withdrawal (the PSP call is keyed by its id), with calls outside the database.
    mode: 'items',
    run: async () => `${await reconcilePayouts(requestContext(app))} payouts looked at`,
  });

  app.get(
    '/withdraw/accounts',
    {
      ...member,
      schema: {
        tags: ['withdraw'],
        summary: "The player's bound Pix accounts (masked)",
        querystring: withdrawAccountsQuery,
        response: { 200: envelopeOf(withdrawAccountList) },
      },
    },
    async (request) => ok(await getAccounts(requestContext(app, request), request.member.id)),
  );

  app.post(
    '/withdraw/bind',
    {
      ...member,
      schema: {
        tags: ['withdraw'],
        summary: "Binds a Pix account (CPF type only; the player's own CPF; up to 3)",
        body: withdrawBindBody,
        response: { 200: envelopeOf(withdrawAccountList) },
      },
    },
    async (request) =>
      ok(
        await bindAccount(requestContext(app, request), request.member.id, request.body),
        request.t('vip:bind.saved'),
      ),
  );

  app.get(
    '/withdraw/init',
    {
      ...member,
      schema: {
        tags: ['withdraw'],
        summary: 'Withdrawable, minimum, fee, times left today, maximum, window, accounts, blocking rule',
        querystring: withdrawAccountsQuery,
        response: { 200: envelopeOf(withdrawInit) },
      },
    },
    async (request) => ok(await getWithdrawInit(requestContext(app, request), request.member.id)),
  );

  app.post(
    '/withdraw/apply',
    {
      ...member,
      schema: {
        tags: ['withdraw'],
        summary: 'Applies for a withdrawal (Idempotency-Key header accepted)',
        body: withdrawApplyBody,
        response: { 200: envelopeOf(withdrawApplyResult) },
      },
    },
    async (request) =>
      ok(
        await applyWithdrawal(requestContext(app, request), {
          memberId: request.member.id,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
        }),
        request.t('vip:withdraw.submitted'),
      ),
  );

  app.get(
    '/withdraw/record',
    {
      ...member,
      schema: {
        tags: ['withdraw'],
        summary: 'The withdraw log, newest first',
        querystring: withdrawRecordQuery,
        response: { 200: envelopeOf(withdrawRecord) },
      },
    },
    async (request) =>
      ok(await listWithdrawRecord(requestContext(app, request), request.member.id, request.query)),
  );

  app.get(
    '/withdraw/detail',
    {
      ...member,
      schema: {
        tags: ['withdraw'],
        summary: "One of the player's withdrawals, by order number",
        querystring: withdrawDetailQuery,
        response: { 200: envelopeOf(withdrawItem) },
      },
    },
    async (request) =>
      ok(await getWithdrawDetail(requestContext(app, request), request.member.id, request.query.order_no)),
  );
};
