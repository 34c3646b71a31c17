import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { trackingRoutes } from './tracking-routes.ts';
import * as schema from './tracking-schema.ts';

export { visitAccessLogs } from './tracking-retention.ts';
export { recordVisit } from './tracking-service.ts';

export const trackingModule = defineModule({
  name: 'tracking',
  purpose: 'Landing visits with their campaign and the page they came from, for acquisition reports',
  routes: [trackingRoutes],
  tables: tablesOf(schema),
});
