import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { getGameStatus } from '../config/index.ts';
import { query } from './games-repository.ts';

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
 * the game, its platform or all games are in maintenance. `open_bets` counts the bets still waiting.
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

/** Seamless bets of an external game waiting for their provider, and live bets in a round not yet over. */
const OPEN_BETS = `((select count(*)::int from provider_transactions t
    where t.platform = g.platform and t.game_id = g.provider_game_id and t.action = 'bet' and t.status = 'open')
  + (select count(*)::int from live_bets b join live_rounds r on r.id = b.round_id
    where r.game = g.code and b.status = 'open'))`;

export async function listGamesForStaff(db: Executor): Promise<StaffGamesView> {
  const [status, platforms, games] = await Promise.all([
    getGameStatus(db),
    query<Record<string, unknown>>(
      db,
      sql`select p.code, p.kind, p.enabled, p.maintenance,
            (select count(*)::int from games g where g.platform = p.code) as games
          from game_platforms p order by p.sort_order, p.code`,
    ),
    query<Record<string, unknown>>(
      db,
      sql.raw(`select g.code, g.platform, g.kind, g.enabled, g.maintenance, ${OPEN_BETS} as open_bets
          from games g join game_platforms p on p.code = g.platform
          order by p.sort_order, p.code, g.sort_order, g.code`),
    ),
  ]);
  return {
    status,
    platforms: platforms.map((p) => ({
      code: p.code as string,
      kind: p.kind as string,
      enabled: p.enabled === true,
      maintenance: p.maintenance === true,
      games: Number(p.games),
    })),
    games: games.map((g) => ({
      code: g.code as string,
      platform: g.platform as string,
      kind: g.kind as string,
      enabled: g.enabled === true,
      maintenance: g.maintenance === true,
      open_bets: Number(g.open_bets),
    })),
  };
}

/**
 * Sets a game's or a platform's maintenance flag; answers the flag before and the open seamless bets
 * of what was switched. NOT_FOUND for an unknown code (nothing written).
 */
export async function switchMaintenance(
  tx: Executor,
  target: 'game' | 'platform',
  code: string,
  maintenance: boolean,
): Promise<{ before: boolean; openBets: number }> {
  const rows =
    target === 'game'
      ? await query<{ before: boolean; open_bets: number }>(
          tx,
          sql`update games g set maintenance = ${maintenance} from games old
              where g.id = old.id and g.code = ${code}
              returning old.maintenance as before, ${sql.raw(OPEN_BETS)} as open_bets`,
        )
      : await query<{ before: boolean; open_bets: number }>(
          tx,
          sql`update game_platforms p set maintenance = ${maintenance} from game_platforms old
              where p.code = old.code and p.code = ${code}
              returning old.maintenance as before,
                (select coalesce(sum(${sql.raw(OPEN_BETS)}), 0)::int from games g where g.platform = p.code)
                  as open_bets`,
        );
  const row = rows[0];
  if (!row) return refuse('NOT_FOUND');
  return { before: row.before === true, openBets: Number(row.open_bets) };
}
