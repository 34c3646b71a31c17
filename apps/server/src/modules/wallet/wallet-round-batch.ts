import type { Cents } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { lockAccounts } from './ledger-repository.ts';
import { type HeldAccounts, type IssuedTransfer, issueTransfer, type Meta } from './ledger-service.ts';
import { accountKey, bankrollOf, player } from './wallet-accounts.ts';
import {
  type RoundRef,
  roundKey,
  type StakeSplit,
  splitOf,
  stakeCommit,
  winCommit,
} from './wallet-rounds.ts';

/**
 * An original's round in few round trips (games/play-service.ts): its accounts are locked in the
 * round's first batch, then the stake and the win are planned over those rows and their writes issued
 * together, with the caller's own write, without waiting for each other (pipelined on PostgreSQL).
 * The money is the same as `placeStake` and `settleWin` move — the same plans, keys and checks — except
 * that a key already written is an error, not a replay: the round's key (seed and nonce, taken under
 * the seed's lock) rules a replay out before any money moves.
 */

/** Locks, in id order, the accounts an original's stake and win move: the player's locked and cash, their bankroll shard. */
export async function lockStakeAccounts(tx: Executor, memberId: bigint): Promise<HeldAccounts> {
  const rows = await lockAccounts(tx, [
    player(memberId, 'locked'),
    player(memberId, 'cash'),
    bankrollOf(memberId),
  ]);
  return { tx, rows };
}

/** The player's balance (cash + locked) in rows the transaction holds. */
export function heldBalance(held: HeldAccounts, memberId: bigint): bigint {
  const cash = held.rows.get(accountKey(player(memberId, 'cash')))?.balance ?? 0n;
  const locked = held.rows.get(accountKey(player(memberId, 'locked')))?.balance ?? 0n;
  return cash + locked;
}

export type IssuedStake = StakeSplit & IssuedTransfer;

/** `placeStake` over held rows, its write issued and not awaited (`IssuedTransfer.written`). */
export function issueStake(
  tx: Executor,
  input: RoundRef & { amount: Cents; meta?: Meta; held: HeldAccounts },
): IssuedStake {
  const { memberId, platform, roundId } = input;
  const issued = issueTransfer(tx, {
    ...stakeCommit({
      memberId,
      amount: input.amount,
      key: roundKey(platform, roundId, 'stake'),
      counterpart: bankrollOf(memberId),
      meta: { platform, roundId, ...input.meta },
    }),
    held: input.held,
  });
  return { ...splitOf(issued.entries, memberId), ...issued };
}

/** `settleWin` (a win > 0) over the stake's rows, its write issued and not awaited. */
export function issueWin(
  tx: Executor,
  input: RoundRef & { amount: Cents; stakeSplit: StakeSplit; meta?: Meta; held: HeldAccounts },
): IssuedTransfer {
  const { memberId, platform, roundId } = input;
  const { commit } = winCommit({
    memberId,
    amount: input.amount,
    key: roundKey(platform, roundId, 'win'),
    counterpart: bankrollOf(memberId),
    stakeSplit: input.stakeSplit,
    meta: { platform, roundId, ...input.meta },
  });
  return issueTransfer(tx, { ...commit, held: input.held });
}
