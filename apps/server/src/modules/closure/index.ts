/**
 * Account closure (LGPD; docs/COMPLIANCE.md "Account closure"): the player's self-service closure and
 * staff's closure on the player's request, executed at once in one transaction across the modules it
 * touches (wallet, auth, activity, rg, admin's audit log), and the `closure.minimise` job that later
 * erases the account's personal data. No module imports this one.
 */

export { closureAdminRoutes } from './closure-admin-routes.ts';
export { closureRoutes } from './closure-routes.ts';
export { accountClosures } from './closure-schema.ts';
