import type {
  CollectResult,
  GameInfo,
  GameListQuery,
  GamePage,
  GamePlatform,
  GameSession,
  GameTile,
  GameTileAtPage,
  LaunchResult,
} from '@jl/core';
import type { Db, Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { getGameStatus } from '../config/index.ts';
import { getWallet } from '../wallet/index.ts';
import { GAME_SESSION_TTL_MS, signGameSession, verifyGameSession } from './game-session.ts';
import {
  betLevels,
  GAME_SEED,
  money,
  ORIGINAL_CODES,
  ORIGINALS,
  PLATFORM_SEED,
  percentOf,
  rulesOf,
  slotInfo,
} from './games-catalog.ts';
import {
  findGameByCode,
  findGameById,
  type GameRow,
  insertGameIfMissing,
  insertPlatformIfMissing,
  listGames,
  listMemberGames,
  listPlatforms,
  recordLaunch,
  toggleCollection,
  updateGameFlags,
  updatePlatformFlags,
} from './games-repository.ts';

/** Translation of the request's language: `games:names.<code>` and `games:platforms.<code>`. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;
export type Lang = { locale: string; t: Translate };

// ---- Seed ---------------------------------------------------------------------------------------

/** Creates the platforms and the originals that are missing. Safe on every start (production too). */
export async function seedGames(db: Executor): Promise<void> {
  for (const platform of PLATFORM_SEED) await insertPlatformIfMissing(db, platform);
  for (const code of ORIGINAL_CODES) {
    const info = slotInfo(code)!;
    const placement = GAME_SEED[code] ?? { categories: ['slots'], sortOrder: 100 };
    await insertGameIfMissing(db, {
      code,
      platform: ORIGINALS,
      kind: 'slot',
      categories: placement.categories,
      minBet: info.minBetCents,
      maxBet: info.maxBetCents,
      sortOrder: placement.sortOrder,
    });
  }
}

// ---- Game rows, cached for the play path ---------------------------------------------------------

/**
 * Rounds read their game's flags from a per-process copy kept GAME_CACHE_MS; the setters below drop it
 * at once in this process, other processes see a change within that time.
 */
const GAME_CACHE_MS = 2_000;
const gameCache = new WeakMap<object, Map<string, { at: number; row: GameRow | null }>>();

export async function findGameCached(db: Executor, code: string): Promise<GameRow | null> {
  let byCode = gameCache.get(db);
  if (!byCode) {
    byCode = new Map();
    gameCache.set(db, byCode);
  }
  const hit = byCode.get(code);
  if (hit && Date.now() - hit.at < GAME_CACHE_MS) return hit.row;
  const row = await findGameByCode(db, code);
  byCode.set(code, { at: Date.now(), row });
  return row;
}

function dropGameCache(db: Executor): void {
  gameCache.delete(db);
}

/** Admin: shows or hides a game. Rounds are atomic (stake and win in one transaction): nothing is left open. */
export async function setGameEnabled(db: Db, code: string, enabled: boolean): Promise<void> {
  if (!(await updateGameFlags(db, code, { enabled }))) refuse('NOT_FOUND');
  dropGameCache(db);
}

/** Admin: puts a game under maintenance (listed with the notice, launch and play refused) or back. */
export async function setGameMaintenance(db: Db, code: string, maintenance: boolean): Promise<void> {
  if (!(await updateGameFlags(db, code, { maintenance }))) refuse('NOT_FOUND');
  dropGameCache(db);
}

/** Admin: the same two flags for a whole platform. */
export async function setPlatformFlags(
  db: Db,
  code: string,
  flags: { enabled?: boolean; maintenance?: boolean },
): Promise<void> {
  if (!(await updatePlatformFlags(db, code, flags))) refuse('NOT_FOUND');
  dropGameCache(db);
}

// ---- Availability --------------------------------------------------------------------------------

export type Availability = 'open' | 'maintenance' | 'disabled';

/** Disabled beats maintenance; the operator's all-games status (checkGameStatus 1) is maintenance. */
export function availabilityOf(game: GameRow, operatorStatus: 0 | 1): Availability {
  if (!game.enabled || !game.platformEnabled || !slotInfo(game.code)) return 'disabled';
  if (game.maintenance || game.platformMaintenance || operatorStatus === 1) return 'maintenance';
  return 'open';
}

/** Refuses a game that cannot be played now: GAME_DISABLED or GAME_MAINTENANCE. */
export function assertPlayable(game: GameRow | null, operatorStatus: 0 | 1): GameRow {
  if (!game) return refuse('NOT_FOUND');
  const state = availabilityOf(game, operatorStatus);
  if (state === 'disabled') refuse('GAME_DISABLED');
  if (state === 'maintenance') refuse('GAME_MAINTENANCE');
  return game;
}

// ---- Wire shapes ---------------------------------------------------------------------------------

export function gameName(game: Pick<GameRow, 'code' | 'name'>, lang: Lang): string {
  return game.name[lang.locale] ?? lang.t(`games:names.${game.code}`);
}

function platformName(code: string, names: Record<string, string>, lang: Lang): string {
  return names[lang.locale] ?? lang.t(`games:platforms.${code}`);
}

/** Effective limits: the operator's, within the game's own. */
export function limitsOf(game: GameRow): { min: bigint; max: bigint } {
  const info = slotInfo(game.code)!;
  // bigint: Math.min/max do not apply.
  let { minBetCents: min, maxBetCents: max } = info;
  if (game.minBet > min) min = game.minBet;
  if (game.maxBet < max) max = game.maxBet;
  return { min, max };
}

export function tileOf(game: GameRow, operatorStatus: 0 | 1, lang: Lang): GameTile {
  const info = slotInfo(game.code)!;
  const { min, max } = limitsOf(game);
  return {
    game_id: String(game.id),
    code: game.code,
    name: gameName(game, lang),
    platform: game.platform,
    platform_name: platformName(game.platform, game.platformName, lang),
    kind: 'slot',
    categories: game.categories as GameTile['categories'],
    rtp: percentOf(info.exact.rtp),
    rtp_exact: info.exact.rtp,
    volatility: info.volatility,
    min_bet: money(min),
    max_bet: money(max),
    maintenance: availabilityOf(game, operatorStatus) === 'maintenance',
    version: info.version,
  };
}

export function infoOf(game: GameRow, operatorStatus: 0 | 1, lang: Lang): GameInfo {
  const info = slotInfo(game.code)!;
  const { min, max } = limitsOf(game);
  return {
    ...tileOf(game, operatorStatus, lang),
    rules: rulesOf(info),
    bet_levels: betLevels(min, max, info.coinDivisor).map(money),
  };
}

const offset = (page: number, size: number) => (page - 1) * size;

// ---- Lobby ---------------------------------------------------------------------------------------

export async function listLobby(db: Db, q: GameListQuery, lang: Lang): Promise<GamePage> {
  const status = await getGameStatus(db);
  const { rows, total } = await listGames(db, {
    category: q.category,
    platform: q.plat,
    limit: q.size,
    offset: offset(q.page, q.size),
  });
  const list = rows.filter((g) => slotInfo(g.code)).map((g) => tileOf(g, status, lang));
  return { list, total, page: q.page, size: q.size };
}

export async function listLobbyPlatforms(db: Db, lang: Lang): Promise<{ list: GamePlatform[] }> {
  const status = await getGameStatus(db);
  const rows = await listPlatforms(db);
  return {
    list: rows.map((p) => ({
      code: p.code,
      name: platformName(p.code, p.name, lang),
      kind: p.kind as GamePlatform['kind'],
      game_count: p.gameCount,
      maintenance: p.maintenance || status === 1,
    })),
  };
}

export async function getGameInfo(db: Db, code: string, lang: Lang): Promise<GameInfo> {
  const game = await findGameByCode(db, code);
  if (!game || availabilityOf(game, 0) === 'disabled') return refuse('NOT_FOUND');
  return infoOf(game, await getGameStatus(db), lang);
}

async function findVisibleGame(db: Db, gameId: bigint): Promise<GameRow> {
  const game = await findGameById(db, gameId);
  if (!game || availabilityOf(game, 0) === 'disabled') return refuse('NOT_FOUND');
  return game;
}

export async function collectGame(db: Db, memberId: bigint, gameId: bigint): Promise<CollectResult> {
  await findVisibleGame(db, gameId);
  const collected = await toggleCollection(db, memberId, gameId);
  return { game_id: String(gameId), collected };
}

export async function listMemberTiles(
  db: Db,
  table: 'collection' | 'recent',
  memberId: bigint,
  q: { page: number; size: number },
  lang: Lang,
): Promise<GameTileAtPage> {
  const status = await getGameStatus(db);
  const { rows, total } = await listMemberGames(db, table, memberId, q.size, offset(q.page, q.size));
  const list = rows
    .filter((g) => slotInfo(g.code))
    .map((g) => ({ ...tileOf(g, status, lang), at: g.at.toISOString() }));
  return { list, total, page: q.page, size: q.size };
}

/**
 * Opens a game: refuses a disabled or maintained game, records it as recently played and signs a
 * 30-minute session bound to the player and the game for the in-app game client.
 */
export async function launchGame(
  db: Db,
  input: { memberId: bigint; gameId: bigint; now: Date; secret: string },
): Promise<LaunchResult> {
  const game = assertPlayable(await findGameById(db, input.gameId), await getGameStatus(db));
  await recordLaunch(db, input.memberId, game.id, input.now);
  const expiresAt = new Date(input.now.getTime() + GAME_SESSION_TTL_MS);
  const session = signGameSession(input.secret, {
    memberId: input.memberId,
    gameCode: game.code,
    expiresAt,
  });
  const query = new URLSearchParams({ game: game.code, session });
  return {
    url: `/components/pages/game/webview?${query.toString()}`,
    session,
    expires_at: expiresAt.toISOString(),
  };
}

/** The game behind a launch URL: GAME_SESSION_INVALID unless it is genuine, current and this player's. */
export async function openGameSession(
  db: Db,
  input: { memberId: bigint; session: string; now: Date; secret: string },
  lang: Lang,
): Promise<GameSession> {
  const claims = verifyGameSession(input.secret, input.session, input.now);
  if (!claims || claims.memberId !== input.memberId) return refuse('GAME_SESSION_INVALID');
  const status = await getGameStatus(db);
  const game = await findGameByCode(db, claims.gameCode);
  if (!game || availabilityOf(game, status) === 'disabled') return refuse('GAME_DISABLED');
  const wallet = await getWallet(db, input.memberId);
  return {
    game: infoOf(game, status, lang),
    balance: money(wallet.balance),
    expires_at: claims.expiresAt.toISOString(),
  };
}
