import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listActions, listLimits } from './rg-repository.ts';

/**
 * The player's data and full history as one JSON file (LGPD art. 18 II and V; Lei 14.790 art. 27):
 * profile, ledger entries, rounds, deposits, withdrawals, limits and responsible-gaming decisions.
 * Read-only; the other modules' tables are read by name so that no module has to call back into rg.
 * Secrets (password hashes, tokens, seeds not yet revealed) are never part of it.
 */

type Row = Record<string, unknown>;
async function rows(db: Executor, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

export async function exportMemberData(db: Executor, memberId: bigint, now: Date) {
  const id = String(memberId);
  const [profile] = await rows(
    db,
    sql`select id::text, phone, nickname, invite_code, vip_level, reg_ip, created_at, last_login_at
        from members where id = ${id}::bigint`,
  );
  const [rechargeInfo, ledger, rounds, deposits, withdrawals, accounts, limits, actions] = await Promise.all([
    rows(
      db,
      sql`select name, cpf, mobile, email, updated_at from recharge_info where member_id = ${id}::bigint`,
    ),
    rows(
      db,
      sql`select e.id::text, a.kind as account, e.code, e.amount::text as amount_cents,
            e.balance_after::text as balance_after_cents, e.created_at
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.member_id = ${id}::bigint order by e.id`,
    ),
    rows(
      db,
      sql`select id::text, game_code, bet::text as bet_cents, win::text as win_cents,
            balance_before::text as balance_before_cents, balance_after::text as balance_after_cents,
            server_seed_hash, client_seed, nonce::text, created_at
          from game_rounds where member_id = ${id}::bigint order by id`,
    ),
    rows(
      db,
      sql`select order_no, amount_cents::text, status, created_at, paid_at
          from recharge_orders where member_id = ${id}::bigint order by id`,
    ),
    rows(db, sql`select * from withdrawals where member_id = ${id}::bigint order by id`),
    rows(db, sql`select * from withdraw_accounts where member_id = ${id}::bigint order by id`),
    listLimits(db, memberId),
    listActions(db, memberId),
  ]);
  return {
    exported_at: now.toISOString(),
    profile: { ...profile, recharge_info: rechargeInfo[0] ?? null },
    ledger,
    rounds,
    deposits,
    withdrawals,
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
