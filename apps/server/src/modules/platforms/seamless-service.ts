import { type Cents, DEFAULT_LOCALE, parseDecimal, toDecimal } from '@jl/core';
import type { Db, Tx } from '../../db/client.ts';
import { recordEvent } from '../../events/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CallbackAnswer, CallbackError, CallbackRequest } from '../../providers/games/game-provider.ts';
import { findMemberById } from '../auth/index.ts';
import { getGameStatus } from '../config/index.ts';
import { findGameByCode, findPlatformRow, verifyGameSession } from '../lobby/index.ts';
import { assertExternalStakeAllowed, profileOf } from '../rg/index.ts';
import {
  getWallet,
  hashRequest,
  inMoneyTransaction,
  postProviderBet,
  postProviderRollback,
  postProviderWin,
} from '../wallet/index.ts';
import {
  findProviderTx,
  insertProviderTx,
  listRoundBets,
  lockProviderPlayer,
  type ProviderTxRow,
  setProviderTxStatus,
  settleRoundBets,
} from './external-repository.ts';

/**
 * Seamless-wallet callbacks (docs/API.md "External game platforms"). Each callback is
 * exactly once in the ledger: its (platform, player, transaction id) is written forever in
 * `provider_transactions` with the answer given, in the same transaction as the money, so a replay —
 * minutes or months later — gets the same answer and moves nothing, and the same id with another
 * request is refused. One player's callbacks on one platform are serialised (an advisory lock), so the
 * checks below and the writes are one step. Rules, after Hub88 and Blue Ocean:
 * - a bet needs the live game session of that player; wins and rollbacks do not (money owed must land);
 * - a win with no bet in its round is a promotional win (paid into locked, like a bonus);
 * - a win ends its round for stats and VIP (`round.settled` with the round's stakes): providers close
 *   every round with a win, of 0 when the player lost;
 * - a rollback names the bet by transaction id alone; a rollback of a bet never seen leaves a
 *   tombstone under the bet's id, so the late bet is refused; a bet whose round paid a win is settled
 *   and its rollback is refused; a win on a rolled-back bet is refused.
 */

export type CallbackContext = { db: Db; platform: string; now: Date; appSecret: string };

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

class Refusal extends Error {
  constructor(
    readonly error: CallbackError,
    readonly balance?: Cents,
  ) {
    super(error);
  }
}

function amountOf(text: string | undefined): Cents {
  if (text === undefined || !AMOUNT.test(text)) throw new Refusal('INVALID_AMOUNT');
  return parseDecimal(text)!;
}

async function balanceOf(db: Db | Tx, memberId: bigint): Promise<Cents> {
  return (await getWallet(db, memberId)).balance;
}

/** The request as it is remembered: what must be equal for a replay (not the network call's id). */
function fingerprint(req: CallbackRequest, action: string, transactionId: string, amount?: string): string {
  return hashRequest({
    action,
    transactionId,
    roundId: req.roundId ?? null,
    amount: amount ?? null,
    ref: req.referenceId ?? null,
  });
}

const okAnswer = (balance: Cents, transactionId?: string) => ({
  ok: true as const,
  balance: toDecimal(balance),
  ...(transactionId ? { transactionId } : {}),
});

function fromStored(response: Record<string, unknown>): CallbackAnswer {
  return {
    ok: true,
    balance: parseDecimal(String(response.balance))!,
    ...(response.transactionId ? { transactionId: String(response.transactionId) } : {}),
  };
}

/** A replay answers what the first call answered; the same id with another request is a conflict. */
function replayed(existing: ProviderTxRow | null, hash: string, balance: Cents): CallbackAnswer | null {
  if (!existing) return null;
  if (existing.action === 'tombstone') throw new Refusal('BET_ROLLED_BACK', balance);
  if (existing.requestHash !== hash) throw new Refusal('DUPLICATE_CONFLICT', balance);
  return fromStored(existing.response);
}

