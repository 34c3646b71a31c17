import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { gameRounds, liveBets, providerTransactions, rechargeOrders } from '../../db/schema.ts';
import { tableReader } from '../../db/table-reader.ts';
import { rgActions, rgLimits, rgRegistryAnswers, rgState } from './rg-schema.ts';

export type RgStateRow = typeof rgState.$inferSelect;
export type RgLimitRow = typeof rgLimits.$inferSelect;

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Executor, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows;
}

export async function findState(db: Executor, memberId: bigint): Promise<RgStateRow | null> {
  const [row] = await db.select().from(rgState).where(eq(rgState.memberId, memberId));
  return row ?? null;
}

/** The state row under a row lock (deposits and limit changes of one player go one at a time). */
export async function lockState(db: Executor, memberId: bigint): Promise<RgStateRow | null> {
  const [row] = await db.select().from(rgState).where(eq(rgState.memberId, memberId)).for('update');
  return row ?? null;
}

/** Creates the player's state row if missing and returns it locked. */
export async function ensureLockedState(db: Executor, memberId: bigint, now: Date): Promise<RgStateRow> {
  await db.insert(rgState).values({ memberId, updatedAt: now }).onConflictDoNothing();
  return (await lockState(db, memberId))!;
}

export async function updateState(
  db: Executor,
  memberId: bigint,
  set: Partial<Omit<RgStateRow, 'memberId'>>,
): Promise<void> {
  await db.update(rgState).set(set).where(eq(rgState.memberId, memberId));
}

export async function listLimits(db: Executor, memberId: bigint, kinds?: string[]): Promise<RgLimitRow[]> {
  const where = kinds
    ? and(eq(rgLimits.memberId, memberId), inArray(rgLimits.kind, kinds))
    : eq(rgLimits.memberId, memberId);
  return db.select().from(rgLimits).where(where);
}

export async function upsertLimit(db: Executor, row: RgLimitRow): Promise<void> {
  await db
    .insert(rgLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
      set: {
        amountCents: row.amountCents,
        pendingAmountCents: row.pendingAmountCents,
        pendingEffectiveAt: row.pendingEffectiveAt,
        updatedAt: row.updatedAt,
      },
    });
}

const STATE = tableReader(rgState, 's');
const LIMIT = tableReader(rgLimits, 'l');

/**
 * What a round needs, in one query: the state row joined to the player's loss, stake and session
 * limits. No row at all: the player has no state (no limits, no block, never checked). Hand-written
 * and named (it runs on every round; db/table-reader.ts reads the rows as drizzle would).
 */
export async function findRoundGuard(
  db: Executor,
  memberId: bigint,
): Promise<{ state: RgStateRow; limits: RgLimitRow[] } | null> {
  const { rows } = await executeNamed(
    db,
    sql`select ${STATE.columns}, ${LIMIT.columns} from rg_state s
        left join rg_limits l on l.member_id = s.member_id and l.kind in ('loss', 'stake', 'session')
        where s.member_id = ${String(memberId)}::bigint`,
  );
  const raw = rows as Record<string, unknown>[];
  const state = raw[0] ? STATE.read(raw[0]) : null;
  if (!state) return null;
  return { state, limits: raw.flatMap((r) => LIMIT.read(r) ?? []) };
}

export async function recordAction(
  db: Executor,
  memberId: bigint,
  action: string,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db.insert(rgActions).values({ memberId, action, detail, at });
}

export async function listActions(db: Executor, memberId: bigint) {
  return db.select().from(rgActions).where(eq(rgActions.memberId, memberId)).orderBy(rgActions.id);
}

// ---- usage in rolling windows ----------------------------------------------------------------------
// The deposits and rounds belong to the payments, games and live modules, which call into this one
// inside their own transactions: rg cannot call them back, and reads their typed tables instead,
// declared as the module's joins.

export type Windowed = { at: Date; cents: bigint };

const o = rechargeOrders;
const r = gameRounds;
const b = liveBets;
const t = providerTransactions;

/**
 * Gross deposits since `since`: credited orders and charges still payable (a charge on someone's
 * screen counts, or several open charges could together pass the limit), oldest first.
 */
