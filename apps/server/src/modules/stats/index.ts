import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { statsHandler } from './stats-handler.ts';
import * as schema from './stats-schema.ts';

/**
 * Per-player statistics (docs/ARCHITECTURE.md "Per-player stats"): per São Paulo day and lifetime — recharge
 * count and sum, first deposit, valid bets, wins, rounds — kept by an event handler from `deposit.credited`,
 * `round.settled` and `round.refunded`. VIP, team and activities read these instead of history.
 */
export const statsModule = defineModule({
  name: 'stats',
  purpose: 'Per-player statistics per São Paulo day and lifetime, kept from deposits and settled rounds',
  handlers: [statsHandler],
  tables: tablesOf(schema),
});

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
