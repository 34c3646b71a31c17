import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The staff audit chain. Each row's `hash` is SHA-256 over the previous row's hash and every column
 * (the SQL function `staff_audit_row_hash`, migration 0006), so one definition serves writing and
 * verifying. Writers take a transaction-scoped advisory lock so the chain never forks (the unique
 * index on `prev_hash` would refuse a fork anyway); the lock is held until the caller's transaction
 * commits, which is why callers audit as the last write of their transaction.
 */
const AUDIT_CHAIN_LOCK = 727_274_014;
export const GENESIS_HASH = '0'.repeat(64);

export type AuditInput = {
  staffId: bigint | null;
  action: string;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
  ip?: string;
  at: Date;
};

/** Appends one row to the audit chain, in the caller's transaction when given one. */
export async function audit(db: Executor, input: AuditInput): Promise<void> {
  const staffId = input.staffId === null ? null : String(input.staffId);
  const detail = JSON.stringify(input.detail ?? {});
  const at = input.at.toISOString();
  const targetType = input.targetType ?? null;
  const targetId = input.targetId ?? null;
  const ip = input.ip ?? null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    await tx.execute(sql`
      insert into staff_audit_log
        (id, staff_id, action, target_type, target_id, detail, ip, created_at, prev_hash, hash)
      select n.id, ${staffId}::bigint, ${input.action}, ${targetType}::text, ${targetId}::text,
        ${detail}::jsonb, ${ip}::text, ${at}::timestamptz, p.prev,
        staff_audit_row_hash(p.prev, n.id, ${staffId}::bigint, ${input.action}, ${targetType}::text,
          ${targetId}::text, ${detail}::jsonb, ${ip}::text, ${at}::timestamptz)
      from (select nextval('staff_audit_log_id_seq') as id) n,
        (select coalesce((select hash from staff_audit_log order by id desc limit 1), ${GENESIS_HASH}) as prev) p`);
  });
}

export type ChainReport = {
  ok: boolean;
  rows: number;
  headHash: string;
  /** The first row whose link to its predecessor (`link`) or whose own content (`content`) is wrong. */
  firstBroken: { id: string; reason: 'link' | 'content' } | null;
};

/** Recomputes the whole chain in one pass, oldest first, and names the first broken row. */
export async function verifyAuditChain(db: Executor): Promise<ChainReport> {
  const broken = (await db.execute(sql`
    select id::text as id, bad_link from (
      select id,
        prev_hash <> coalesce(lag(hash) over (order by id), ${GENESIS_HASH}) as bad_link,
        hash <> staff_audit_row_hash(prev_hash, id, staff_id, action, target_type, target_id, detail, ip,
          created_at) as bad_content
      from staff_audit_log) c
    where bad_link or bad_content order by id limit 1`)) as unknown as {
    rows: { id: string; bad_link: boolean }[];
  };
  const first = broken.rows[0];
  const head = (await db.execute(
    sql`select hash, (select count(*) from staff_audit_log)::int as n from staff_audit_log order by id desc limit 1`,
  )) as unknown as { rows: { hash: string; n: number }[] };
  return {
    ok: !first,
    rows: head.rows[0]?.n ?? 0,
    headHash: head.rows[0]?.hash ?? GENESIS_HASH,
    firstBroken: first ? { id: first.id, reason: first.bad_link ? 'link' : 'content' } : null,
  };
}
