import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { members } from '../auth/index.ts';
import type { GameKey } from '../lobby/index.ts';
import { maskPlayer } from '../originals/index.ts';
import { liveBets, liveRounds } from './live-schema.ts';

/** What the live tables show: finished rounds, a round's bets, the players (masked), the open bets. */

export async function listRounds(db: Db, game: string, page: number, size: number) {
  const where = and(eq(liveRounds.game, game), inArray(liveRounds.phase, ['settled', 'refunded']));
  const rows = await db
    .select()
    .from(liveRounds)
    .where(where)
    .orderBy(desc(liveRounds.id))
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(liveRounds).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A player as the live tables show them: masked ("55***78"). */
export async function playerName(db: Executor, memberId: bigint): Promise<string> {
  const [row] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
  return maskPlayer(row?.phone ?? '');
}

export async function betsOfRound(db: Executor, roundId: bigint) {
  return db
    .select({ bet: liveBets, phone: members.phone })
    .from(liveBets)
    .innerJoin(members, eq(members.id, liveBets.memberId))
    .where(eq(liveBets.roundId, roundId))
    .orderBy(liveBets.id);
}

/** Bets of a live round not yet over, by game (the lobby's maintenance page counts them). */
export async function countOpenLiveBets(db: Executor): Promise<(game: GameKey) => number> {
  const rows = await db
    .select({ game: liveRounds.game, n: sql<number>`count(*)::int` })
    .from(liveBets)
    .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
    .where(eq(liveBets.status, 'open'))
    .groupBy(liveRounds.game);
  const byGame = new Map(rows.map((r) => [r.game, Number(r.n)]));
  return (game) => byGame.get(game.code) ?? 0;
}
