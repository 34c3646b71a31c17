import { type Cents, FUND_TYPES } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { listMemberAccounts } from './ledger-repository.ts';
import { commitTransfer, type Leg, type Meta, type TransferResult } from './ledger-service.ts';
import { accountKey, assertPlatform, house, player } from './wallet-accounts.ts';
import {
  findStake,
  payWin,
  returnStake,
  type StakeResult,
  type StakeSplit,
  takeStake,
  type WinResult,
} from './wallet-rounds.ts';

/**
 * External game platforms (docs/LEDGER.md "External platforms").
 *
 * Seamless: the platform calls us; each callback is one transfer between the player's balances and
 * house `provider:<platform>` (what we owe or are owed by the platform), keyed by the platform's
 * transaction id — `provider:<platform>:<member>:<txid>:bet|win|rollback` — so a replay never moves
 * money twice. Stakes follow the wallet's rules: locked first, counted toward wagering; wins return in
 * the stake's proportion.
 *
 * Transfer ("OB"): money leaves the player's `cash` for `game:<platform>` while they play there
 * (type 24 "transfer to OB", or 8 "transfer to game" for platforms configured so) and comes back on
 * exit (25 / 11). What the platform returns above what went in is paid by `provider:<platform>`, and
 * what it keeps goes to it, so `game:<platform>` is zero whenever the player is not in the platform.
 */

const TX_ID = /^[\w.-]{1,64}$/;

export function providerKey(
  platform: string,
  memberId: bigint,
  transactionId: string,
  phase: 'bet' | 'win' | 'rollback',
): string {
  assertPlatform(platform);
  if (!TX_ID.test(transactionId)) throw new Error(`invalid provider transaction id: ${transactionId}`);
  return `provider:${platform}:${memberId}:${transactionId}:${phase}`;
}

const providerAccount = (platform: string) => house(`provider:${platform}`);

export type ProviderMove = { memberId: bigint; platform: string; transactionId: string; meta?: Meta };

/** A seamless bet (> 0): locked first, then cash, into `provider:<platform>`. INSUFFICIENT_FUNDS when short. */
export async function postProviderBet(
  tx: Executor,
  input: ProviderMove & { amount: Cents },
): Promise<StakeResult> {
  const { memberId, platform, transactionId } = input;
  return takeStake(tx, {
    memberId,
    amount: input.amount,
    key: providerKey(platform, memberId, transactionId, 'bet'),
    counterpart: providerAccount(platform),
    meta: { platform, transactionId, ...input.meta },
  });
}

/**
 * A seamless win (> 0) from `provider:<platform>`, split as the round's stakes were (`stakeSplit`);
 * a win with no stake (a promotional win) pays into locked, like a bonus.
 */
export async function postProviderWin(
  tx: Executor,
  input: ProviderMove & { amount: Cents; stakeSplit: StakeSplit },
): Promise<WinResult & { transfer: TransferResult }> {
  const { memberId, platform, transactionId } = input;
  return payWin(tx, {
    memberId,
    amount: input.amount,
    key: providerKey(platform, memberId, transactionId, 'win'),
    counterpart: providerAccount(platform),
    stakeSplit: input.stakeSplit,
    meta: { platform, transactionId, ...input.meta },
  });
}

/**
 * Cancels a seamless bet (type 27): its money back in its parts, its wagering credit taken back.
 * `betTransactionId` names the bet; null when the bet never moved money (nothing to return).
 */
export async function postProviderRollback(
  tx: Executor,
  input: ProviderMove & { betTransactionId: string },
): Promise<TransferResult | null> {
  const { memberId, platform, transactionId, betTransactionId } = input;
  const stake = await findStake(tx, memberId, providerKey(platform, memberId, betTransactionId, 'bet'));
  if (!stake) return null;
  return returnStake(tx, {
    memberId,
    key: providerKey(platform, memberId, transactionId, 'rollback'),
    counterpart: providerAccount(platform),
    stake,
    meta: { platform, transactionId, betTransactionId, ...input.meta },
  });
}

/** Which fund types a transfer platform's moves carry: OB (24/25) or the generic game transfer (8/11). */
export type TransferCodes = 'ob' | 'game';

