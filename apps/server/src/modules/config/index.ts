export { configRoutes } from './config-routes.ts';
export * from './config-service.ts';
export { DEFAULT_SETTINGS, DEFAULT_VIP_LEVELS } from './defaults.ts';
