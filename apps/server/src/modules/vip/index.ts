/**
 * The vip module: VIP levels from the operator's VIP table and the player's cumulative recharge and
 * valid bets, and the once-per-level rewards. Other modules read a player's level and privileges
 * (withdrawals per day, maximum single withdrawal, fee, maximum game balance) with `getVipStatus`.
 */

export { vipRoutes } from './vip-routes.ts';
export { vipRewards } from './vip-schema.ts';
export { getVipInfo, getVipStatus, levelFor, MIN_WITHDRAW_LEVEL, type VipStatus } from './vip-service.ts';
