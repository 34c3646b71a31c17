import type { FastifyPluginAsync } from 'fastify';
import { statsHandler } from './stats-handler.ts';

/**
 * Per-player statistics (docs/ARCHITECTURE.md "Per-player stats"): per São Paulo day and lifetime — recharge
 * count and sum, first deposit, valid bets, wins, rounds — kept by an event handler from `deposit.credited`,
 * `round.settled` and `round.refunded`. VIP, team and activities read these instead of history.
 */
export const statsRoutes: FastifyPluginAsync = async (app) => {
  app.events.on(statsHandler);
};

export {
  countDaysPlayed,
  type DailyStats,
  getMemberTotals,
  listDailyStats,
  listMemberTotals,
  type MemberTotals,
  sumDailyStats,
} from './stats-repository.ts';
export { memberDailyStats, memberStats } from './stats-schema.ts';
