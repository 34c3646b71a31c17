import { createHash } from 'node:crypto';
import { AMOUNT_PATTERN, type Cents, formatMoney, type Locale, parseDecimal } from '@jl/core';
import { multiplierAt } from '@jl/games';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { eventsCommitted } from '../../events/index.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import { getGameStatus } from '../config/index.ts';
import { liveGameState, ORIGINALS } from '../lobby/index.ts';
import { assertStakeAllowed, profileOf } from '../rg/index.ts';
import { inMoneyTransaction, placeStake } from '../wallet/index.ts';
import { playerName } from './live-history.ts';
import { type BetRow, bustAt, CRASH, payBet, ROULETTE, type RoundRow, walletRoundId } from './live-rounds.ts';
import { liveBets, liveRounds } from './live-schema.ts';
import { parseSpot, spotText } from './live-spots.ts';

/**
 * Bets and cash-outs on the live rounds: a bet or a cash-out holds the round row FOR SHARE, so the
 * driver's phase change (an UPDATE) waits for those in flight (live-rounds.ts).
 */

/** Auto cash-out targets, hundredths: 1.01× to 1,000×. */
export const AUTO_MIN = 101;
export const AUTO_MAX = 100_000;

export type BetInput = {
  memberId: bigint;
  /** The player's login session: responsible gaming's session limit and reality check count from it. */
  session: { id: bigint; startedAt: Date };
  game: string;
  amount: string;
  /** Decimal multiplier, "2.00"; absent or empty = none. */
  autoCashout?: string | null;
  /** Roulette: the spot (parseSpot). */
  spot?: string | null;
  idempotencyKey?: string;
  now: Date;
  locale: string;
};

export type BetAnswer = { bet: BetRow; round: RoundRow; player: string; replayed: boolean };

/** Limits of the live tables (centavos); the operator's game row can only narrow them. */
export const LIVE_LIMITS = { min: 100n, max: 100_000n };

export function parseAuto(value: string | null | undefined): number | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const trimmed = value.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) refuse('LIVE_AUTO_INVALID', autoVars());
  const hundredths = Number(parseDecimal(trimmed));
  if (hundredths < AUTO_MIN || hundredths > AUTO_MAX) refuse('LIVE_AUTO_INVALID', autoVars());
  return hundredths;
}

const autoVars = () => ({ field: 'auto_cashout', vars: { max: `${AUTO_MAX / 100}×` } });

function requestHashOf(game: string, amount: bigint, auto: number | null, spot: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify({ game, amount: String(amount), auto, spot }))
    .digest('hex');
}

