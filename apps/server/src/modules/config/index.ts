export { configAdminRoutes } from './config-admin-routes.ts';
export { configRoutes } from './config-routes.ts';
export * from './config-service.ts';
export {
  DEFAULT_SETTINGS,
  DEFAULT_TEAM_SETTINGS,
  DEFAULT_VIP_LEVELS,
  DEFAULT_WALLET_SETTINGS,
} from './defaults.ts';
