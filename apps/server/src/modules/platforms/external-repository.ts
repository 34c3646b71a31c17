import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { query } from '../../db/rows.ts';

/**
 * SQL of the external platforms: the permanent callback records (`provider_transactions`), transfer
 * moves (`game_transfers`) and reconciliation reports. Bigints travel as text both ways.
 */

const big = (value: unknown): bigint => BigInt(value as string);

export type ProviderTxRow = {
  id: bigint;
  transactionId: string;
  action: 'bet' | 'win' | 'rollback' | 'tombstone';
  roundId: string | null;
  amount: bigint;
  fromLocked: bigint;
  fromCash: bigint;
  status: string;
  requestHash: string;
  response: Record<string, unknown>;
};

const TX_COLUMNS = sql`id::text as id, transaction_id, action, round_id, amount::text as amount,
  from_locked::text as from_locked, from_cash::text as from_cash, status, request_hash, response`;

function toTx(r: Record<string, unknown>): ProviderTxRow {
  return {
    id: big(r.id),
    transactionId: r.transaction_id as string,
    action: r.action as ProviderTxRow['action'],
    roundId: (r.round_id as string | null) ?? null,
    amount: big(r.amount),
    fromLocked: big(r.from_locked),
    fromCash: big(r.from_cash),
    status: r.status as string,
    requestHash: r.request_hash as string,
    response: r.response as Record<string, unknown>,
  };
}

/**
 * Serialises one player's callbacks on one platform until commit: checks (replay, tombstone, settled
 * round) and writes then happen as one step, whatever the platform sends in parallel.
 */
