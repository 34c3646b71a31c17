import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { query } from '../../db/rows.ts';

/**
 * The lobby's SQL (platforms, games, collections, recents). Bigints travel as text both ways (PGlite reads int8 as a JS number), and
 * times as ISO text, so both databases give the same values.
 */

type Raw = Record<string, unknown>;

const big = (value: unknown): bigint => BigInt(value as string);
const iso = (value: unknown): Date => new Date(value as string);

// ---- Platforms and games ------------------------------------------------------------------------

export type PlatformRow = {
  code: string;
  kind: string;
  name: Record<string, string>;
  enabled: boolean;
  maintenance: boolean;
  sortOrder: number;
};

export type GameRow = {
  id: bigint;
  code: string;
  platform: string;
  kind: string;
  name: Record<string, string>;
  categories: string[];
  minBet: bigint;
  maxBet: bigint;
  enabled: boolean;
  maintenance: boolean;
  sortOrder: number;
  platformName: Record<string, string>;
  platformEnabled: boolean;
  platformMaintenance: boolean;
  /** `internal`, `seamless` or `transfer`. */
  platformKind: string;
  /** External games only. */
  providerGameId: string | null;
  publishedRtp: string | null;
  volatility: string | null;
};

const GAME_COLUMNS = sql`g.id::text as id, g.code, g.platform, g.kind, g.name, g.categories, g.min_bet::text as min_bet,
  g.max_bet::text as max_bet, g.enabled, g.maintenance, g.sort_order, p.name as platform_name,
  p.enabled as platform_enabled, p.maintenance as platform_maintenance, p.kind as platform_kind,
  g.provider_game_id, g.published_rtp, g.volatility`;

function toGame(r: Raw): GameRow {
  return {
    id: big(r.id),
    code: r.code as string,
    platform: r.platform as string,
    kind: r.kind as string,
    name: (r.name ?? {}) as Record<string, string>,
    categories: parseTextArray(r.categories),
    minBet: big(r.min_bet),
    maxBet: big(r.max_bet),
    enabled: r.enabled === true,
    maintenance: r.maintenance === true,
    sortOrder: Number(r.sort_order),
    platformName: (r.platform_name ?? {}) as Record<string, string>,
    platformEnabled: r.platform_enabled === true,
    platformMaintenance: r.platform_maintenance === true,
    platformKind: r.platform_kind as string,
    providerGameId: (r.provider_game_id as string | null) ?? null,
    publishedRtp: (r.published_rtp as string | null) ?? null,
    volatility: (r.volatility as string | null) ?? null,
  };
}

