/**
 * A second process for the SIGKILL tests (team-crash, closure-crash): opens the test's PostgreSQL database,
 * builds the app at a fixed clock and runs the due jobs; the test kills it mid-way with SIGKILL.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';

const url = process.env.CHILD_DATABASE_URL;
const clock = process.env.CHILD_CLOCK;
if (!url || !clock) throw new Error('CHILD_DATABASE_URL and CHILD_CLOCK are required');
const database = openDatabase({ kind: 'postgres', url, poolSize: 4 });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_SECRET: process.env.JL_TEST_APP_SECRET }),
  database,
  now: () => new Date(clock),
});
await app.ready();
process.stdout.write('ready\n');
await app.jobs.runDue();
process.stdout.write('done\n');
await app.close();
await database.close();