export async function lockProviderPlayer(tx: Executor, platform: string, memberId: bigint): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`provider:${platform}:${memberId}`}, 0))`,
  );
}

export async function findProviderTx(
  db: Executor,
  platform: string,
  memberId: bigint,
  transactionId: string,
): Promise<ProviderTxRow | null> {
  const rows = await query(
    db,
    sql`select ${TX_COLUMNS} from provider_transactions
        where platform = ${platform} and member_id = ${String(memberId)}::bigint and transaction_id = ${transactionId}`,
  );
  return rows[0] ? toTx(rows[0]) : null;
}

export async function listRoundBets(
  db: Executor,
  platform: string,
  memberId: bigint,
  roundId: string,
): Promise<ProviderTxRow[]> {
  const rows = await query(
    db,
    sql`select ${TX_COLUMNS} from provider_transactions
        where platform = ${platform} and member_id = ${String(memberId)}::bigint and round_id = ${roundId}
          and action = 'bet' order by id`,
  );
  return rows.map(toTx);
}

export type NewProviderTx = {
  platform: string;
  memberId: bigint;
  transactionId: string;
  action: ProviderTxRow['action'];
  roundId?: string | null;
  gameId?: string | null;
  amount: bigint;
  fromLocked?: bigint;
  fromCash?: bigint;
  referenceId?: string | null;
  status: string;
  requestHash: string;
  response: Record<string, unknown>;
  ledgerTransferId?: bigint | null;
};

export async function insertProviderTx(tx: Executor, row: NewProviderTx): Promise<void> {
  await tx.execute(
    sql`insert into provider_transactions (platform, member_id, transaction_id, action, round_id, game_id, amount,
          from_locked, from_cash, reference_id, status, request_hash, response, ledger_transfer_id)
        values (${row.platform}, ${String(row.memberId)}::bigint, ${row.transactionId}, ${row.action},
          ${row.roundId ?? null}, ${row.gameId ?? null}, ${String(row.amount)}::bigint,
          ${String(row.fromLocked ?? 0n)}::bigint, ${String(row.fromCash ?? 0n)}::bigint, ${row.referenceId ?? null},
          ${row.status}, ${row.requestHash}, ${JSON.stringify(row.response)}::jsonb,
          ${row.ledgerTransferId === undefined || row.ledgerTransferId === null ? null : String(row.ledgerTransferId)}::bigint)`,
  );
}

export async function setProviderTxStatus(tx: Executor, id: bigint, status: string): Promise<void> {
  await tx.execute(sql`update provider_transactions set status = ${status} where id = ${String(id)}::bigint`);
}

export async function settleRoundBets(tx: Executor, platform: string, memberId: bigint, roundId: string) {
  await tx.execute(
    sql`update provider_transactions set status = 'settled'
        where platform = ${platform} and member_id = ${String(memberId)}::bigint and round_id = ${roundId}
          and action = 'bet' and status = 'open'`,
  );
}

// ---- Transfer moves ------------------------------------------------------------------------------

export type GameTransferRow = {
  id: bigint;
  platform: string;
  memberId: bigint;
  direction: 'in' | 'out';
  amount: bigint | null;
  status: 'pending' | 'confirmed' | 'failed';
  createdAt: Date;
};

const TRANSFER_COLUMNS = sql`id::text as id, platform, member_id::text as member_id, direction,
  amount::text as amount, status, created_at::text as created_at`;

function toTransfer(r: Record<string, unknown>): GameTransferRow {
  return {
    id: big(r.id),
    platform: r.platform as string,
    memberId: big(r.member_id),
    direction: r.direction as 'in' | 'out',
    amount: r.amount === null || r.amount === undefined ? null : big(r.amount),
    status: r.status as GameTransferRow['status'],
    createdAt: new Date(r.created_at as string),
  };
}

/** A new pending move; null when an exit of this player from this platform is already under way. */
export async function insertGameTransfer(
  tx: Executor,
  row: { platform: string; memberId: bigint; direction: 'in' | 'out'; amount: bigint | null; at: Date },
): Promise<bigint | null> {
  const rows = await query<{ id: string }>(
    tx,
    sql`insert into game_transfers (platform, member_id, direction, amount, status, created_at)
        values (${row.platform}, ${String(row.memberId)}::bigint, ${row.direction},
          ${row.amount === null ? null : String(row.amount)}::bigint, 'pending', ${row.at.toISOString()}::timestamptz)
        on conflict do nothing returning id::text as id`,
  );
  return rows[0] ? big(rows[0].id) : null;
}

/** Moves a pending transfer to its end state; false when it was not pending (someone settled it first). */
export async function settleGameTransfer(
  tx: Executor,
  id: bigint,
  to: { status: 'confirmed' | 'failed'; amount?: bigint; by: 'request' | 'reconciliation'; at: Date },
): Promise<boolean> {
  const rows = await query(
    tx,
    sql`update game_transfers set status = ${to.status}, settled_by = ${to.by}, settled_at = ${to.at.toISOString()}::timestamptz,
          amount = coalesce(${to.amount === undefined ? null : String(to.amount)}::bigint, amount)
        where id = ${String(id)}::bigint and status = 'pending' returning id`,
  );
  return rows.length > 0;
}

export async function lockGameTransfer(tx: Executor, id: bigint): Promise<GameTransferRow | null> {
  const rows = await query(
    tx,
    sql`select ${TRANSFER_COLUMNS} from game_transfers where id = ${String(id)}::bigint for update`,
  );
  return rows[0] ? toTransfer(rows[0]) : null;
}

export async function listPendingTransfers(
  db: Executor,
  platform: string,
  filter: { before?: Date; memberId?: bigint },
): Promise<GameTransferRow[]> {
  const before = filter.before ? sql`and created_at <= ${filter.before.toISOString()}::timestamptz` : sql``;
  const member =
    filter.memberId === undefined ? sql`` : sql`and member_id = ${String(filter.memberId)}::bigint`;
  const rows = await query(
    db,
    sql`select ${TRANSFER_COLUMNS} from game_transfers
        where platform = ${platform} and status = 'pending' ${before} ${member} order by id`,
  );
  return rows.map(toTransfer);
}

export async function insertReconciliation(
  tx: Executor,
  row: {
    runAt: Date;
    platform: string;
    memberId: bigint | null;
    kind: string;
    ours: bigint | null;
    theirs: bigint | null;
    transferId?: bigint | null;
  },
): Promise<void> {
  const opt = (v: bigint | null | undefined) => (v === null || v === undefined ? null : String(v));
  await tx.execute(
    sql`insert into game_reconciliations (run_at, platform, member_id, kind, ours, theirs, transfer_id)
        values (${row.runAt.toISOString()}::timestamptz, ${row.platform}, ${opt(row.memberId)}::bigint, ${row.kind},
          ${opt(row.ours)}::bigint, ${opt(row.theirs)}::bigint, ${opt(row.transferId)}::bigint)`,
  );
}

export async function listReconciliations(db: Executor, limit: number, offset: number) {
  const rows = await query(
    db,
    sql`select id::text as id, run_at::text as run_at, platform, member_id::text as member_id, kind,
          ours::text as ours, theirs::text as theirs, transfer_id::text as transfer_id
        from game_reconciliations order by id desc limit ${limit} offset ${offset}`,
  );
  const total = await query<{ n: number }>(db, sql`select count(*)::int as n from game_reconciliations`);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
