import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { configAdminRoutes } from './config-admin-routes.ts';
import { configRoutes } from './config-routes.ts';
import * as schema from './config-schema.ts';
import { seedDefaultSettings } from './config-service.ts';

export * from './config-service.ts';
export {
  DEFAULT_SETTINGS,
  DEFAULT_TEAM_SETTINGS,
  DEFAULT_VIP_LEVELS,
  DEFAULT_WALLET_SETTINGS,
} from './defaults.ts';

export const configModule = defineModule({
  name: 'config',
  purpose: "The operator's settings: public site configuration, staff editing with review, defaults",
  routes: [configRoutes],
  staffRoutes: [configAdminRoutes],
  seed: seedDefaultSettings,
  tables: tablesOf(schema),
});
