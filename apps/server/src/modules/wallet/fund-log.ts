import {
  type FundLogItem,
  type FundLogPage,
  type FundLogQuery,
  type MoneyType,
  type RecordStatus,
  toDecimal,
} from '@jl/core';
import { DATE_INPUT_PATTERN, parseInstantInput } from '@jl/core/date-input.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { query } from './ledger-repository.ts';

/**
 * The player's fund log (spec Mine → balance record): the entries on their `cash` (withdrawable) and
 * `locked` (non-withdrawable) accounts, newest first, each with the balance after it. A withdrawal's
 * hold entry shows "applying" until it is paid ("success") or returned ("rejected"/"fail").
 */

/** São Paulo has had no daylight saving since 2019: a calendar day there starts at 03:00Z. */
const SAO_PAULO_OFFSET = '-03:00';
const DATE_ONLY = DATE_INPUT_PATTERN;
/** The contract allows days up to 9999-12-31; the day after it (or an offset) must still print as ISO. */
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The bound a `from`/`to` names; the contract has already checked it is a real date or instant. */
function instant(text: string, endOfDay: boolean): Date {
  if (!DATE_ONLY.test(text)) return new Date(Math.min(parseInstantInput(text)?.getTime() ?? LATEST, LATEST));
  const start = new Date(`${text}T00:00:00${SAO_PAULO_OFFSET}`);
  return new Date(Math.min(endOfDay ? start.getTime() + 86_400_000 : start.getTime(), LATEST));
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export async function listFundLog(
  db: Executor,
  memberId: bigint,
  q: FundLogQuery,
  t: Translate,
): Promise<FundLogPage> {
  const filters: SQL[] = [sql`a.member_id = ${String(memberId)}::bigint`];
  filters.push(
    q.money_type
      ? sql`a.kind = ${q.money_type === 'withdrawable' ? 'cash' : 'locked'}`
      : sql`a.kind in ('cash', 'locked')`,
  );
  if (q.type !== undefined) filters.push(sql`e.code = ${q.type}`);
  if (q.from) filters.push(sql`e.created_at >= ${instant(q.from, false).toISOString()}::timestamptz`);
  if (q.to) {
    const end = instant(q.to, true).toISOString();
    filters.push(
      DATE_ONLY.test(q.to)
        ? sql`e.created_at < ${end}::timestamptz`
        : sql`e.created_at <= ${end}::timestamptz`,
    );
  }
  const where = sql.join(filters, sql` and `);
  const from = sql`from ledger_entries e join ledger_accounts a on a.id = e.account_id`;
  const [count] = await query<{ total: string }>(
    db,
    sql`select count(*)::text as total ${from} where ${where}`,
  );
  const rows = await query<Record<string, unknown>>(
    db,
    sql`select e.id::text as id, e.code, e.amount::text as amount, e.balance_after::text as balance_after,
          to_json(e.created_at)#>>'{}' as created_at, a.kind, t.code as transfer_code,
          r.code as resolution_code, r.meta->>'reason' as resolution_reason,
          t.meta->>'platform' as round_platform, t.meta->>'roundId' as round_id, t.meta->>'game' as round_game
        ${from}
        join ledger_transfers t on t.id = e.transfer_id
        left join ledger_transfers r on r.resolves_transfer_id = e.transfer_id
        where ${where}
        order by e.id desc
        limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  const list = rows.map((r): FundLogItem => {
    const status = statusOf(r);
    const type = Number(r.code);
    const moneyType: MoneyType = r.kind === 'cash' ? 'withdrawable' : 'non-withdrawable';
    return {
      id: r.id as string,
      type,
      type_label: t(`wallet:fundType.${type}`),
      amount: toDecimal(BigInt(r.amount as string)),
      balance_after: toDecimal(BigInt(r.balance_after as string)),
      time: new Date(r.created_at as string).toISOString(),
      status,
      status_label: t(`wallet:fundStatus.${status}`),
      money_type: moneyType,
      round: roundOf(r),
    };
  });
  return { list, total: Number(count?.total ?? 0), page: q.page, size: q.size };
}

/** The game round of a stake, win or refund transfer (its meta, docs/LEDGER.md "Wagering"); else null. */
function roundOf(r: Record<string, unknown>): FundLogItem['round'] {
  if (typeof r.round_platform !== 'string' || typeof r.round_id !== 'string') return null;
  return {
    platform: r.round_platform,
    id: r.round_id,
    game: typeof r.round_game === 'string' ? r.round_game : null,
  };
}

function statusOf(r: Record<string, unknown>): RecordStatus {
  // Only a withdrawal hold (type 9 on cash) waits for a decision; everything else is final when written.
  if (Number(r.transfer_code) !== 9 || r.kind !== 'cash') return 'success';
  if (r.resolution_code == null) return 'applying';
  if (Number(r.resolution_code) === 9) return 'success';
  return r.resolution_reason === 'rejected' ? 'rejected' : 'fail';
}
