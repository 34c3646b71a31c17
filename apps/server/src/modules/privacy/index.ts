/**
 * Privacy: the retention of access logs (Marco Civil da Internet art. 15, LGPD art. 16;
 * docs/COMPLIANCE.md "Access logs"). Each module says what access-log data it keeps (`*-retention.ts`);
 * this module's job erases it once it is older than ACCESS_LOG_RETENTION_DAYS. No module imports this one.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accessLogsJob } from './access-logs-job.ts';

export { ACCESS_LOG_BATCH, ACCESS_LOGS, accessLogsJob } from './access-logs-job.ts';

export const privacyRoutes: FastifyPluginAsync = async (app) => {
  app.jobs.define(accessLogsJob(app.config.ACCESS_LOG_RETENTION_DAYS));
};
