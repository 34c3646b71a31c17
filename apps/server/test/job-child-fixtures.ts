import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

/**
 * For the SIGKILL tests (PostgreSQL only): another process (`team-job-child.ts`) on the test's
 * database runs the due jobs at `clock`; the test kills it mid-way and awaits `exited`.
 */
export async function spawnJobsChild(
  t: TestApp,
  clock: Date,
): Promise<{ child: ChildProcess; exited: Promise<number | null> }> {
  const result = (await t.database.db.execute(sql`select current_database() as db`)) as unknown as {
    rows: { db: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.db}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./team-job-child.ts', import.meta.url))],
    {
      env: { ...process.env, CHILD_DATABASE_URL: url.toString(), CHILD_CLOCK: clock.toISOString() },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}
