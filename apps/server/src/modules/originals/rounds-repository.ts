import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { query, queryNamed } from '../../db/rows.ts';
import { lockForTransaction } from '../../db/transaction-lock.ts';
import { currentSealPrefix, seal, unseal } from '../../lib/seal.ts';
import { memberPhoneSql, type SessionState, sessionStateSql } from '../auth/index.ts';

/** SQL of the provably-fair seeds and the rounds (bigints as text, times as ISO text). */

type Raw = Record<string, unknown>;
const big = (value: unknown): bigint => BigInt(value as string);
const iso = (value: unknown): Date => new Date(value as string);
const id = (value: bigint) => sql`${String(value)}::bigint`;

// ---- Seeds --------------------------------------------------------------------------------------

export type SeedRow = {
  id: bigint;
  memberId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: bigint;
  revealedAt: Date | null;
};

const SEED_COLUMNS = sql`id::text as id, member_id::text as member_id, server_seed, server_seed_hash, client_seed,
  nonce::text as nonce, to_json(revealed_at)#>>'{}' as revealed_at`;

/** What a seed row is sealed for (lib/seal.ts): the member, so a value copied to another row fails. */
const sealContext = (memberId: bigint | string) => `game_seeds:${memberId}`;

function toSeed(r: Raw): SeedRow {
  return {
    id: big(r.id),
    memberId: big(r.member_id),
    // An active seed is stored sealed; a revealed one plain (it is public from then on).
    serverSeed: unseal(r.server_seed as string, sealContext(r.member_id as string)),
    serverSeedHash: r.server_seed_hash as string,
    clientSeed: r.client_seed as string,
    nonce: big(r.nonce),
    revealedAt: r.revealed_at ? iso(r.revealed_at) : null,
  };
}

/** Advisory-lock namespace of "a player's seeds" (two-int form: never collides with one-key locks). */
const SEED_LOCK_CLASS = 0x6a6c5344;

/**
 * Serialises every change of one member's seeds until `tx` ends. A row lock on the active seed is
 * not enough: a rotation that commits while another transaction waits on that row leaves the waiter
 * with a revealed row and no visible successor (READ COMMITTED re-checks the old row only). Taken
 * first, this lock makes the next statement's snapshot include every earlier change.
 */
export async function lockSeedsOf(tx: Executor, memberId: bigint): Promise<void> {
  const key = Number(BigInt.asIntN(32, memberId));
  await lockForTransaction(tx, SEED_LOCK_CLASS, key);
}

/** The member's active seed, locked `FOR UPDATE` inside `tx` when `lock`; null when they have none yet. */
export async function findActiveSeed(db: Executor, memberId: bigint, lock: boolean): Promise<SeedRow | null> {
  const [row] = await query(
    db,
    sql`select ${SEED_COLUMNS} from game_seeds where member_id = ${id(memberId)} and revealed_at is null
        ${lock ? sql`for update` : sql``}`,
  );
  return row ? toSeed(row) : null;
}

/**
 * `findActiveSeed(…, lock)` and, in the same statement (no extra round trip), the state of the session
 * the request was authenticated with — so that a session revoked inside the per-process session cache's
 * window cannot play. Only the seed row is locked; the session row is read.
 */
export async function lockActiveSeedForSession(
  db: Executor,
  memberId: bigint,
  sessionId: bigint,
  now: Date,
): Promise<{ seed: SeedRow | null; session: SessionState }> {
  const [row] = await queryNamed(
    db,
    sql`select ${SEED_COLUMNS}, ${sessionStateSql(sessionId, now)} as session_state
        from game_seeds where member_id = ${id(memberId)} and revealed_at is null for update`,
  );
  if (row) return { seed: toSeed(row), session: (row.session_state as SessionState | null) ?? 'invalid' };
  return { seed: null, session: await readSessionState(db, sessionId, now) };
}

