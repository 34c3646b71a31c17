import type { GameTop } from '@jl/core';
import type { Db } from '../../db/client.ts';
import { type Lang, money } from '../lobby/index.ts';
import { type BigWinRow, listBiggestWins, listMostPlayed, type MostPlayedRow } from './rounds-repository.ts';

/**
 * The home page's top-10 tables (docs/PRODUCT.md "Principles": honest numbers), computed from real rounds
 * only:
 * - most played: games by rounds in the last 24 hours, each with its busiest player in that window and
 *   its online users — distinct players with a round of that game in the last 5 minutes (a live game
 *   session is a player who is spinning);
 * - biggest winners: the 10 largest single-round wins of the last 7 days.
 * Players are masked ("55***78": first two and last two digits of the phone). Each process keeps the
 * result for 30 seconds of the app clock.
 */

export const TOP_WINDOWS = { mostPlayedHours: 24, biggestWinnersDays: 7, onlineMinutes: 5, cacheMs: 30_000 };
const LIMIT = 10;

type Computed = { at: number; mostPlayed: MostPlayedRow[]; biggest: BigWinRow[] };
const cache = new WeakMap<object, Computed>();

export function maskPlayer(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 5) return '***';
  return `${digits.slice(0, 2)}***${digits.slice(-2)}`;
}

async function compute(db: Db, now: Date): Promise<Computed> {
  const hit = cache.get(db);
  const at = now.getTime();
  if (hit && at >= hit.at && at - hit.at < TOP_WINDOWS.cacheMs) return hit;
  const hour = 3_600_000;
  const [mostPlayed, biggest] = [
    await listMostPlayed(
      db,
      new Date(at - TOP_WINDOWS.mostPlayedHours * hour),
      new Date(at - TOP_WINDOWS.onlineMinutes * 60_000),
      LIMIT,
    ),
    await listBiggestWins(db, new Date(at - TOP_WINDOWS.biggestWinnersDays * 24 * hour), LIMIT),
  ];
  const computed = { at, mostPlayed, biggest };
  cache.set(db, computed);
  return computed;
}

/** Win ÷ bet with two decimals, rounded down. */
function multipleOf(win: bigint, bet: bigint): string {
  const hundredths = (win * 100n) / bet;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

export async function getTop(db: Db, now: Date, lang: Lang): Promise<GameTop> {
  const { at, mostPlayed, biggest } = await compute(db, now);
  const name = (code: string) => lang.t(`games:names.${code}`);
  return {
    most_played: mostPlayed.map((r) => ({
      game: r.gameCode,
      game_name: name(r.gameCode),
      player: maskPlayer(r.topPlayerPhone),
      rounds: r.rounds,
      online_users: r.onlineUsers,
    })),
    biggest_winners: biggest.map((r, i) => ({
      rank: i + 1,
      player: maskPlayer(r.phone),
      game: r.gameCode,
      game_name: name(r.gameCode),
      win: money(r.win),
      multiplier: multipleOf(r.win, r.bet),
    })),
    most_played_hours: TOP_WINDOWS.mostPlayedHours,
    biggest_winners_days: TOP_WINDOWS.biggestWinnersDays,
    online_minutes: TOP_WINDOWS.onlineMinutes,
    updated_at: new Date(at).toISOString(),
  };
}
