import { createHash } from 'node:crypto';
import {
  AMOUNT_PATTERN,
  type Cents,
  formatMoney,
  LIVE_GAMES,
  type LiveBetResult,
  type LiveEvent,
  type Locale,
  parseDecimal,
} from '@jl/core';
import { crashWin, multiplierAt } from '@jl/games';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { eventsCommitted } from '../../events/index.ts';
import { answerOnce, storedAnswer } from '../../idempotency/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { getGameStatus } from '../config/index.ts';
import { assertKycVerified } from '../kyc/index.ts';
import { liveGameState, ORIGINALS } from '../lobby/index.ts';
import { assertInBrazil } from '../location/index.ts';
import { assertStakeAllowed, profileOf } from '../rg/index.ts';
import { inMoneyTransaction, lockStakeAccounts, placeStake } from '../wallet/index.ts';
import { playerName } from './live-history.ts';
import {
  type BetRow,
  betWalletRound,
  bustAt,
  CRASH,
  payBet,
  ROULETTE,
  type RoundRow,
} from './live-rounds.ts';
import { liveBets, liveRounds } from './live-schema.ts';
import { parseSpot, spotText } from './live-spots.ts';
import { betView, money } from './live-views.ts';

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
  /** The client's address (after TRUST_PROXY): the location check reads its country. */
  ip: string | null;
  now: Date;
  locale: string;
};

/** What a bet answers, stored as its first answer (answerOnce) and replayed as it is. */
export type BetStored = {
  game: string;
  /** The HTTP answer's and the socket reply's data (contract: `liveBetResult`). */
  view: LiveBetResult;
  /** What the sockets are told (contract: `liveBetAnnounced`). */
  event: Extract<LiveEvent, { type: 'bet' }>;
};
export type BetAnswer = BetStored & { replayed: boolean };

/** HTTP and socket bets share one key space: a key bets once, whichever way it comes. */
const BET_ENDPOINT = 'POST /live/:game/bet';

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

/** The hash kept on the bet row; a key used before first answers were stored is replayed by it. */
function requestHashOf(game: string, amount: bigint, auto: number | null, spot: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify({ game, amount: String(amount), auto, spot }))
    .digest('hex');
}

type ReadBet = { cents: bigint; auto: number | null; spot: string | null; requestHash: string };

/** The bet's own fields, read before anything else (none of them depends on the time of the call). */
function readBet(input: BetInput): ReadBet {
  // The one wire form of an amount (no spaces, sign, exponent or byte-order mark; docs/PRODUCT.md "Hostile
  // input").
  const cents = AMOUNT_PATTERN.test(input.amount) ? parseDecimal(input.amount) : null;
  if (cents === null || cents <= 0n) return refuse('BET_INVALID', { field: 'amount' });
  const auto = input.game === CRASH ? parseAuto(input.autoCashout) : null;
  const spot = input.game === ROULETTE ? spotText(parseSpot(input.spot)) : null;
  return { cents, auto, spot, requestHash: requestHashOf(input.game, cents, auto, spot) };
}

/** The table's limits now (the operator's game row narrows LIVE_LIMITS); refuses a closed game. */
async function tableLimits(db: Executor, game: string): Promise<{ min: bigint; max: bigint }> {
  const limits = await liveGameState(db, game);
  if (limits.state === 'disabled') refuse('GAME_DISABLED');
  if (limits.state === 'maintenance' || (await getGameStatus(db)) === 1) refuse('GAME_MAINTENANCE');
  return narrowLimits(limits);
}

/** LIVE_LIMITS narrowed by the operator's game row: a bet's minimum, a player's maximum per round. */
export function narrowLimits(row: { minBet: bigint; maxBet: bigint }): { min: bigint; max: bigint } {
  return {
    min: row.minBet > LIVE_LIMITS.min ? row.minBet : LIVE_LIMITS.min,
    max: row.maxBet < LIVE_LIMITS.max ? row.maxBet : LIVE_LIMITS.max,
  };
}

async function assertWithinLimits(db: Db, input: BetInput, cents: bigint): Promise<bigint> {
  const { min, max } = await tableLimits(db, input.game);
  if (cents < min)
    refuse('BET_BELOW_MIN', { field: 'amount', vars: { min: formatMoney(min, input.locale) } });
  if (cents > max)
    refuse('BET_ABOVE_MAX', { field: 'amount', vars: { max: formatMoney(max, input.locale) } });
  return max;
}

/**
 * A bet on the round taking bets. Crash takes one bet per player and round, roulette several (each its
 * own stake in the ledger), a player's stakes on one round together at most the table's maximum
 * (docs/GAMES.md "Live games in the product"). With an Idempotency-Key every call answers the first
 * call's answer marked `replayed` (docs/API.md "Idempotency", `answerOnce`); a key used before first
 * answers were stored is replayed from its bet; a refusal is not stored.
 */