/** The state of the session a request was authenticated with (a replay checks it before answering). */
export async function readSessionState(db: Executor, sessionId: bigint, now: Date): Promise<SessionState> {
  const [state] = await query(db, sql`select ${sessionStateSql(sessionId, now)} as session_state`);
  return (state?.session_state as SessionState | null) ?? 'invalid';
}

/** Creates the active seed unless one exists (a concurrent twin may have created it). */
export async function insertActiveSeed(
  db: Executor,
  seed: { memberId: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db.execute(
    sql`insert into game_seeds (member_id, server_seed, server_seed_hash, client_seed)
        values (${id(seed.memberId)}, ${seal(seed.serverSeed, sealContext(seed.memberId))}, ${seed.serverSeedHash},
                ${seed.clientSeed})
        on conflict (member_id) where revealed_at is null do nothing`,
  );
}

export async function updateClientSeed(db: Executor, seedId: bigint, clientSeed: string): Promise<void> {
  await db.execute(sql`update game_seeds set client_seed = ${clientSeed} where id = ${id(seedId)}`);
}

/** Reveals the seed: from now on it is public, so it is stored plain (every reader shows it as it is). */
export async function revealSeed(db: Executor, seed: SeedRow, at: Date): Promise<void> {
  await db.execute(
    sql`update game_seeds set revealed_at = ${at.toISOString()}::timestamptz, server_seed = ${seed.serverSeed}
        where id = ${id(seed.id)}`,
  );
}

/**
 * Reseals under the current key the active seeds stored plain (written before sealing existed) or
 * sealed by an earlier APP_SECRET. Run at every start; a row is replaced only if it still holds the
 * value read (a round holding the row waits for the update, then reads the new value).
 */
export async function resealSeeds(db: Executor): Promise<number> {
  const rows = await query(
    db,
    sql`select id::text as id, member_id::text as member_id, server_seed from game_seeds
        where revealed_at is null and server_seed not like ${`${currentSealPrefix()}%`}`,
  );
  for (const r of rows) {
    const stored = r.server_seed as string;
    const context = sealContext(r.member_id as string);
    await db.execute(
      sql`update game_seeds set server_seed = ${seal(unseal(stored, context), context)}
          where id = ${r.id as string}::bigint and server_seed = ${stored} and revealed_at is null`,
    );
  }
  return rows.length;
}

export async function findLastRevealedSeed(db: Executor, memberId: bigint): Promise<SeedRow | null> {
  const [row] = await query(
    db,
    sql`select ${SEED_COLUMNS} from game_seeds where member_id = ${id(memberId)} and revealed_at is not null
        order by revealed_at desc, id desc limit 1`,
  );
  return row ? toSeed(row) : null;
}

// ---- Rounds -------------------------------------------------------------------------------------

export type RoundRow = {
  id: bigint;
  memberId: bigint;
  gameCode: string;
  gameVersion: string;
  seedId: bigint;
  serverSeedHash: string;
  clientSeed: string;
  nonce: bigint;
  bet: bigint;
  win: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
  outcome: unknown;
  linesWon: number;
  feature: string | null;
  requestHash: string | null;
  createdAt: Date;
  /** The seed, once the player rotated it; null while it is still active. */
  revealedServerSeed: string | null;
};

const ROUND_COLUMNS = sql`r.id::text as id, r.member_id::text as member_id, r.game_code, r.game_version,
  r.seed_id::text as seed_id, r.server_seed_hash, r.client_seed, r.nonce::text as nonce, r.bet::text as bet,
  r.win::text as win, r.balance_before::text as balance_before, r.balance_after::text as balance_after,
  r.lines_won, r.feature, r.request_hash, to_json(r.created_at)#>>'{}' as created_at,
  case when s.revealed_at is not null then s.server_seed end as revealed_server_seed`;

function toRound(r: Raw, withOutcome: boolean): RoundRow {
  return {
    id: big(r.id),
    memberId: big(r.member_id),
    gameCode: r.game_code as string,
    gameVersion: r.game_version as string,
    seedId: big(r.seed_id),
    serverSeedHash: r.server_seed_hash as string,
    clientSeed: r.client_seed as string,
    nonce: big(r.nonce),
    bet: big(r.bet),
    win: big(r.win),
    balanceBefore: big(r.balance_before),
    balanceAfter: big(r.balance_after),
    outcome: withOutcome ? (typeof r.outcome === 'string' ? JSON.parse(r.outcome) : r.outcome) : null,
    linesWon: Number(r.lines_won),
    feature: (r.feature as string | null) ?? null,
    requestHash: (r.request_hash as string | null) ?? null,
    createdAt: iso(r.created_at),
    revealedServerSeed: (r.revealed_server_seed as string | null) ?? null,
  };
}

/** One of this member's rounds, with its outcome, where `where` holds (null when none does). */
async function memberRound(db: Executor, memberId: bigint, where: SQL): Promise<RoundRow | null> {
  const [row] = await query(
    db,
    sql`select ${ROUND_COLUMNS}, r.outcome from game_rounds r join game_seeds s on s.id = r.seed_id
        where r.member_id = ${id(memberId)} and ${where}`,
  );
  return row ? toRound(row, true) : null;
}

/** The round a key named before first answers were stored (docs/API.md "Idempotency"); null otherwise. */
export const findRoundByKey = (db: Executor, memberId: bigint, idempotencyKey: string) =>
  memberRound(db, memberId, sql`r.idempotency_key = ${idempotencyKey}`);

/** A round of this member (another player's round is "not found"). */
export const findMemberRound = (db: Executor, memberId: bigint, roundId: bigint) =>
  memberRound(db, memberId, sql`r.id = ${id(roundId)}`);

/** A round of this member by the wallet's reference `<seed id>.<nonce>` (unique per seed). */
export const findMemberRoundByRef = (db: Executor, memberId: bigint, seedId: bigint, nonce: bigint) =>
  memberRound(db, memberId, sql`r.seed_id = ${id(seedId)} and r.nonce = ${String(nonce)}::bigint`);

export async function listMemberRounds(
  db: Executor,
  memberId: bigint,
  filter: { game?: string; limit: number; offset: number },
): Promise<{ rows: RoundRow[]; total: number }> {
  const where: SQL[] = [sql`r.member_id = ${id(memberId)}`];
  if (filter.game) where.push(sql`r.game_code = ${filter.game}`);
  const condition = sql.join(where, sql` and `);
  const rows = await query(
    db,
    sql`select ${ROUND_COLUMNS} from game_rounds r join game_seeds s on s.id = r.seed_id
        where ${condition} order by r.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await query(db, sql`select count(*)::int as n from game_rounds r where ${condition}`);
  return { rows: rows.map((r) => toRound(r, false)), total: Number(count?.n ?? 0) };
}

export type NewRound = {
  memberId: bigint;
  gameCode: string;
  gameVersion: string;
  seedId: bigint;
  serverSeedHash: string;
  clientSeed: string;
  nonce: bigint;
  bet: bigint;
  win: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
  outcome: unknown;
  linesWon: number;
  feature: string | null;
  createdAt: Date;
};

/**
 * Writes the round and moves the seed's nonce past it, in one statement. The nonce update is guarded
 * by the nonce read under the lock, so a lost lock could never reuse a nonce (and the unique
 * (seed, nonce) index would refuse it anyway).
 */
export async function insertRoundAndAdvanceNonce(
  db: Executor,
  r: NewRound,
  /** An insert to run in the same statement for the inserted round (`r`: id, member_id), e.g. its event. */
  alsoFor?: (round: SQL) => SQL,
): Promise<bigint> {
  const rows = await queryNamed(
    db,
    sql`with s as (
          update game_seeds set nonce = nonce + 1
          where id = ${id(r.seedId)} and nonce = ${id(r.nonce)} and revealed_at is null
          returning id
        ), r as (
          insert into game_rounds (member_id, game_code, game_version, seed_id, server_seed_hash, client_seed, nonce,
            bet, win, balance_before, balance_after, outcome, lines_won, feature, created_at)
          select ${id(r.memberId)}, ${r.gameCode}, ${r.gameVersion}, s.id, ${r.serverSeedHash}, ${r.clientSeed},
            ${id(r.nonce)}, ${id(r.bet)}, ${id(r.win)}, ${id(r.balanceBefore)}, ${id(r.balanceAfter)},
            ${JSON.stringify(r.outcome)}::jsonb, ${r.linesWon}, ${r.feature}, ${r.createdAt.toISOString()}::timestamptz
          from s
          returning id, member_id
        )${alsoFor ? sql`, also as (${alsoFor(sql`r`)})` : sql``}
        select id::text as id from r`,
  );
  const [row] = rows;
  if (!row) throw new Error(`seed ${r.seedId} moved past nonce ${r.nonce} while locked`);
  return big(row.id);
}

// ---- Top-10 tables ------------------------------------------------------------------------------

export type MostPlayedRow = { gameCode: string; rounds: number; topPlayerPhone: string; onlineUsers: number };

export async function listMostPlayed(
  db: Executor,
  since: Date,
  onlineSince: Date,
  limit: number,
): Promise<MostPlayedRow[]> {
  const rows = await query(
    db,
    sql`with w as (
          select game_code, member_id, count(*)::int as n, max(created_at) as last_at
          from game_rounds where created_at >= ${since.toISOString()}::timestamptz
          group by game_code, member_id
        ), g as (
          select game_code, sum(n)::int as rounds,
            count(*) filter (where last_at >= ${onlineSince.toISOString()}::timestamptz)::int as online_users
          from w group by game_code
        ), best as (
          select distinct on (game_code) game_code, member_id from w order by game_code, n desc, last_at desc
        )
        select g.game_code, g.rounds, g.online_users, ${memberPhoneSql(sql`b.member_id`)} as phone
        from g join best b on b.game_code = g.game_code
        order by g.rounds desc, g.game_code limit ${limit}`,
  );
  return rows.map((r) => ({
    gameCode: r.game_code as string,
    rounds: Number(r.rounds),
    onlineUsers: Number(r.online_users),
    topPlayerPhone: r.phone as string,
  }));
}

export type BigWinRow = { gameCode: string; win: bigint; bet: bigint; phone: string };

export async function listBiggestWins(db: Executor, since: Date, limit: number): Promise<BigWinRow[]> {
  const rows = await query(
    db,
    sql`select r.game_code, r.win::text as win, r.bet::text as bet, ${memberPhoneSql(sql`r.member_id`)} as phone
        from game_rounds r
        where r.created_at >= ${since.toISOString()}::timestamptz and r.win > 0
        order by r.win desc, r.id limit ${limit}`,
  );
  return rows.map((r) => ({
    gameCode: r.game_code as string,
    win: big(r.win),
    bet: big(r.bet),
    phone: r.phone as string,
  }));
}

/** Moves the seed's nonce past `nonce` (read under the seed lock); false when it had moved. */
export async function advanceNonce(db: Executor, seedId: bigint, nonce: bigint): Promise<boolean> {
  const rows = await query(
    db,
    sql`update game_seeds set nonce = nonce + 1
        where id = ${id(seedId)} and nonce = ${id(nonce)} and revealed_at is null returning id::text as id`,
  );
  return rows.length === 1;
}

/** The revealed server seeds among `seedIds` (a seed still in use is not revealed). */
export async function findRevealedServerSeeds(db: Executor, seedIds: bigint[]): Promise<Map<bigint, string>> {
  if (seedIds.length === 0) return new Map();
  const list = sql.join(
    seedIds.map((s) => sql`${id(s)}`),
    sql`, `,
  );
  const rows = await query(
    db,
    sql`select id::text as id, server_seed from game_seeds where id in (${list}) and revealed_at is not null`,
  );
  return new Map(rows.map((r) => [BigInt(r.id as string), r.server_seed as string]));
}

export type { SessionState };
