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
import type { GameProvider } from '../../providers/games/game-provider.ts';
import { getGameStatus } from '../config/index.ts';
import { getWallet } from '../wallet/index.ts';
import { GAME_SESSION_TTL_MS, signGameSession, verifyGameSession } from './game-session.ts';
import {
  betLevels,
  GAME_SEED,
  LIVE_GAME_INFO,
  type LiveGameInfo,
  liveInfo,
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
import type { ExternalLauncher, LaunchInput } from './lobby-ports.ts';

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
  for (const [code, info] of Object.entries(LIVE_GAME_INFO)) {
    await insertGameIfMissing(db, {
      code,
      platform: ORIGINALS,
      kind: info.kind,
      categories: ['live'],
      minBet: info.minBetCents,
      maxBet: info.maxBetCents,
      sortOrder: info.sortOrder,
    });
  }
}

/**
 * Creates the platforms and games of the external platforms this process serves, when missing (at
 * start; operators change flags, order and limits afterwards).
 */
export async function seedExternalGames(db: Executor, providers: Iterable<GameProvider>): Promise<void> {
  let order = 10;
  for (const provider of providers) {
    await insertPlatformIfMissing(db, {
      code: provider.platform,
      kind: provider.wallet,
      sortOrder: order,
      transferCodes: provider.wallet === 'transfer' ? provider.transferCodes : null,
    });
    order += 10;
    for (const game of provider.catalog) {
      await insertGameIfMissing(db, { ...game, platform: provider.platform, kind: 'external' });
    }
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

/** Drops this process's copy of the games' flags (after a commit that changed them). */
export function dropGameCache(db: Executor): void {
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
  if (!game.enabled || !game.platformEnabled || !isPlayableKind(game)) return 'disabled';
  if (game.maintenance || game.platformMaintenance || operatorStatus === 1) return 'maintenance';
  return 'open';
}

/** An original with its maths in this build, or a game of an external platform. */
export function isPlayableKind(game: Pick<GameRow, 'kind' | 'code'>): boolean {
  if (game.kind === 'external') return true;
  if (game.kind === 'slot') return slotInfo(game.code) !== null;
  return liveInfo(game.code)?.kind === game.kind;
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
  const info = slotInfo(game.code) ?? liveInfo(game.code);
  if (!info) return { min: game.minBet, max: game.maxBet };
  // bigint: Math.min/max do not apply.
  let { minBetCents: min, maxBetCents: max } = info;
  if (game.minBet > min) min = game.minBet;
  if (game.maxBet < max) max = game.maxBet;
  return { min, max };
}

export function tileOf(game: GameRow, operatorStatus: 0 | 1, lang: Lang): GameTile {
  const live = liveInfo(game.code);
  if (live) return liveTileOf(game, live, operatorStatus, lang);
  const info = slotInfo(game.code);
  const { min, max } = limitsOf(game);
  if (game.kind === 'external' || !info) return externalTile(game, operatorStatus, lang);
  return {
    game_id: String(game.id),
    code: game.code,
    name: gameName(game, lang),
    platform: game.platform,
    platform_name: platformName(game.platform, game.platformName, lang),
    kind: 'slot',
    wallet: 'internal',
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

/** A game of an external platform: the RTP and volatility its provider publishes, the operator's limits. */
function externalTile(game: GameRow, operatorStatus: 0 | 1, lang: Lang): GameTile {
  const rtp = game.publishedRtp ?? '0';
  return {
    game_id: String(game.id),
    code: game.code,
    name: gameName(game, lang),
    platform: game.platform,
    platform_name: platformName(game.platform, game.platformName, lang),
    kind: 'external',
    wallet: game.platformKind === 'transfer' ? 'transfer' : 'seamless',
    categories: game.categories as GameTile['categories'],
    rtp: percentOf(reduced(rtp)),
    rtp_exact: reduced(rtp),
    volatility: game.volatility ?? 'medium',
    min_bet: money(game.minBet),
    max_bet: money(game.maxBet),
    maintenance: availabilityOf(game, operatorStatus) === 'maintenance',
    version: 'provider',
  };
}

/** "96.00" → "24/25": a published percentage as a reduced fraction. */
function reduced(percent: string): string {
  const decimals = percent.split('.')[1]?.length ?? 0;
  let num = BigInt(percent.replace('.', ''));
  let den = 10n ** BigInt(2 + decimals);
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const g = gcd(num, den) || 1n;
  num /= g;
  den /= g;
  return `${num}/${den}`;
}

function liveTileOf(game: GameRow, info: LiveGameInfo, operatorStatus: 0 | 1, lang: Lang): GameTile {
  // bigint: Math.min/max do not apply.
  // biome-ignore lint/complexity/useMathMinMax: bigint
  const min = game.minBet > info.minBetCents ? game.minBet : info.minBetCents;
  // biome-ignore lint/complexity/useMathMinMax: bigint
  const max = game.maxBet < info.maxBetCents ? game.maxBet : info.maxBetCents;
  return {
    game_id: String(game.id),
    code: game.code,
    name: gameName(game, lang),
    platform: game.platform,
    platform_name: platformName(game.platform, game.platformName, lang),
    kind: info.kind,
    wallet: 'internal',
    categories: game.categories as GameTile['categories'],
    rtp: percentOf(info.rtpExact),
    rtp_exact: info.rtpExact,
    volatility: info.volatility,
    min_bet: money(min),
    max_bet: money(max),
    maintenance: availabilityOf(game, operatorStatus) === 'maintenance',
    version: info.version,
  };
}

/** A live game's availability and the operator's limits (the live module's bet path). */
export async function liveGameState(
  db: Db,
  code: string,
): Promise<{ state: Availability; minBet: bigint; maxBet: bigint }> {
  const game = await findGameCached(db, code);
  if (!game || !liveInfo(code)) return { state: 'disabled', minBet: 0n, maxBet: 0n };
  return { state: availabilityOf(game, 0), minBet: game.minBet, maxBet: game.maxBet };
}

export function infoOf(game: GameRow, operatorStatus: 0 | 1, lang: Lang): GameInfo {
  // Live games publish their rules at /live/{game}/chain and play on their own screens.
  const info = slotInfo(game.code) ?? refuse('NOT_FOUND');
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
  const list = rows.filter(isPlayableKind).map((g) => tileOf(g, status, lang));
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
  // External games publish their rules in their own page; /game/info describes the originals.
  if (game?.kind !== 'slot' || availabilityOf(game, 0) === 'disabled') return refuse('NOT_FOUND');
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
    .filter(isPlayableKind)
    .map((g) => ({ ...tileOf(g, status, lang), at: g.at.toISOString() }));
  return { list, total, page: q.page, size: q.size };
}

/**
 * Opens a game: refuses a disabled or maintained game, records it as recently played and signs a
 * 30-minute session bound to the player and the game for the in-app game client.
 */
export async function launchGame(
  db: Db,
  input: LaunchInput & { gameId: bigint; launchExternal: ExternalLauncher | null },
): Promise<LaunchResult> {
  const game = assertPlayable(await findGameById(db, input.gameId), await getGameStatus(db));
  if (game.kind === 'external') {
    // The platforms module opens external games (its wiring fills the port).
    if (!input.launchExternal) return refuse('GAME_DISABLED');
    return input.launchExternal(db, game, input);
  }
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
