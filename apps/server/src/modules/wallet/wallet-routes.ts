import { formatMoney, parseDecimal, toDecimal, type WalletInfo, walletApi } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOnce, idempotentCallOf } from '../../idempotency/index.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { listFundLog } from './fund-log.ts';
import { getWallet, unlockWallet, type Wallet } from './wallet-service.ts';
import { listWagerSources } from './wallet-sources.ts';
import { inMoneyTransaction } from './wallet-transaction.ts';

/** Wallet as the wire shows it: decimal strings. */
export function walletInfoOf(wallet: Wallet): WalletInfo {
  return {
    balance: toDecimal(wallet.balance),
    withdrawable: toDecimal(wallet.withdrawable),
    locked: toDecimal(wallet.locked),
    team_bonus: toDecimal(wallet.teamBonus),
    withdraw_pending: toDecimal(wallet.withdrawPending),
    wager_required: toDecimal(wallet.wagerRequired),
    wager_done: toDecimal(wallet.wagerDone),
    wager_remaining: toDecimal(wallet.wagerRemaining),
    can_unlock: wallet.canUnlock,
  };
}

/** The optional `Idempotency-Key` header of a money-moving POST, scoped to the member. */
export function clientKey(request: FastifyRequest, scope: string): string | undefined {
  const value = idempotencyKeyOf(request);
  return value === undefined ? undefined : `${scope}:${request.member.id}:${value}`;
}

/** The player's wallet (Mine card), "unlock withdrawals" and the fund log. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(walletApi.wagering, {
      preHandler: app.requireMember,
      tags: ['wallet'],
      summary: 'Wagering per source: each open deposit and bonus with its requirement and progress',
      handler: async (request) => {
        const [wallet, sources] = await Promise.all([
          getWallet(app.db, request.member.id),
          listWagerSources(app.db, request.member.id),
        ]);
        return ok({
          sources: sources.map((s) => ({
            kind: s.kind,
            code: s.code,
            amount: toDecimal(s.amount),
            required: toDecimal(s.required),
            done: toDecimal(s.done),
            at: s.at.toISOString(),
          })),
          required: toDecimal(wallet.wagerRequired),
          done: toDecimal(wallet.wagerDone),
          locked: toDecimal(wallet.locked),
          can_unlock: wallet.canUnlock,
        });
      },
    }),
  );

  app.route(
    fromDescriptor(walletApi.info, {
      preHandler: app.requireMember,
      tags: ['wallet'],
      summary: 'Balances and wagering (Mine wallet card)',
      handler: async (request) => ok(walletInfoOf(await getWallet(app.db, request.member.id))),
    }),
  );

  app.route(
    fromDescriptor(walletApi.unlock, {
      preHandler: app.requireMember,
      tags: ['wallet'],
      summary: 'Unlock withdrawals: moves the locked balance to withdrawable once wagering is met (type 26)',
      handler: async (request) => {
        const memberId = request.member.id;
        const idempotencyKey = clientKey(request, 'unlock');
        const answer = await answerOnce(
          app.db,
          idempotentCallOf(request, memberId, app.now()),
          async (db) => {
            const { unlocked } = await inMoneyTransaction(db, (tx) =>
              unlockWallet(tx, memberId, { idempotencyKey }),
            );
            return { unlocked: toDecimal(unlocked), wallet: walletInfoOf(await getWallet(db, memberId)) };
          },
        );
        const unlocked = parseDecimal(answer.unlocked) ?? 0;
        return ok(
          answer,
          request.t('wallet:wallet.unlocked', { amount: formatMoney(unlocked, request.locale) }),
        );
      },
    }),
  );

  app.route(
    fromDescriptor(walletApi.fundLog, {
      preHandler: app.requireMember,
      tags: ['wallet'],
      summary: 'Fund log: entries on the withdrawable and locked balances, newest first',
      handler: async (request) =>
        ok(await listFundLog(app.db, request.member.id, request.query, (k, v) => request.t(k, v))),
    }),
  );
};
