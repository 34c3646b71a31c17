import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from './admin-schema.ts';

/**
 * The user names of staff members by id, for screens that say who decided (the approver of a
 * withdrawal): other modules ask here rather than read the staff table.
 */
export async function staffUsernames(db: Executor, ids: (bigint | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is bigint => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, username: staff.username })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((r) => [String(r.id), r.username]));
}
