import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { siteSettings } from './config-schema.ts';

export async function findSetting<T>(db: Executor, key: string): Promise<T | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row ? (row.value as T) : null;
}

export async function listSettings(db: Executor): Promise<Map<string, unknown>> {
  const rows = await db.select().from(siteSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Writes a section; `onlyIfMissing` is the first-start seed that never overwrites operator edits. */
export async function putSetting(
  db: Executor,
  key: string,
  value: unknown,
  onlyIfMissing = false,
): Promise<void> {
  const insert = db.insert(siteSettings).values({ key, value });
  if (onlyIfMissing) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}
