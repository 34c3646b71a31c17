export { visitAccessLogs } from './tracking-retention.ts';
export { trackingRoutes } from './tracking-routes.ts';
export { recordVisit } from './tracking-service.ts';