export async function placeBet(db: Db, input: BetInput): Promise<BetAnswer> {
  const { memberId, game, now } = input;
  // The one wire form of an amount (no spaces, sign, exponent or byte-order mark; docs/PRODUCT.md "Hostile
  // input").
  const cents = AMOUNT_PATTERN.test(input.amount) ? parseDecimal(input.amount) : null;
  if (cents === null || cents <= 0n) return refuse('BET_INVALID', { field: 'amount' });
  const limits = await liveGameState(db, game);
  if (limits.state === 'disabled') refuse('GAME_DISABLED');
  if (limits.state === 'maintenance' || (await getGameStatus(db)) === 1) refuse('GAME_MAINTENANCE');
  const min = limits.minBet > LIVE_LIMITS.min ? limits.minBet : LIVE_LIMITS.min;
  const max = limits.maxBet < LIVE_LIMITS.max ? limits.maxBet : LIVE_LIMITS.max;
  if (cents < min)
    refuse('BET_BELOW_MIN', { field: 'amount', vars: { min: formatMoney(min, input.locale) } });
  if (cents > max)
    refuse('BET_ABOVE_MAX', { field: 'amount', vars: { max: formatMoney(max, input.locale) } });
  const auto = game === CRASH ? parseAuto(input.autoCashout) : null;
  const spot = game === ROULETTE ? spotText(parseSpot(input.spot)) : null;
  const key = input.idempotencyKey ?? null;
  const requestHash = requestHashOf(game, cents, auto, spot);
  if (key) {
    const prior = await findBetByKey(db, memberId, key);
    if (prior) {
      if (prior.bet.requestHash !== requestHash) refuse('IDEMPOTENCY_CONFLICT');
      return { ...prior, player: await playerName(db, memberId), replayed: true };
    }
  }
  const profile = await profileOf(db);
  const answer = await inMoneyTransaction(db, async (tx) => {
    const [round] = await tx
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.game, game), eq(liveRounds.phase, 'betting')))
      .orderBy(desc(liveRounds.id))
      .limit(1)
      .for('share');
    if (!round || round.bettingEndsAt.getTime() <= now.getTime()) return refuse('LIVE_NOT_BETTING');
    // Responsible gaming, as for the originals: blocks, stake/loss/session limits, the reality check.
    await assertStakeAllowed(tx, {
      memberId,
      sessionId: input.session.id,
      sessionStartedAt: input.session.startedAt,
      betCents: cents,
      now,
      locale: input.locale as Locale,
      profile,
    });
    const [bet] = await tx
      .insert(liveBets)
      .values({
        roundId: round.id,
        memberId,
        amount: cents,
        autoCashout: auto,
        spot,
        idempotencyKey: key,
        requestHash,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!bet) return refuse('LIVE_ALREADY_BET');
    await placeStake(tx, {
      memberId,
      platform: ORIGINALS,
      roundId: walletRoundId(game, round.id, memberId),
      amount: cents as Cents,
      meta: { game },
    });
    return { bet, round };
  }).catch(async (error) => {
    // A concurrent twin with the same key won the insert: answer its bet.
    if (key && error instanceof AppError && error.error === 'LIVE_ALREADY_BET') {
      const prior = await findBetByKey(db, memberId, key);
      if (prior && prior.bet.requestHash !== requestHash) refuse('IDEMPOTENCY_CONFLICT');
      if (prior) return prior;
    }
    throw error;
  });
  return { ...answer, player: await playerName(db, memberId), replayed: false };
}

async function findBetByKey(db: Executor, memberId: bigint, key: string) {
  const [row] = await db
    .select({ bet: liveBets, round: liveRounds })
    .from(liveBets)
    .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
    .where(and(eq(liveBets.memberId, memberId), eq(liveBets.idempotencyKey, key)));
  return row ?? null;
}

export type CashoutAnswer = { bet: BetRow; round: RoundRow; player: string };

/**
 * Cashes out the player's bet on the running crash round at the multiplier the curve has reached now.
 * Refusals: LIVE_NO_BET, LIVE_NOT_RUNNING (still betting), LIVE_BUSTED (the bust came first),
 * LIVE_ALREADY_CASHED (a second cash-out; the first one's answer is in the bet).
 */
export async function cashOut(db: Db, input: { memberId: bigint; now: Date }): Promise<CashoutAnswer> {
  const { memberId, now } = input;
  const answer = await inMoneyTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ bet: liveBets, round: liveRounds })
      .from(liveBets)
      .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
      .where(and(eq(liveBets.memberId, memberId), eq(liveRounds.game, CRASH)))
      .orderBy(desc(liveBets.roundId))
      .limit(1);
    if (!found) return refuse('LIVE_NO_BET');
    // Lock the round (shared) then the bet, and read both again under the locks.
    const [round] = await tx.select().from(liveRounds).where(eq(liveRounds.id, found.round.id)).for('share');
    const [bet] = await tx.select().from(liveBets).where(eq(liveBets.id, found.bet.id)).for('update');
    if (bet!.status === 'cashed') return refuse('LIVE_ALREADY_CASHED');
    if (bet!.status !== 'open') return refuse(round!.phase === 'refunded' ? 'LIVE_NO_BET' : 'LIVE_BUSTED');
    if (round!.phase === 'betting') return refuse('LIVE_NOT_RUNNING');
    if (round!.phase !== 'running' || now.getTime() >= bustAt(round!)) return refuse('LIVE_BUSTED');
    let m = multiplierAt(now.getTime() - round!.startedAt!.getTime());
    if (bet!.autoCashout !== null && bet!.autoCashout <= m) m = bet!.autoCashout;
    const win = (bet!.amount * BigInt(m)) / 100n;
    await payBet(tx, round!, bet!, m, win, now);
    return { bet: { ...bet!, status: 'cashed', cashout: m, win, settledAt: now }, round: round! };
  });
  eventsCommitted();
  return { ...answer, player: await playerName(db, memberId) };
}
