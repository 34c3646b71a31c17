import type { Executor } from '../../db/client.ts';
import { visits } from './tracking-schema.ts';

export async function recordVisit(
  db: Executor,
  input: { code?: string; regKey?: string; ip?: string; userAgent?: string; memberId?: bigint; at: Date },
): Promise<void> {
  await db.insert(visits).values({
    code: input.code || null,
    regKey: input.regKey || null,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
    memberId: input.memberId,
    createdAt: input.at,
  });
}
