import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { BENEFICIARY_CLOSE_DAYS } from './rg-beneficiary.ts';

/**
 * The back office's responsible-gaming overview (docs/OPERATIONS.md "Responsible-gaming overview"):
 * how many players are in each state, and the latest of them. A player may be in several states.
 * Blocks count only while in force (a passed `block_until` the job has not cleared yet is not).
 */
export const RG_OVERVIEW_STATES = [
  'limits',
  'cooloff',
  'exclusion',
  'registry_barred',
  'beneficiary',
  'closing',
] as const;
export type RgOverviewState = (typeof RG_OVERVIEW_STATES)[number];

/** Players listed per state, newest first. */
export const RG_OVERVIEW_SHOWN = 50;

type Row = { member_id: string; since: string | null; until: string | null; detail: string | null };

const blockInForce = (kind: string, now: Date) =>
  sql`select member_id, block_started_at as since, block_until as until, block_period as detail
      from rg_state where block_kind = ${kind}
        and (block_until is null or block_until > ${now.toISOString()}::timestamptz)`;

function statementOf(state: RgOverviewState, now: Date): SQL {
  switch (state) {
    case 'limits':
      return sql`select member_id, max(updated_at) as since, null::timestamptz as until,
          count(*)::text as detail
        from rg_limits where amount_cents is not null or pending_amount_cents is not null group by member_id`;
    case 'cooloff':
      return blockInForce('cooloff', now);
    case 'exclusion':
      return blockInForce('exclusion', now);
    case 'registry_barred':
      return sql`select member_id, registry_checked_at as since, null::timestamptz as until, null::text as detail
        from rg_state where registry_status = 'barred'`;
    case 'beneficiary':
      // A flagged Bolsa Família / BPC beneficiary on the way to closure; `until`: the closure's due date.
      return sql`select member_id, beneficiary_flagged_at as since,
          beneficiary_flagged_at + make_interval(days => ${BENEFICIARY_CLOSE_DAYS}) as until, null::text as detail
        from rg_state where beneficiary_flagged_at is not null and closure_requested_at is null`;
    case 'closing':
      return sql`select member_id, closing_at as since, null::timestamptz as until, null::text as detail
        from rg_state where closing_at is not null and closure_requested_at is null`;
  }
}

async function overviewOf(db: Executor, state: RgOverviewState, now: Date) {
  const result = await db.execute(
    sql`with s as (${statementOf(state, now)})
        select (select count(*) from s)::int as total, member_id::text as member_id,
          to_json(since)#>>'{}' as since, to_json(until)#>>'{}' as until, detail
        from s order by since desc nulls last, member_id desc limit ${RG_OVERVIEW_SHOWN}`,
  );
  const rows = (result as unknown as { rows: (Row & { total: number })[] }).rows;
  return {
    state,
    count: Number(rows[0]?.total ?? 0),
    list: rows.map((r) => ({
      member_id: r.member_id,
      since: r.since === null ? null : new Date(r.since).toISOString(),
      until: r.until === null ? null : new Date(r.until).toISOString(),
      detail: r.detail,
    })),
  };
}

export async function rgOverview(db: Executor, now: Date) {
  return { states: await Promise.all(RG_OVERVIEW_STATES.map((state) => overviewOf(db, state, now))) };
}