export async function placeBet(db: Db, input: BetInput): Promise<BetAnswer> {
  const { memberId, now } = input;
  const read = readBet(input);
  const request = { game: input.game, amount: String(read.cents), auto: read.auto, spot: read.spot };
  const call = { memberId, endpoint: BET_ENDPOINT, key: input.idempotencyKey, request, now };
  const stored = await storedAnswer<BetStored>(db, call);
  if (stored) return { ...stored, replayed: true };
  // Before the rules too, so that a replay is never refused by what its first call used up.
  const legacy = input.idempotencyKey ? await findBetByKey(db, memberId, input.idempotencyKey) : null;
  if (legacy) return legacyReplay(db, legacy, read.requestHash);
  const max = await assertWithinLimits(db, input, read.cents);
  await assertKycVerified(db, db, memberId, 'stake');
  await assertInBrazil(db, { memberId, ip: input.ip, context: 'stake', now });
  const profile = await profileOf(db);
  let made = false;
  // Its own transaction (a savepoint inside answerOnce's when a key was sent).
  const answer = await answerOnce(db, call, async (tx) => {
    const taken = await inMoneyTransaction(tx, (money) => takeBet(money, input, { ...read, max, profile }));
    made = true;
    return storedOf(taken.bet, taken.round, await playerName(tx, memberId));
  });
  if (made) eventsCommitted();
  // A twin that waited for the first call with its key answers the first call's bet.
  return { ...answer, replayed: !made };
}

type TakeBet = ReadBet & { max: bigint; profile: Awaited<ReturnType<typeof profileOf>> };

/** In the bet's transaction: the round taking bets (held FOR SHARE), the rules, the bet row and its stake. */
async function takeBet(tx: Tx, input: BetInput, bet: TakeBet): Promise<{ bet: BetRow; round: RoundRow }> {
  const { memberId, game, now } = input;
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
    betCents: bet.cents,
    now,
    locale: input.locale as Locale,
    profile: bet.profile,
  });
  // The player's accounts, locked before their stakes on the round are summed: two bets of one player
  // at once are taken one after the other, so the cap per player and round holds.
  await lockStakeAccounts(tx, memberId);
  if (game === ROULETTE) await assertRoundCap(tx, { round, memberId, cents: bet.cents, max: bet.max }, input);
  const [row] = await tx
    .insert(liveBets)
    .values({
      roundId: round.id,
      memberId,
      amount: bet.cents,
      autoCashout: bet.auto,
      spot: bet.spot,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: bet.requestHash,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return refuse('LIVE_ALREADY_BET');
  const placed = game === ROULETTE ? await giveWalletRound(tx, row) : row;
  await placeStake(tx, {
    memberId,
    platform: ORIGINALS,
    roundId: betWalletRound(round, placed),
    amount: bet.cents as Cents,
    meta: { game },
  });
  return { bet: placed, round };
}

type Cap = { round: RoundRow; memberId: bigint; cents: bigint; max: bigint };

/** LIVE_ROUND_MAX when this bet would take the player's stakes on the round above the table's maximum. */
async function assertRoundCap(tx: Tx, cap: Cap, input: BetInput): Promise<void> {
  const [row] = await tx
    .select({ staked: sql<string>`coalesce(sum(${liveBets.amount}), 0)::text` })
    .from(liveBets)
    .where(and(eq(liveBets.roundId, cap.round.id), eq(liveBets.memberId, cap.memberId)));
  if (BigInt(row?.staked ?? '0') + cap.cents > cap.max)
    refuse('LIVE_ROUND_MAX', { field: 'amount', vars: { max: formatMoney(cap.max, input.locale) } });
}

/** A roulette bet's own wallet round, named after the bet. */
async function giveWalletRound(tx: Tx, bet: BetRow): Promise<BetRow> {
  const walletRound = `${ROULETTE}.${bet.roundId}.${bet.memberId}.${bet.id}`;
  await tx.update(liveBets).set({ walletRound }).where(eq(liveBets.id, bet.id));
  return { ...bet, walletRound };
}

function storedOf(bet: BetRow, round: RoundRow, player: string): BetStored {
  return {
    game: round.game,
    view: betView(bet, round),
    event: {
      type: 'bet',
      round: String(round.id),
      id: String(bet.id),
      player,
      amount: money(bet.amount),
      auto: bet.autoCashout,
      spot: bet.spot,
    },
  };
}

/** A key that names a bet made before first answers were stored: that bet is the answer. */
async function legacyReplay(
  db: Db,
  found: { bet: BetRow; round: RoundRow },
  hash: string,
): Promise<BetAnswer> {
  if (found.bet.requestHash !== hash) refuse('IDEMPOTENCY_CONFLICT');
  return { ...storedOf(found.bet, found.round, await playerName(db, found.bet.memberId)), replayed: true };
}

async function findBetByKey(db: Executor, memberId: bigint, key: string) {
  const [row] = await db
    .select({ bet: liveBets, round: liveRounds })
    .from(liveBets)
    .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
    .where(and(eq(liveBets.memberId, memberId), eq(liveBets.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The ids of the player's bets on each live game's current round (its latest, whatever its phase),
 * oldest first: what a signed-in socket is told is theirs (the `auth` reply's `mine`).
 */
export async function myCurrentBets(db: Executor, memberId: bigint): Promise<string[]> {
  const latest = (game: string) =>
    db
      .select({ id: liveRounds.id })
      .from(liveRounds)
      .where(eq(liveRounds.game, game))
      .orderBy(desc(liveRounds.id))
      .limit(1);
  const rows = await db
    .select({ id: liveBets.id })
    .from(liveBets)
    .where(
      and(eq(liveBets.memberId, memberId), or(...LIVE_GAMES.map((g) => eq(liveBets.roundId, latest(g))))),
    )
    .orderBy(liveBets.id);
  return rows.map((r) => String(r.id));
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
    const win = crashWin(bet!.amount, m);
    await payBet(tx, round!, bet!, m, win, now);
    return { bet: { ...bet!, status: 'cashed', cashout: m, win, settledAt: now }, round: round! };
  });
  eventsCommitted();
  return { ...answer, player: await playerName(db, memberId) };
}
