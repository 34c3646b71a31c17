import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { query } from '../../db/rows.ts';
import { refuse } from '../../lib/app-error.ts';
import { getGameStatus } from '../config/index.ts';
import type { GameKey, OpenBetsCounter } from './lobby-ports.ts';

/**
 * Maintenance switches of the back office (owner): the operator's all-games status (settings section
 * `games`, what `/game/checkGameStatus` answers), a platform's and a game's `maintenance` flag (the
 * rows of `game_platforms` and `games`). Each switch runs in the caller's transaction with its audit
 * row; the caller drops the per-process caches after the commit.
 *
 * What happens to rounds in play: an original's round is one transaction (stake, win, round row), so
 * none is ever open — a round whose transaction started before the switch commits completes, the next
 * one is refused with GAME_MAINTENANCE. An external seamless game's new bets are refused
 * (GAME_UNAVAILABLE to the provider) while its wins and rollbacks are still accepted, so the provider
 * settles or refunds the bets already placed. A live game (crash, roulette) has rounds that stay open
 * for seconds: its round driver refunds the open round's bets at its next step (about every 2 s) once
 * the game, its platform or all games are in maintenance. `open_bets` counts the bets still waiting,
 * as the modules holding them count them (the lobby's `openBets` ports).
 */

export type StaffGamesView = {
  status: 0 | 1;
  platforms: { code: string; kind: string; enabled: boolean; maintenance: boolean; games: number }[];
  games: {
    code: string;
    platform: string;
    kind: string;
    enabled: boolean;
    maintenance: boolean;
    open_bets: number;
  }[];
};

type GameFlagsRow = GameKey & { kind: string; enabled: boolean; maintenance: boolean };

const gameKeyOf = (r: Record<string, unknown>): GameKey => ({
  code: r.code as string,
  platform: r.platform as string,
  providerGameId: (r.provider_game_id as string | null) ?? null,
});

/** The open bets of these games, summed over every counter. */
async function openBetsOf(db: Executor, counters: readonly OpenBetsCounter[], games: GameKey[]) {
  const counts = await Promise.all(counters.map((count) => count(db)));
  return games.map((game) => counts.reduce((sum, countOf) => sum + countOf(game), 0));
}

export async function listGamesForStaff(
  db: Executor,
  counters: readonly OpenBetsCounter[],
): Promise<StaffGamesView> {
  const [status, platforms, rows] = await Promise.all([
    getGameStatus(db),
    query<Record<string, unknown>>(
      db,
      sql`select p.code, p.kind, p.enabled, p.maintenance,
            (select count(*)::int from games g where g.platform = p.code) as games
          from game_platforms p order by p.sort_order, p.code`,
    ),
    query<Record<string, unknown>>(
      db,
      sql`select g.code, g.platform, g.provider_game_id, g.kind, g.enabled, g.maintenance
          from games g join game_platforms p on p.code = g.platform
          order by p.sort_order, p.code, g.sort_order, g.code`,
    ),
  ]);
  const games: GameFlagsRow[] = rows.map((g) => ({
    ...gameKeyOf(g),
    kind: g.kind as string,
    enabled: g.enabled === true,
    maintenance: g.maintenance === true,
  }));
  const openBets = await openBetsOf(db, counters, games);
  return {
    status,
    platforms: platforms.map((p) => ({
      code: p.code as string,
      kind: p.kind as string,
      enabled: p.enabled === true,
      maintenance: p.maintenance === true,
      games: Number(p.games),
    })),
    games: games.map((g, i) => ({
      code: g.code,
      platform: g.platform,
      kind: g.kind,
      enabled: g.enabled,
      maintenance: g.maintenance,
      open_bets: openBets[i] ?? 0,
    })),
  };
}

/**
 * Sets a game's or a platform's maintenance flag; answers the flag before and the open bets of what
 * was switched. NOT_FOUND for an unknown code (nothing written).
 */
export async function switchMaintenance(
  tx: Executor,
  counters: readonly OpenBetsCounter[],
  target: 'game' | 'platform',
  code: string,
  maintenance: boolean,
): Promise<{ before: boolean; openBets: number }> {
  const rows =
    target === 'game'
      ? await query<{ before: boolean }>(
          tx,
          sql`update games g set maintenance = ${maintenance} from games old
              where g.id = old.id and g.code = ${code}
              returning old.maintenance as before`,
        )
      : await query<{ before: boolean }>(
          tx,
          sql`update game_platforms p set maintenance = ${maintenance} from game_platforms old
              where p.code = old.code and p.code = ${code}
              returning old.maintenance as before`,
        );
  const row = rows[0];
  if (!row) return refuse('NOT_FOUND');
  const switched = await query<Record<string, unknown>>(
    tx,
    target === 'game'
      ? sql`select code, platform, provider_game_id from games where code = ${code}`
      : sql`select code, platform, provider_game_id from games where platform = ${code}`,
  );
  const openBets = await openBetsOf(tx, counters, switched.map(gameKeyOf));
  return { before: row.before === true, openBets: openBets.reduce((a, b) => a + b, 0) };
}
