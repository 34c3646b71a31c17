import { type Cents, FUND_TYPES } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { lockAccounts } from './ledger-repository.ts';
import { commitTransfer, type Leg } from './ledger-service.ts';
import { accountKey, house, player } from './wallet-accounts.ts';
import { listLockedEntries, splitLocked } from './wallet-closure.ts';

/**
 * Leaving with one's own money (docs/COMPLIANCE.md "Leaving with one's own money"; docs/LEDGER.md
 * types 26 and 31). A player on an exit path (cool-off, self-exclusion, registry bar, closing) takes
 * their own money out whatever the wagering: the locked balance is split by `splitLocked`, its bonus
 * part is forfeited (type 31, `locked` → `bonus_expense`) and its own part moves to the withdrawable
 * balance (type 26), and the wagering counters go back to zero — nothing is left for them to count.
 *
 * Invariant: the player's own money is never forfeited; the split is computed under the rows' locks;
 * both transfers carry keys derived from the caller's, so a replay moves nothing twice.
 */

export type OwnMoney = { ownLocked: Cents; bonusLocked: Cents };

/** The split of the locked balance now (the withdraw page shows it before the player confirms). */
export async function previewOwnMoney(db: Executor, memberId: bigint): Promise<OwnMoney> {
  const split = splitLocked(await listLockedEntries(db, memberId));
  return { ownLocked: split.own as Cents, bonusLocked: split.bonus as Cents };
}

/**
 * Inside the withdrawal's transaction: forfeits the bonus part of `locked`, moves the own part to
 * `cash` and resets the wagering. Answers what moved; a locked balance of zero moves nothing.
 */
export async function releaseOwnMoney(tx: Executor, memberId: bigint, key: string): Promise<OwnMoney> {
  const lockedRef = player(memberId, 'locked');
  const cashRef = player(memberId, 'cash');
  const expense = house('bonus_expense');
  const rows = await lockAccounts(tx, [lockedRef, cashRef, expense]);
  const locked = rows.get(accountKey(lockedRef));
  const split = splitLocked(await listLockedEntries(tx, memberId));
  // Nothing locked: nothing to release (counters left by stakes that lost it all stay as they are).
  if (split.bonus === 0n && split.own === 0n) return { ownLocked: 0n as Cents, bonusLocked: 0n as Cents };
  const reset = { requiredDelta: -(locked?.wagerRequired ?? 0n), doneDelta: -(locked?.wagerDone ?? 0n) };
  const meta = { reason: 'exit', own: String(split.own), bonus: String(split.bonus) };
  const move = async (code: 26 | 31, to: typeof cashRef, amount: bigint, last: boolean) => {
    const legs: Leg[] = [{ from: lockedRef, to, amount: amount as Cents }];
    await commitTransfer(tx, {
      idempotencyKey: `${key}:${code === 31 ? 'forfeit' : 'release'}`,
      request: { op: code === 31 ? 'exit-forfeit' : 'exit-release', memberId, amount, meta },
      code,
      memberId,
      meta,
      accounts: [lockedRef, to],
      plan: () => ({ legs, wager: last ? reset : undefined }),
    });
  };
  if (split.bonus > 0n) await move(FUND_TYPES.CLOSURE_FORFEIT, expense, split.bonus, split.own === 0n);
  if (split.own > 0n) await move(FUND_TYPES.UNLOCK, cashRef, split.own, true);
  return { ownLocked: split.own as Cents, bonusLocked: split.bonus as Cents };
}
