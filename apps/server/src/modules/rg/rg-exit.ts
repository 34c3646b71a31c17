import type { Executor } from '../../db/client.ts';
import { ensureLockedState, findState, type RgStateRow, recordAction, updateState } from './rg-repository.ts';

/**
 * Leaving with one's own money (docs/COMPLIANCE.md "Leaving with one's own money"). A player on a
 * cool-off, a self-exclusion, barred by the central registry, or closing the account may withdraw their
 * own money whatever their VIP level and wagering; the withdraw module asks here which path applies.
 */

export type ExitReason = 'cooloff' | 'exclusion' | 'registry' | 'closing';

function reasonOf(state: RgStateRow | null): ExitReason | null {
  if (!state || state.closureRequestedAt) return null;
  if (state.closingAt) return 'closing';
  if (state.blockKind === 'exclusion') return 'exclusion';
  if (state.blockKind === 'cooloff') return 'cooloff';
  if (state.registryStatus === 'barred') return 'registry';
  return null;
}

/** The exit path the player is on now, or null (a closed account has none: it cannot withdraw). */
export async function exitReasonOf(db: Executor, memberId: bigint): Promise<ExitReason | null> {
  return reasonOf(await findState(db, memberId));
}

/**
 * Inside the withdrawal's transaction: the player asks to close the account and takes their own money
 * first. Locks the state row, marks the account closing (stakes, deposits and rewards are refused from
 * now, `RG_CLOSING`) and writes it to the RG log once. Answers the exit path then in force.
 */
export async function startClosing(tx: Executor, memberId: bigint, now: Date): Promise<ExitReason | null> {
  const state = await ensureLockedState(tx, memberId, now);
  if (state.closureRequestedAt || state.closingAt) return reasonOf(state);
  await updateState(tx, memberId, { closingAt: now, updatedAt: now });
  await recordAction(tx, memberId, 'closure.closing', {}, now);
  return 'closing';
}