export async function handleCallback(ctx: CallbackContext, req: CallbackRequest): Promise<CallbackAnswer> {
  try {
    if (req.currency !== 'BRL') throw new Refusal('WRONG_CURRENCY');
    if (!/^[1-9]\d{0,17}$/.test(req.playerId)) throw new Refusal('UNKNOWN_PLAYER');
    const memberId = BigInt(req.playerId);
    const member = await findMemberById(ctx.db, memberId);
    if (!member) throw new Refusal('UNKNOWN_PLAYER');
    if (req.action === 'balance') return { ok: true, balance: await balanceOf(ctx.db, memberId) };
    if (req.action === 'bet' || req.action === 'bet_win') {
      if (member.status !== 0) throw new Refusal('PLAYER_BLOCKED');
      await assertSession(ctx, req, memberId);
    }
    return await inMoneyTransaction(ctx.db, async (tx) => {
      await lockProviderPlayer(tx, ctx.platform, memberId);
      switch (req.action) {
        case 'bet':
          return bet(tx, ctx, req, memberId);
        case 'win':
          return win(tx, ctx, req, memberId);
        case 'rollback':
          return rollback(tx, ctx, req, memberId);
        default: {
          await bet(tx, ctx, req, memberId);
          return win(
            tx,
            ctx,
            { ...req, transactionId: req.winTransactionId, amount: req.winAmount },
            memberId,
          );
        }
      }
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error, balance: error.balance };
    throw error;
  }
}

async function assertSession(ctx: CallbackContext, req: CallbackRequest, memberId: bigint): Promise<void> {
  const claims = req.session ? verifyGameSession(ctx.appSecret, req.session, ctx.now) : null;
  if (!claims || claims.memberId !== memberId) throw new Refusal('SESSION_EXPIRED');
  const game = await findGameByCode(ctx.db, claims.gameCode);
  const platform = await findPlatformRow(ctx.db, ctx.platform);
  if (!game || game.platform !== ctx.platform || !platform) throw new Refusal('SESSION_EXPIRED');
  // The operator's all-games status (checkGameStatus 1) stops new bets too; wins and rollbacks go on.
  if (!game.enabled || !platform.enabled || game.maintenance || platform.maintenance)
    throw new Refusal('GAME_UNAVAILABLE');
  if ((await getGameStatus(ctx.db)) === 1) throw new Refusal('GAME_UNAVAILABLE');
}

/** The first step of every money callback: its id, amount and fingerprint, and a replay's stored answer. */
async function recall(
  tx: Tx,
  ctx: CallbackContext,
  req: CallbackRequest,
  memberId: bigint,
  action: 'bet' | 'win' | 'rollback',
) {
  const transactionId = req.transactionId!;
  const amount = action === 'rollback' ? null : amountOf(req.amount);
  const hash = fingerprint(req, action, transactionId, amount === null ? undefined : toDecimal(amount));
  const balance = await balanceOf(tx, memberId);
  const stored = replayed(await findProviderTx(tx, ctx.platform, memberId, transactionId), hash, balance);
  return { transactionId, amount: (amount ?? 0n) as Cents, hash, balance, stored };
}

async function bet(
  tx: Tx,
  ctx: CallbackContext,
  req: CallbackRequest,
  memberId: bigint,
): Promise<CallbackAnswer> {
  const { transactionId, amount, hash, stored } = await recall(tx, ctx, req, memberId, 'bet');
  if (stored) return stored;
  let split = { fromLocked: 0n, fromCash: 0n };
  let transferId: bigint | null = null;
  // A zero bet (a free round, or a drained balance) moves nothing but is a bet of the round.
  if (amount > 0n) {
    await assertRgAllows(tx, ctx, memberId, amount);
    try {
      const taken = await postProviderBet(tx, { memberId, platform: ctx.platform, transactionId, amount });
      split = taken;
      transferId = taken.transfer.transferId;
    } catch (error) {
      if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS')
        throw new Refusal('NOT_ENOUGH_MONEY', await balanceOf(tx, memberId));
      throw error;
    }
  }
  const response = okAnswer(await balanceOf(tx, memberId), transactionId);
  await insertProviderTx(tx, {
    platform: ctx.platform,
    memberId,
    transactionId,
    action: 'bet',
    roundId: req.roundId,
    gameId: req.gameId,
    amount,
    fromLocked: split.fromLocked,
    fromCash: split.fromCash,
    status: 'open',
    requestHash: hash,
    response,
    ledgerTransferId: transferId,
  });
  return fromStored(response);
}

async function win(
  tx: Tx,
  ctx: CallbackContext,
  req: CallbackRequest,
  memberId: bigint,
): Promise<CallbackAnswer> {
  const { transactionId, amount, hash, balance, stored } = await recall(tx, ctx, req, memberId, 'win');
  if (stored) return stored;
  const roundId = req.roundId!;
  if (req.referenceId) {
    const named = await findProviderTx(tx, ctx.platform, memberId, req.referenceId);
    if (named && (named.action === 'tombstone' || named.status === 'rolled_back'))
      throw new Refusal('BET_ROLLED_BACK', balance);
  }
  const bets = await listRoundBets(tx, ctx.platform, memberId, roundId);
  const live = bets.filter((b) => b.status !== 'rolled_back');
  if (bets.length > 0 && live.length === 0) throw new Refusal('BET_ROLLED_BACK', balance);
  const stakeSplit = {
    fromLocked: live.reduce((s, b) => s + b.fromLocked, 0n) as Cents,
    fromCash: live.reduce((s, b) => s + b.fromCash, 0n) as Cents,
  };
  let transferId: bigint | null = null;
  if (amount > 0n) {
    const paid = await postProviderWin(tx, {
      memberId,
      platform: ctx.platform,
      transactionId,
      amount,
      stakeSplit,
    });
    transferId = paid.transfer.transferId;
  }
  // The round ends here for stats and VIP: its stakes (not counted by an earlier win) and this win.
  const stake = live.filter((b) => b.status === 'open').reduce((sum, b) => sum + b.amount, 0n);
  await settleRoundBets(tx, ctx.platform, memberId, roundId);
  await recordEvent(
    tx,
    'round.settled',
    memberId,
    {
      roundId,
      platform: ctx.platform,
      game: req.gameId ?? '',
      stakeCents: String(stake),
      winCents: String(amount),
    },
    ctx.now,
  );
  const response = okAnswer(await balanceOf(tx, memberId), transactionId);
  await insertProviderTx(tx, {
    platform: ctx.platform,
    memberId,
    transactionId,
    action: 'win',
    roundId,
    gameId: req.gameId,
    amount,
    referenceId: req.referenceId,
    status: 'settled',
    requestHash: hash,
    response,
    ledgerTransferId: transferId,
  });
  return fromStored(response);
}

async function rollback(
  tx: Tx,
  ctx: CallbackContext,
  req: CallbackRequest,
  memberId: bigint,
): Promise<CallbackAnswer> {
  const betId = req.referenceId!;
  const { transactionId, hash, balance, stored } = await recall(tx, ctx, req, memberId, 'rollback');
  if (stored) return stored;
  const target = await findProviderTx(tx, ctx.platform, memberId, betId);
  let transferId: bigint | null = null;
  if (!target) {
    // The bet has not arrived (or never will): its id is claimed now, so a late bet is refused.
    await insertProviderTx(tx, {
      platform: ctx.platform,
      memberId,
      transactionId: betId,
      action: 'tombstone',
      amount: 0n,
      referenceId: transactionId,
      status: 'rolled_back',
      requestHash: hash,
      response: okAnswer(balance),
    });
  } else if (target.action !== 'bet' && target.action !== 'tombstone') {
    throw new Refusal('UNKNOWN_TRANSACTION', balance);
  } else if (target.status === 'settled') {
    throw new Refusal('ALREADY_SETTLED', balance);
  } else if (target.status === 'open') {
    const refunded = await postProviderRollback(tx, {
      memberId,
      platform: ctx.platform,
      transactionId,
      betTransactionId: betId,
    });
    transferId = refunded?.transferId ?? null;
    await setProviderTxStatus(tx, target.id, 'rolled_back');
  }
  const response = okAnswer(await balanceOf(tx, memberId), transactionId);
  await insertProviderTx(tx, {
    platform: ctx.platform,
    memberId,
    transactionId,
    action: 'rollback',
    amount: target?.amount ?? 0n,
    referenceId: betId,
    status: 'settled',
    requestHash: hash,
    response,
    ledgerTransferId: transferId,
  });
  return fromStored(response);
}

/**
 * Responsible gaming inside the bet's transaction: a block (cool-off, exclusion, registry bar) or a
 * stake or loss limit refuses the platform's bet as PLAYER_BLOCKED, the protocol's refusal for a player
 * who may not play now; nothing moves.
 */
async function assertRgAllows(tx: Tx, ctx: CallbackContext, memberId: bigint, amount: bigint): Promise<void> {
  try {
    await assertExternalStakeAllowed(tx, {
      memberId,
      betCents: amount,
      now: ctx.now,
      locale: DEFAULT_LOCALE,
      profile: await profileOf(tx),
    });
  } catch (error) {
    if (error instanceof AppError && error.error.startsWith('RG_'))
      throw new Refusal('PLAYER_BLOCKED', await balanceOf(tx, memberId));
    throw error;
  }
}
