import { FUND_TYPES } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { query } from './ledger-repository.ts';
import { BONUS_CODES } from './wallet-service.ts';

/**
 * The ledger's facts behind a player's page at a glance (docs/COMPLIANCE.md "Risk flags"): lifetime
 * totals and the money patterns a risk flag looks at, for many players in one statement each (the
 * withdrawal queue asks for a whole page). Read only; the players module decides what is a flag.
 */

/** Lifetime money of one player, in centavos. */
export type LedgerTotals = {
  /** Deposits credited (type 1). */
  deposits: bigint;
  /** Withdrawals paid out (type 9 posted from the hold, fee included); applied or returned ones are not. */
  withdrawals: bigint;
  /** Rewards credited (every bonus type, into the wallet or the team balance). */
  bonuses: bigint;
  /** Staked on games (types 12 and 13), less stakes refunded (type 27). */
  staked: bigint;
};

const ZERO: LedgerTotals = { deposits: 0n, withdrawals: 0n, bonuses: 0n, staked: 0n };
const STAKES = sql`(${FUND_TYPES.FROZEN_WIN_LOSS}, ${FUND_TYPES.WITHDRAWABLE_WIN_LOSS})`;
const ids = (memberIds: readonly bigint[]) => sql`${`{${memberIds.join(',')}}`}::bigint[]`;

export async function ledgerTotals(
  db: Executor,
  memberIds: readonly bigint[],
): Promise<Map<string, LedgerTotals>> {
  const totals = new Map<string, LedgerTotals>(memberIds.map((id) => [String(id), { ...ZERO }]));
  if (memberIds.length === 0) return totals;
  const bonus = sql`${`{${BONUS_CODES.join(',')}}`}::smallint[]`;
  const rows = await query<Record<'member_id' | keyof LedgerTotals, string>>(
    db,
    sql`select a.member_id::text as member_id,
          coalesce(sum(e.amount) filter (where e.code = ${FUND_TYPES.RECHARGE} and e.amount > 0), 0)::text as deposits,
          coalesce(-sum(e.amount) filter (where e.code = ${FUND_TYPES.WITHDRAW} and a.kind = 'withdraw_hold'
            and e.amount < 0), 0)::text as withdrawals,
          coalesce(sum(e.amount) filter (where e.code = any(${bonus}) and e.amount > 0), 0)::text as bonuses,
          (coalesce(-sum(e.amount) filter (where e.code in ${STAKES} and e.amount < 0), 0)
            - coalesce(sum(e.amount) filter (where e.code = ${FUND_TYPES.ROUND_REFUND} and e.amount > 0), 0))::text as staked
        from ledger_accounts a join ledger_entries e on e.account_id = a.id
        where a.member_id = any(${ids(memberIds)})
        group by a.member_id`,
  );
  for (const r of rows) {
    totals.set(r.member_id, {
      deposits: BigInt(r.deposits),
      withdrawals: BigInt(r.withdrawals),
      bonuses: BigInt(r.bonuses),
      staked: BigInt(r.staked),
    });
  }
  return totals;
}

/** A withdrawal applied for, the deposit before it and what was staked in between. */
export type WithdrawalAfterDeposit = {
  memberId: string;
  withdrawal: bigint;
  withdrawnAt: Date;
  deposit: bigint;
  depositedAt: Date;
  stakedBetween: bigint;
};

/**
 * Each withdrawal applied for since `since` (the type 9 debit of the withdrawable balance), with the
 * last deposit before it and the stakes between the two; newest first. Withdrawals with no deposit
 * before them are left out (there is nothing to have played through).
 */
export async function withdrawalsAfterDeposits(
  db: Executor,
  memberIds: readonly bigint[],
  since: Date,
): Promise<WithdrawalAfterDeposit[]> {
  if (memberIds.length === 0) return [];
  const player = sql`join ledger_accounts pa on pa.id = pe.account_id and pa.member_id = w.member_id`;
  const rows = await query<Record<string, string>>(
    db,
    sql`with w as (
          select a.member_id, e.created_at, -e.amount as amount
          from ledger_accounts a join ledger_entries e on e.account_id = a.id
          where a.member_id = any(${ids(memberIds)}) and a.kind = 'cash' and e.code = ${FUND_TYPES.WITHDRAW}
            and e.amount < 0 and e.created_at >= ${since.toISOString()}::timestamptz)
        select w.member_id::text as member_id, w.amount::text as amount, to_json(w.created_at)#>>'{}' as at,
          d.amount::text as deposit, to_json(d.created_at)#>>'{}' as deposit_at,
          (select coalesce(-sum(pe.amount), 0) from ledger_entries pe ${player}
            where pe.code in ${STAKES} and pe.amount < 0
              and pe.created_at > d.created_at and pe.created_at < w.created_at)::text as staked
        from w cross join lateral (
          select pe.amount, pe.created_at from ledger_entries pe ${player}
          where pe.code = ${FUND_TYPES.RECHARGE} and pe.amount > 0 and pe.created_at < w.created_at
          order by pe.created_at desc limit 1) d
        order by w.created_at desc`,
  );
  return rows.map((r) => ({
    memberId: r.member_id!,
    withdrawal: BigInt(r.amount!),
    withdrawnAt: new Date(r.at!),
    deposit: BigInt(r.deposit!),
    depositedAt: new Date(r.deposit_at!),
    stakedBetween: BigInt(r.staked!),
  }));
}

/** The most deposits (or withdrawals applied for) of one player within any window of the given length. */
export type MoneyBurst = { memberId: string; kind: 'deposits' | 'withdrawals'; count: number; endedAt: Date };

/**
 * For each player and kind, the busiest window of `windowMinutes` since `since`: how many deposits
 * (type 1 credits) or withdrawal applications (type 9 debits of the withdrawable balance) it held and
 * when its last one was.
 */
export async function moneyBursts(
  db: Executor,
  memberIds: readonly bigint[],
  since: Date,
  windowMinutes: number,
): Promise<MoneyBurst[]> {
  if (memberIds.length === 0) return [];
  const rows = await query<Record<string, string>>(
    db,
    sql`select distinct on (member_id, kind) member_id::text as member_id, kind, n::text as n,
          to_json(created_at)#>>'{}' as at
        from (
          select a.member_id, e.created_at,
            case when e.code = ${FUND_TYPES.RECHARGE} then 'deposits' else 'withdrawals' end as kind,
            count(*) over (partition by a.member_id, e.code order by e.created_at
              range between ${`${windowMinutes} minutes`}::interval preceding and current row) as n
          from ledger_accounts a join ledger_entries e on e.account_id = a.id
          where a.member_id = any(${ids(memberIds)}) and e.created_at >= ${since.toISOString()}::timestamptz
            and ((e.code = ${FUND_TYPES.RECHARGE} and e.amount > 0)
              or (a.kind = 'cash' and e.code = ${FUND_TYPES.WITHDRAW} and e.amount < 0))
        ) bursts
        order by member_id, kind, n desc, created_at desc`,
  );
  return rows.map((r) => ({
    memberId: r.member_id!,
    kind: r.kind as MoneyBurst['kind'],
    count: Number(r.n),
    endedAt: new Date(r.at!),
  }));
}
