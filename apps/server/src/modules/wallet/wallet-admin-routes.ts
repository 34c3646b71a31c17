import { staffWalletApi, toDecimal } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff } from '../admin/index.ts';
import { getWallet } from './wallet-service.ts';

type EntryRow = {
  id: string;
  transfer_id: string;
  created_at: string;
  code: number;
  kind: string;
  amount: string;
  balance_after: string;
};

/**
 * A player's wallet in the back office (support, finance): the balances and every ledger entry on
 * the player's accounts, newest first, each with the account's balance after it (the running
 * balance the ledger stores, so the page needs no sums).
 */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  playerWalletRoute(app);
};

/** A player's balances and ledger entries (support, finance). */
function playerWalletRoute(app: RouteApp) {
  app.route(
    fromDescriptor(staffWalletApi.playerWallet, {
      onRequest: requireStaff(['support', 'finance']),
      tags: ['admin'],
      summary: 'A player’s balances and ledger entries with the running balance of each account',
      handler: async (request) => {
        const memberId = request.params.id;
        const { page, size } = request.query;
        const wallet = await getWallet(app.db, BigInt(memberId));
        const where = sql`a.member_id = ${memberId}::bigint`;
        const [rows, total] = await Promise.all([
          app.db.execute(sql`select e.id::text as id, e.transfer_id::text as transfer_id, e.created_at, e.code, a.kind,
            e.amount::text as amount, e.balance_after::text as balance_after
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where ${where} order by e.id desc limit ${size} offset ${(page - 1) * size}`),
          app.db.execute(
            sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id where ${where}`,
          ),
        ]);
        return ok({
          wallet: {
            cash: toDecimal(wallet.withdrawable),
            locked: toDecimal(wallet.locked),
            team_bonus: toDecimal(wallet.teamBonus),
            withdraw_hold: toDecimal(wallet.withdrawPending),
            wager_required: toDecimal(wallet.wagerRequired),
            wager_done: toDecimal(wallet.wagerDone),
          },
          entries: {
            list: (rows as unknown as { rows: EntryRow[] }).rows.map((r) => ({
              id: r.id,
              transfer_id: r.transfer_id,
              created_at: new Date(r.created_at).toISOString(),
              code: Number(r.code),
              account: r.kind,
              amount: toDecimal(BigInt(r.amount)),
              balance_after: toDecimal(BigInt(r.balance_after)),
            })),
            total: Number((total as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0),
            page,
            size,
          },
        });
      },
    }),
  );
}
