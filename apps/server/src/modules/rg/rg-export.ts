import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  gameRounds,
  ledgerAccounts,
  ledgerEntries,
  members,
  rechargeInfo,
  rechargeOrders,
  withdrawAccounts,
  withdrawals,
} from '../../db/schema.ts';
import { listActions, listLimits } from './rg-repository.ts';

/**
 * The player's data and full history as one JSON file (LGPD art. 18 II and V; Lei 14.790 art. 27):
 * profile, ledger entries, rounds, deposits, withdrawals, limits and responsible-gaming decisions.
 * Read-only. Every module calls rg inside its own transactions, so rg cannot call them back: it reads
 * their typed tables instead, declared as the module's joins.
 * Secrets (password hashes, tokens, seeds not yet revealed) are never part of it.
 */

type Row = Record<string, unknown>;
const e = alias(ledgerEntries, 'e');
const a = alias(ledgerAccounts, 'a');
const r = gameRounds;
const o = rechargeOrders;
async function rows(db: Executor, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

export async function exportMemberData(db: Executor, memberId: bigint, now: Date) {
  const id = String(memberId);
  const [profile] = await rows(
    db,
    sql`select ${members.id}::text as id, ${members.phone} as phone, ${members.nickname} as nickname,
          ${members.inviteCode} as invite_code, ${members.vipLevel} as vip_level, ${members.regIp} as reg_ip,
          ${members.createdAt} as created_at, ${members.lastLoginAt} as last_login_at
        from ${members} where ${members.id} = ${id}::bigint`,
  );
  const [info, ledger, rounds, deposits, payouts, accounts, limits, actions] = await Promise.all([
    rows(
      db,
      sql`select ${rechargeInfo.name} as name, ${rechargeInfo.cpf} as cpf, ${rechargeInfo.mobile} as mobile,
            ${rechargeInfo.email} as email, ${rechargeInfo.updatedAt} as updated_at
          from ${rechargeInfo} where ${rechargeInfo.memberId} = ${id}::bigint`,
    ),
    rows(
      db,
      sql`select ${e.id}::text as id, ${a.kind} as account, ${e.code} as code,
            ${e.amount}::text as amount_cents, ${e.balanceAfter}::text as balance_after_cents,
            ${e.createdAt} as created_at
          from ${ledgerEntries} ${e} join ${ledgerAccounts} ${a} on ${a.id} = ${e.accountId}
          where ${a.memberId} = ${id}::bigint order by ${e.id}`,
    ),
    rows(
      db,
      sql`select ${r.id}::text as id, ${r.gameCode} as game_code, ${r.bet}::text as bet_cents,
            ${r.win}::text as win_cents, ${r.balanceBefore}::text as balance_before_cents,
            ${r.balanceAfter}::text as balance_after_cents, ${r.serverSeedHash} as server_seed_hash,
            ${r.clientSeed} as client_seed, ${r.nonce}::text as nonce, ${r.createdAt} as created_at
          from ${r} where ${r.memberId} = ${id}::bigint order by ${r.id}`,
    ),
    rows(
      db,
      sql`select ${o.orderNo} as order_no, ${o.amountCents}::text as amount_cents, ${o.status} as status,
            ${o.createdAt} as created_at, ${o.paidAt} as paid_at
          from ${o} where ${o.memberId} = ${id}::bigint order by ${o.id}`,
    ),
    rows(
      db,
      sql`select * from ${withdrawals} where ${withdrawals.memberId} = ${id}::bigint order by ${withdrawals.id}`,
    ),
    rows(
      db,
      sql`select * from ${withdrawAccounts} where ${withdrawAccounts.memberId} = ${id}::bigint
          order by ${withdrawAccounts.id}`,
    ),
    listLimits(db, memberId),
    listActions(db, memberId),
  ]);
  return {
    exported_at: now.toISOString(),
    profile: { ...profile, recharge_info: info[0] ?? null },
    ledger,
    rounds,
    deposits,
    withdrawals: payouts,
    withdraw_accounts: accounts,
    limits: limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amountCents?.toString() ?? null,
      pending_amount: l.pendingAmountCents?.toString() ?? null,
      pending_effective_at: l.pendingEffectiveAt,
    })),
    responsible_gaming_log: actions.map((a) => ({ action: a.action, detail: a.detail, at: a.at })),
  };
}
