/**
 * The schema index: every module's tables, re-exported for drizzle-kit and the typed client.
 * A module's tables live in its own `<domain>-schema.ts`; only `wallet` writes the ledger tables.
 */

export * from '../events/events-schema.ts';
export * from '../idempotency/idempotency-schema.ts';
export * from '../jobs/jobs-schema.ts';
export * from '../modules/activity/activity-schema.ts';
export * from '../modules/adjustments/adjustments-schema.ts';
export * from '../modules/admin/admin-schema.ts';
export * from '../modules/auth/auth-schema.ts';
export * from '../modules/barred/barred-schema.ts';
export * from '../modules/captcha/captcha-schema.ts';
export * from '../modules/closure/closure-schema.ts';
export * from '../modules/config/config-schema.ts';
export * from '../modules/kyc/kyc-schema.ts';
export * from '../modules/live/live-schema.ts';
export * from '../modules/lobby/lobby-schema.ts';
export * from '../modules/location/location-schema.ts';
export * from '../modules/originals/originals-schema.ts';
export * from '../modules/payments/payments-schema.ts';
export * from '../modules/platforms/platforms-schema.ts';
export * from '../modules/players/players-schema.ts';
export * from '../modules/privacy/privacy-schema.ts';
export * from '../modules/rg/rg-schema.ts';
export * from '../modules/stats/stats-schema.ts';
export * from '../modules/support/support-schema.ts';
export * from '../modules/team/team-schema.ts';
export * from '../modules/tracking/tracking-schema.ts';
export * from '../modules/vip/vip-schema.ts';
export * from '../modules/wallet/wallet-schema.ts';
export * from '../modules/withdraw/withdraw-schema.ts';
export * from '../providers/games/sandbox-schema.ts';
