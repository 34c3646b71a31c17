/**
 * Account closure (LGPD; docs/COMPLIANCE.md "Account closure"): the player's self-service closure,
 * executed at once in one transaction across the modules it touches (wallet, auth, activity, rg), and
 * the `closure.minimise` job that later erases the account's personal data. No module imports this one.
 */

export { closureRoutes } from './closure-routes.ts';
export { accountClosures } from './closure-schema.ts';
