import { FUND_TYPES } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { query } from './ledger-repository.ts';
import { BONUS_CODES } from './wallet-service.ts';
import { minBig } from './wallet-wagering.ts';

/**
 * Wagering per source (docs/LEDGER.md "Wagering"): the ledger keeps one pooled requirement on the
 * `locked` row, and every transfer records its change (`wager_required_delta`, `wager_done_delta`).
 * Replaying those deltas in order gives each deposit and bonus its own requirement and progress:
 * a credit opens a source with its requirement, counted wagering fills the open sources oldest first
 * (the pool does not say which stake paid which credit, so "oldest first" is the presentation we chose,
 * and the totals always equal the pooled row), and a reset (unlock, or own money released on leaving)
 * closes them all.
 */

export type SourceKind = 'deposit' | 'bonus' | 'team';
export type WagerSource = {
  transferId: bigint;
  kind: SourceKind;
  code: number;
  amount: bigint;
  required: bigint;
  done: bigint;
  at: Date;
};

export type WagerDelta = {
  transferId: bigint;
  code: number;
  amount: bigint;
  requiredDelta: bigint;
  doneDelta: bigint;
  at: Date;
};

function kindOf(code: number): SourceKind {
  if (code === FUND_TYPES.RECHARGE) return 'deposit';
  if (code === FUND_TYPES.TEAM_BONUS_TO_WALLET) return 'team';
  return BONUS_CODES.includes(code as (typeof BONUS_CODES)[number]) ? 'bonus' : 'deposit';
}

/** The open sources after replaying `deltas` in order (pure: unit-tested beside this file). */
export function replaySources(deltas: readonly WagerDelta[]): WagerSource[] {
  let open: WagerSource[] = [];
  for (const d of deltas) {
    if (d.requiredDelta < 0n) {
      open = [];
      continue;
    }
    if (d.requiredDelta > 0n) {
      const { transferId, code, amount, at } = d;
      open.push({ transferId, kind: kindOf(code), code, amount, required: d.requiredDelta, done: 0n, at });
    }
    let credit = d.doneDelta;
    for (const source of open) {
      if (credit <= 0n) break;
      const room = source.required - source.done;
      const used = minBig(credit, room);
      source.done += used;
      credit -= used;
    }
  }
  return open;
}

/** The player's transfers that changed the wagering, oldest first, with what each put into `locked`. */
async function listWagerDeltas(db: Executor, memberId: bigint): Promise<WagerDelta[]> {
  const rows = await query<{ id: string; code: number; amount: string; rd: string; dd: string; at: Date }>(
    db,
    sql`select t.id::text as id, t.code, t.wager_required_delta::text as rd, t.wager_done_delta::text as dd,
          t.created_at as at,
          coalesce((select sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                    where e.transfer_id = t.id and a.kind = 'locked' and e.amount > 0), 0)::text as amount
        from ledger_transfers t
        where t.member_id = ${String(memberId)}::bigint
          and (t.wager_required_delta <> 0 or t.wager_done_delta <> 0)
        order by t.id`,
  );
  return rows.map((r) => ({
    transferId: BigInt(r.id),
    code: Number(r.code),
    amount: BigInt(r.amount),
    requiredDelta: BigInt(r.rd),
    doneDelta: BigInt(r.dd),
    at: new Date(r.at),
  }));
}

/** Each open deposit and bonus with its own requirement and progress. */
export async function listWagerSources(db: Executor, memberId: bigint): Promise<WagerSource[]> {
  return replaySources(await listWagerDeltas(db, memberId));
}