export async function listDeposits(db: Executor, memberId: bigint, since: Date, now: Date) {
  const rows = await rowsOf<{ at: Date | string; cents: string }>(
    db,
    sql`select ${o.createdAt} as at, ${o.amountCents}::text as cents from ${o}
        where ${o.memberId} = ${memberId} and ${o.createdAt} > ${since.toISOString()}
          and (${o.status} = 'success' or (${o.status} = 'wait' and ${o.expiresAt} > ${now.toISOString()}))
        order by ${o.createdAt}`,
  );
  return rows.map((r): Windowed => ({ at: new Date(r.at), cents: BigInt(r.cents) }));
}

/**
 * The player's game results since `since`, one row per stake, across every game that stakes from the
 * wallet: the originals' rounds (stake − win), the live games' bets (stake − win, refunds excluded) and
 * the seamless platforms' callbacks (a bet not rolled back is a loss, a win a gain). Positive = lost.
 * Moves into transfer platforms are not results (the money comes back on exit) and are not counted.
 */
const GAME_RESULTS = (memberId: bigint, since: string, inclusive: boolean) => {
  const after = inclusive ? sql`>=` : sql`>`;
  return sql`
    select ${r.createdAt} as at, ${r.bet} - ${r.win} as cents from ${r}
      where ${r.memberId} = ${memberId} and ${r.createdAt} ${after} ${since}
    union all
    select ${b.createdAt}, ${b.amount} - coalesce(${b.win}, 0) from ${b}
      where ${b.memberId} = ${memberId} and ${b.status} <> 'refunded' and ${b.createdAt} ${after} ${since}
    union all
    select ${t.createdAt}, case ${t.action} when 'bet' then ${t.amount} else -${t.amount} end from ${t}
      where ${t.memberId} = ${memberId} and ${t.createdAt} ${after} ${since}
        and ((${t.action} = 'bet' and ${t.status} <> 'rolled_back') or ${t.action} = 'win')`;
};

/** What the player lost to games since `since`, stake by stake (see GAME_RESULTS). */
export async function listRoundLosses(db: Executor, memberId: bigint, since: Date) {
  const rows = await rowsOf<{ at: Date | string; cents: string }>(
    db,
    sql`select at, cents::text as cents from (${GAME_RESULTS(memberId, since.toISOString(), false)}) r
        order by at`,
  );
  return rows.map((r): Windowed => ({ at: new Date(r.at), cents: BigInt(r.cents) }));
}

/** Net result (wins − stakes) of the player's games since `since` (see GAME_RESULTS). */
export async function sessionNet(db: Executor, memberId: bigint, since: Date): Promise<bigint> {
  const [row] = await rowsOf<{ net: string }>(
    db,
    sql`select coalesce(-sum(cents), 0)::text as net
        from (${GAME_RESULTS(memberId, since.toISOString(), true)}) r`,
  );
  return BigInt(row?.net ?? '0');
}

// ---- registry answers ------------------------------------------------------------------------------

export async function findRegistryAnswer(db: Executor, cpf: string, day: string) {
  const [row] = await db
    .select()
    .from(rgRegistryAnswers)
    .where(and(eq(rgRegistryAnswers.cpf, cpf), eq(rgRegistryAnswers.day, day)));
  return row ?? null;
}

export async function saveRegistryAnswer(
  db: Executor,
  row: typeof rgRegistryAnswers.$inferInsert,
): Promise<void> {
  await db.insert(rgRegistryAnswers).values(row).onConflictDoNothing();
}

/**
 * Players whose CPF was last checked before `before` (the 15-day re-check), or whose check failed;
 * closed accounts are not asked about again.
 */
export async function listDueForRecheck(db: Executor, before: Date, limit: number) {
  return rowsOf<{ member_id: string; cpf: string }>(
    db,
    sql`select member_id::text, cpf from rg_state
        where cpf is not null and closure_requested_at is null
          and (registry_checked_at is null or registry_checked_at < ${before.toISOString()}
               or registry_status = 'unavailable')
        order by registry_checked_at nulls first limit ${limit}`,
  );
}

/** Blocks whose end has passed. */
export async function listEndedBlocks(db: Executor, now: Date) {
  return db
    .select({ memberId: rgState.memberId, kind: rgState.blockKind, until: rgState.blockUntil })
    .from(rgState)
    .where(sql`${rgState.blockKind} is not null and ${rgState.blockUntil} <= ${now.toISOString()}`);
}
