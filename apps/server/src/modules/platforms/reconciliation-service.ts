import { type Cents, toDecimal } from '@jl/core';
import type { Db, Executor } from '../../db/client.ts';
import type { GameProvider, TransferProvider } from '../../providers/games/game-provider.ts';
import { listPlatformHoldings } from '../wallet/index.ts';
import { insertReconciliation, listPendingTransfers, listReconciliations } from './external-repository.ts';
import { IN_FLIGHT_MS, settleTransfer } from './transfer-service.ts';

/**
 * The transfer platforms' reconciliation (nightly; docs/OPERATIONS.md "External game platforms"). For each
 * transfer platform: every move still pending after `graceMs` is settled from the platform's own record of
 * our reference (exactly once: see settleTransfer), then our `game:<platform>` balance of each player is
 * compared with the platform's, and every difference is written for staff (admin API
 * `/admin/games/reconciliation`). A player still playing there differs by what they won or lost so far; a
 * player who left should match to the centavo.
 */

export type ReconciliationSummary = {
  platforms: number;
  settled: { confirmed: number; reverted: number; failed: number };
  mismatches: number;
};

export type ReconcileOptions = {
  /** Moves pending for less than this may still be in flight and are left alone. */
  graceMs?: number;
  /**
   * The job's claim of one item of its period (jobs backbone): the balance report of a platform is
   * written once per period even when a crashed run is repeated. Without it, every call reports.
   */
  claim?: (tx: Executor, item: string) => Promise<boolean>;
};

export async function reconcileTransferPlatforms(
  db: Db,
  providers: Iterable<GameProvider>,
  now: () => Date,
  options: ReconcileOptions = {},
): Promise<ReconciliationSummary> {
  const graceMs = options.graceMs ?? IN_FLIGHT_MS * 5;
  const summary: ReconciliationSummary = {
    platforms: 0,
    settled: { confirmed: 0, reverted: 0, failed: 0 },
    mismatches: 0,
  };
  const runAt = now();
  for (const provider of providers) {
    if (provider.wallet !== 'transfer') continue;
    summary.platforms += 1;
    await settlePending(db, provider, now, runAt, graceMs, summary);
    await compareBalances(db, provider, runAt, summary, options.claim);
  }
  return summary;
}

async function settlePending(
  db: Db,
  provider: TransferProvider,
  now: () => Date,
  runAt: Date,
  graceMs: number,
  summary: ReconciliationSummary,
): Promise<void> {
  const before = new Date(runAt.getTime() - graceMs);
  for (const row of await listPendingTransfers(db, provider.platform, { before })) {
    // The finding is written in the settling transaction: both happen once, or neither.
    const result = await settleTransfer(
      { db, provider, now },
      row.id,
      'reconciliation',
      undefined,
      (tx, settled) =>
        insertReconciliation(tx, {
          runAt,
          platform: provider.platform,
          memberId: row.memberId,
          kind: `transfer_${settled.result}`,
          ours: row.amount,
          theirs: settled.amount,
          transferId: row.id,
        }),
    );
    if (result !== 'already') summary.settled[result] += 1;
  }
}

async function compareBalances(
  db: Db,
  provider: TransferProvider,
  runAt: Date,
  summary: ReconciliationSummary,
  claim: ReconcileOptions['claim'],
): Promise<void> {
  const theirs = new Map<string, Cents>();
  for (const b of await provider.listBalances()) theirs.set(b.playerId, b.balance);
  const ours = new Map<string, bigint>();
  for (const b of await listPlatformHoldings(db, provider.platform)) ours.set(String(b.memberId), b.balance);
  const differences: { playerId: string; ours: bigint; theirs: bigint }[] = [];
  for (const playerId of new Set([...theirs.keys(), ...ours.keys()])) {
    const a = ours.get(playerId) ?? 0n;
    const b = theirs.get(playerId) ?? 0n;
    if (a !== b) differences.push({ playerId, ours: a, theirs: b });
  }
  summary.mismatches += differences.length;
  await db.transaction(async (tx) => {
    if (claim && !(await claim(tx, `balances:${provider.platform}`))) return;
    for (const d of differences) {
      await insertReconciliation(tx, {
        runAt,
        platform: provider.platform,
        memberId: /^\d{1,18}$/.test(d.playerId) ? BigInt(d.playerId) : null,
        kind: 'balance_mismatch',
        ours: d.ours,
        theirs: d.theirs,
      });
    }
  });
}

/** Staff view of the reconciliation findings, newest first. */
export async function listGameReconciliations(db: Db, page: number, size: number) {
  const { rows, total } = await listReconciliations(db, size, (page - 1) * size);
  return {
    list: rows.map((r) => ({
      id: r.id as string,
      run_at: new Date(r.run_at as string).toISOString(),
      platform: r.platform as string,
      member_id: (r.member_id as string | null) ?? null,
      kind: r.kind as string,
      ours: r.ours === null ? null : toDecimal(BigInt(r.ours as string)),
      theirs: r.theirs === null ? null : toDecimal(BigInt(r.theirs as string)),
      transfer_id: (r.transfer_id as string | null) ?? null,
    })),
    total,
    page,
    size,
  };
}