const codesOf = (codes: TransferCodes) =>
  codes === 'ob'
    ? { into: FUND_TYPES.TRANSFER_TO_OB, out: FUND_TYPES.TRANSFER_OUT_OF_OB }
    : { into: FUND_TYPES.TRANSFER_TO_GAME, out: FUND_TYPES.TRANSFER_OUT_OF_GAME };

export type GameTransfer = {
  memberId: bigint;
  platform: string;
  /** Our `game_transfers` row id: the key of the move. */
  transferId: bigint;
  codes: TransferCodes;
};

/** Launch of a transfer platform: `amount` of cash → `game:<platform>` (24 or 8). INSUFFICIENT_FUNDS when short. */
export async function postTransferToGame(
  tx: Executor,
  input: GameTransfer & { amount: Cents },
): Promise<TransferResult> {
  const { memberId, platform, transferId, amount } = input;
  assertPlatform(platform);
  const code = codesOf(input.codes).into;
  const legs: Leg[] = [{ from: player(memberId, 'cash'), to: player(memberId, `game:${platform}`), amount }];
  return commitTransfer(tx, {
    idempotencyKey: `game-transfer:${transferId}`,
    request: { op: 'transfer-in', memberId, platform, amount },
    refuseClosed: true,
    code,
    memberId,
    meta: { platform, transferId: String(transferId) },
    accounts: [legs[0]!.from, legs[0]!.to],
    plan: () => ({ legs }),
  });
}

/**
 * Back from a transfer platform (25 or 11): the platform returned `returned`. Everything in
 * `game:<platform>` is closed: up to `returned` goes to cash, the platform's winnings on top come from
 * `provider:<platform>`, and what the player lost there goes to it. Null when there is nothing to move.
 */
export async function postTransferFromGame(
  tx: Executor,
  input: GameTransfer & { returned: Cents },
): Promise<TransferResult | null> {
  const { memberId, platform, transferId, returned } = input;
  assertPlatform(platform);
  if (returned < 0n) throw new Error('a platform cannot return a negative amount');
  const code = codesOf(input.codes).out;
  const cash = player(memberId, 'cash');
  const inGame = player(memberId, `game:${platform}`);
  const provider = providerAccount(platform);
  const key = `game-transfer:${transferId}`;
  if (returned === 0n) {
    // Nothing returned and nothing held (now): nothing to write. The caller serialises a player's moves.
    const held = (await listMemberAccounts(tx, memberId)).find((a) => a.kind === `game:${platform}`);
    if (!held || held.balance === 0n) return null;
  }
  return commitTransfer(tx, {
    idempotencyKey: key,
    request: { op: 'transfer-out', memberId, platform, returned },
    code,
    memberId,
    meta: { platform, transferId: String(transferId), returned: String(returned) },
    accounts: [inGame, cash, provider],
    plan: (accounts) => {
      const held = accounts.get(accountKey(inGame))?.balance ?? 0n;
      const legs: Leg[] = [];
      const back = held < returned ? held : returned;
      if (back > 0n) legs.push({ from: inGame, to: cash, amount: back as Cents });
      if (returned > held) legs.push({ from: provider, to: cash, amount: (returned - held) as Cents });
      if (held > returned) legs.push({ from: inGame, to: provider, amount: (held - returned) as Cents });
      return { legs };
    },
  });
}

/**
 * Undoes a move-in the platform never received (reconciliation): exactly `amount` back from
 * `game:<platform>` to cash (25 or 11), keyed `game-transfer:<id>:revert`.
 */
export async function postTransferRevert(
  tx: Executor,
  input: GameTransfer & { amount: Cents },
): Promise<TransferResult> {
  const { memberId, platform, transferId, amount } = input;
  assertPlatform(platform);
  const legs: Leg[] = [{ from: player(memberId, `game:${platform}`), to: player(memberId, 'cash'), amount }];
  return commitTransfer(tx, {
    idempotencyKey: `game-transfer:${transferId}:revert`,
    request: { op: 'transfer-revert', memberId, platform, amount },
    code: codesOf(input.codes).out,
    memberId,
    meta: { platform, transferId: String(transferId), revert: true },
    accounts: [legs[0]!.from, legs[0]!.to],
    plan: () => ({ legs }),
  });
}
