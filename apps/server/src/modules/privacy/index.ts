/**
 * Privacy: the retention of access logs (Marco Civil da Internet art. 15, LGPD art. 16;
 * docs/COMPLIANCE.md "Access logs"). Each module says what access-log data it keeps (`*-retention.ts`);
 * this module's job erases it once it is older than ACCESS_LOG_RETENTION_DAYS, except a player's whose
 * logs an authority asked to be held (owners record the hold). No module imports this one.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { staff } from '../admin/index.ts';
import { accessLogsJob } from './access-logs-job.ts';
import { holdsRoutes } from './holds-routes.ts';
import * as schema from './privacy-schema.ts';

export { ACCESS_LOG_BATCH, ACCESS_LOGS, accessLogsJob } from './access-logs-job.ts';
export { accessLogHolds } from './privacy-schema.ts';

export const privacyModule = defineModule({
  name: 'privacy',
  purpose: 'Erases access logs past their retention, except those an authority asked to be held',
  staffRoutes: [holdsRoutes],
  jobs: (app) => [accessLogsJob(app.config.ACCESS_LOG_RETENTION_DAYS)],
  tables: tablesOf(schema),
  // Holds list with the names of who placed and who released them.
  joins: [staff],
});