/** text[] arrives as a JS array from both drivers, or as '{a,b}' from some; accept both. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
  return [];
}

export async function insertPlatformIfMissing(
  db: Executor,
  p: { code: string; kind: string; sortOrder: number; transferCodes?: string | null },
): Promise<void> {
  await db.execute(
    sql`insert into game_platforms (code, kind, sort_order, transfer_codes)
        values (${p.code}, ${p.kind}, ${p.sortOrder}, ${p.transferCodes ?? null})
        on conflict (code) do nothing`,
  );
}

export async function insertGameIfMissing(
  db: Executor,
  g: {
    code: string;
    platform: string;
    kind: string;
    categories: string[];
    minBet: bigint;
    maxBet: bigint;
    sortOrder: number;
    providerGameId?: string;
    publishedRtp?: string;
    volatility?: string;
  },
): Promise<void> {
  const categories = sql`array[${sql.join(
    g.categories.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(
    sql`insert into games (code, platform, kind, categories, min_bet, max_bet, sort_order, provider_game_id,
          published_rtp, volatility)
        values (${g.code}, ${g.platform}, ${g.kind}, ${categories}, ${String(g.minBet)}::bigint,
          ${String(g.maxBet)}::bigint, ${g.sortOrder}, ${g.providerGameId ?? null}, ${g.publishedRtp ?? null},
          ${g.volatility ?? null})
        on conflict (code) do nothing`,
  );
}

export async function findGameByCode(db: Executor, code: string): Promise<GameRow | null> {
  const [row] = await query(
    db,
    sql`select ${GAME_COLUMNS} from games g join game_platforms p on p.code = g.platform where g.code = ${code}`,
  );
  return row ? toGame(row) : null;
}

export async function findGameById(db: Executor, id: bigint): Promise<GameRow | null> {
  const [row] = await query(
    db,
    sql`select ${GAME_COLUMNS} from games g join game_platforms p on p.code = g.platform
        where g.id = ${String(id)}::bigint`,
  );
  return row ? toGame(row) : null;
}

/** Enabled games on enabled platforms, lobby order. */
export async function listGames(
  db: Executor,
  filter: { category?: string; platform?: string; limit: number; offset: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const where = [sql`g.enabled`, sql`p.enabled`];
  if (filter.category) where.push(sql`${filter.category} = any(g.categories)`);
  if (filter.platform) where.push(sql`g.platform = ${filter.platform}`);
  const condition = sql.join(where, sql` and `);
  const rows = await query(
    db,
    sql`select ${GAME_COLUMNS}, count(*) over ()::int as total
        from games g join game_platforms p on p.code = g.platform
        where ${condition} order by p.sort_order, g.sort_order, g.id limit ${filter.limit} offset ${filter.offset}`,
  );
  const total = rows[0] ? Number(rows[0].total) : await countGames(db, condition);
  return { rows: rows.map(toGame), total };
}

async function countGames(db: Executor, condition: SQL): Promise<number> {
  const [row] = await query(
    db,
    sql`select count(*)::int as n from games g join game_platforms p on p.code = g.platform where ${condition}`,
  );
  return Number(row?.n ?? 0);
}

export async function listPlatforms(db: Executor): Promise<(PlatformRow & { gameCount: number })[]> {
  const rows = await query(
    db,
    sql`select p.code, p.kind, p.name, p.enabled, p.maintenance, p.sort_order,
          (select count(*)::int from games g where g.platform = p.code and g.enabled) as game_count
        from game_platforms p where p.enabled order by p.sort_order, p.code`,
  );
  return rows.map((r) => ({
    code: r.code as string,
    kind: r.kind as string,
    name: (r.name ?? {}) as Record<string, string>,
    enabled: r.enabled === true,
    maintenance: r.maintenance === true,
    sortOrder: Number(r.sort_order),
    gameCount: Number(r.game_count),
  }));
}

type Flags = { enabled?: boolean; maintenance?: boolean };

/** Sets a game's or a platform's flags by code; false when no row has that code. */
async function updateFlags(db: Executor, table: 'games' | 'game_platforms', code: string, flags: Flags) {
  const sets: SQL[] = [];
  if (flags.enabled !== undefined) sets.push(sql`enabled = ${flags.enabled}`);
  if (flags.maintenance !== undefined) sets.push(sql`maintenance = ${flags.maintenance}`);
  if (sets.length === 0) return true;
  const rows = await query(
    db,
    sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where code = ${code} returning code`,
  );
  return rows.length > 0;
}

export const updateGameFlags = (db: Executor, code: string, flags: Flags): Promise<boolean> =>
  updateFlags(db, 'games', code, flags);

export const updatePlatformFlags = (db: Executor, code: string, flags: Flags): Promise<boolean> =>
  updateFlags(db, 'game_platforms', code, flags);

// ---- Collection and recently played -------------------------------------------------------------

/** Toggles a favourite; returns whether the game is now in the collection. */
export async function toggleCollection(db: Executor, memberId: bigint, gameId: bigint): Promise<boolean> {
  const removed = await query(
    db,
    sql`delete from game_collections where member_id = ${String(memberId)}::bigint
        and game_id = ${String(gameId)}::bigint returning game_id`,
  );
  if (removed.length > 0) return false;
  await db.execute(
    sql`insert into game_collections (member_id, game_id) values (${String(memberId)}::bigint, ${String(gameId)}::bigint)
        on conflict do nothing`,
  );
  return true;
}

/** The member's favourites or recents, joined with their games (enabled ones only), newest first. */
export async function listMemberGames(
  db: Executor,
  table: 'collection' | 'recent',
  memberId: bigint,
  limit: number,
  offset: number,
): Promise<{ rows: (GameRow & { at: Date })[]; total: number }> {
  const source =
    table === 'collection'
      ? sql`select game_id, created_at as at from game_collections where member_id = ${String(memberId)}::bigint`
      : sql`select game_id, last_played_at as at from game_recents where member_id = ${String(memberId)}::bigint`;
  const rows = await query(
    db,
    sql`select ${GAME_COLUMNS}, to_json(m.at)#>>'{}' as at, count(*) over ()::int as total
        from (${source}) m join games g on g.id = m.game_id join game_platforms p on p.code = g.platform
        where g.enabled and p.enabled order by m.at desc, g.id limit ${limit} offset ${offset}`,
  );
  return {
    rows: rows.map((r) => ({ ...toGame(r), at: iso(r.at) })),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
}

export async function recordLaunch(db: Executor, memberId: bigint, gameId: bigint, at: Date): Promise<void> {
  await db.execute(
    sql`insert into game_recents (member_id, game_id, last_played_at) values (${String(memberId)}::bigint,
          ${String(gameId)}::bigint, ${at.toISOString()}::timestamptz)
        on conflict (member_id, game_id) do update set last_played_at = excluded.last_played_at,
          launches = game_recents.launches + 1`,
  );
}

/** A platform's row as the external platforms' callbacks need it (kind, transfer codes, flags). */
export async function findPlatformRow(db: Executor, code: string) {
  const rows = await query(
    db,
    sql`select code, kind, transfer_codes, enabled, maintenance from game_platforms where code = ${code}`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    code: r.code as string,
    kind: r.kind as string,
    transferCodes: (r.transfer_codes as string | null) ?? null,
    enabled: r.enabled === true,
    maintenance: r.maintenance === true,
  };
}

/** External games' RTP as their platforms publish it ("96.50"), by platform and provider game id. */
export async function listPublishedRtps(
  db: Executor,
): Promise<{ platform: string; providerGameId: string; code: string; publishedRtp: string | null }[]> {
  const rows = await query(
    db,
    sql`select platform, provider_game_id, code, published_rtp from games
        where kind = 'external' and provider_game_id is not null`,
  );
  return rows.map((r) => ({
    platform: r.platform as string,
    providerGameId: r.provider_game_id as string,
    code: r.code as string,
    publishedRtp: (r.published_rtp as string | null) ?? null,
  }));
}
