/**
 * The vip module: VIP levels from the operator's VIP table and the player's cumulative recharge and
 * valid bets, and the once-per-level rewards. Other modules read a player's level and privileges
 * (withdrawals per day, maximum single withdrawal, fee, maximum game balance) with `getVipStatus`.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { vipRoutes } from './vip-routes.ts';
import * as schema from './vip-schema.ts';
import { vipLevelHandler } from './vip-service.ts';

export { vipRewards } from './vip-schema.ts';
export { getVipInfo, getVipStatus, levelFor, MIN_WITHDRAW_LEVEL, type VipStatus } from './vip-service.ts';

export const vipModule = defineModule({
  name: 'vip',
  purpose:
    "VIP levels from cumulative recharge and valid bets, the level's privileges, once-per-level rewards",
  routes: [vipRoutes],
  handlers: [vipLevelHandler],
  // A deposit's level-up reads the totals stats wrote for that deposit.
  after: ['stats'],
  tables: tablesOf(schema),
});
