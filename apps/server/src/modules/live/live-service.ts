import { createHash, randomBytes } from 'node:crypto';
import { AMOUNT_PATTERN, type Cents, formatMoney, type LiveEvent, type Locale, parseDecimal } from '@jl/core';
import {
  crashPoint,
  isValidRouletteBet,
  msUntil,
  multiplierAt,
  outsideNumbers,
  type RouletteBet,
  type RouletteBetKind,
  rouletteNumber,
  rouletteReturn,
} from '@jl/games';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { eventsCommitted, recordEvent } from '../../events/index.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import { needsResealing, seal, unseal } from '../../lib/seal.ts';
import { members } from '../auth/index.ts';
import { getGameStatus } from '../config/index.ts';
import { type GameKey, liveGameState, ORIGINALS } from '../lobby/index.ts';
import { maskPlayer } from '../originals/index.ts';
import { assertStakeAllowed, profileOf } from '../rg/index.ts';
import { inMoneyTransaction, placeStake, refundStake, settleWin } from '../wallet/index.ts';
import { liveBets, liveChains, liveRounds } from './live-schema.ts';

/**
 * Live crash (DESIGN §7, docs/GAMES.md "Live games in the product"). Every state change is one short
 * transaction whose conditions are checked under the round row's lock, so that a bet, a cash-out and
 * the driver's phase changes never interleave:
 * - a bet or a cash-out holds the round row FOR SHARE (many at once); the driver's phase change takes
 *   it exclusively (UPDATE), so it waits for the bets and cash-outs in flight and those after it see
 *   the new phase;
 * - money moves through the wallet's round functions keyed `round:originals:<game>.<round>.<member>:…`
 *   (idempotent: whatever runs twice pays once), and `round.settled` is recorded in the transaction
 *   that settles the bet.
 * Cash-out rule: a cash-out counts at the multiplier of the published curve at the moment the server
 * receives it (`multiplierAt(now − started_at)`), if the round has not reached its bust by then; a bet
 * with an auto target the curve already passed is paid at the target exactly.
 */

export const CRASH = 'crash';
export const ROULETTE = 'roulette';
export const LIVE_GAMES = [CRASH, ROULETTE] as const;
export const BETTING_MS = 5_000;
/** Roulette: bets for 10 s, then "no more bets" while the wheel spins 4 s. */
export const ROULETTE_BETTING_MS = 10_000;
export const SPIN_MS = 4_000;
/** The bust is shown this long before the next round opens. */
export const AFTER_BUST_MS = 3_000;
export const CHAIN_LENGTH = 100_000;
/** Auto cash-out targets, hundredths: 1.01× to 1,000×. */
export const AUTO_MIN = 101;
export const AUTO_MAX = 100_000;

export type RoundRow = typeof liveRounds.$inferSelect;
export type BetRow = typeof liveBets.$inferSelect;

/** What the driver and the services tell the sockets (published through the pub/sub port). */
/** What the driver and the processes taking bets publish (core `contracts/live-socket.ts`). */
export type { LiveEvent };

export type Publish = (game: string, event: LiveEvent) => void;

const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

// ---- Chains and the salt ceremony ------------------------------------------------------------

/** How a game's chains are made: `LIVE_SALT` (the first chain's salt) and the length (tests shorten it). */
export type ChainOptions = { salt?: string; length?: number };

const activeChain = (game: string) => and(eq(liveChains.game, game), isNull(liveChains.retiredAt));

/**
 * The chain of `game` in use, created when there is none — on first use, and when the last one was used
 * up — in two steps: (1) the seed is drawn and the terminating hash committed (its row is public from
 * then on); (2) only after that commit is the salt fixed: for a game's first chain the operator's
 * `LIVE_SALT` (in production the hash of a Bitcoin block announced before and mined after the
 * commitment), else — and always for a chain that follows a used-up one, since a salt known before the
 * commitment would let the seed be chosen against it — 32 random bytes drawn after the commit. No round
 * is played before the salt is fixed, and neither value can change afterwards (the update only fills a
 * null salt).
 */
export async function ensureChain(db: Db, game: string, now: Date, options: ChainOptions = {}) {
  let [chain] = await db.select().from(liveChains).where(activeChain(game));
  let salt = options.salt;
  if (!chain) {
    const [earlier] = await db
      .select({ id: liveChains.id })
      .from(liveChains)
      .where(eq(liveChains.game, game))
      .limit(1);
    if (earlier) salt = undefined;
    const length = options.length ?? CHAIN_LENGTH;
    const seed = randomBytes(32).toString('hex');
    let hash = seed;
    for (let i = 0; i < length; i += 1) hash = sha256Hex(hash);
    await db
      .insert(liveChains)
      .values({
        game,
        seed: seal(seed, chainSealContext(game)),
        length,
        terminatingHash: hash,
        committedAt: now,
      })
      .onConflictDoNothing();
    [chain] = await db.select().from(liveChains).where(activeChain(game));
  }
  if (!chain) throw new Error('live chain missing');
  if (chain.salt === null) {
    const fixed = salt ?? randomBytes(32).toString('hex');
    await db
      .update(liveChains)
      .set({ salt: fixed, saltFixedAt: now })
      .where(and(eq(liveChains.id, chain.id), sql`${liveChains.salt} is null`));
    [chain] = await db.select().from(liveChains).where(eq(liveChains.id, chain.id));
  }
  return chain!;
}

/**
 * What a chain's seed is sealed for (lib/seal.ts): its game, so a value copied to another game's chain
 * fails. (Chains of one game share it: a retired chain's seed put on its successor would open, and then
 * break the successor's published terminating hash for everyone to see.)
 */
const chainSealContext = (game: string) => `live_chains:${game}`;

/**
 * Reseals under the current key the chain seeds stored plain (before sealing existed) or sealed by an
 * earlier APP_SECRET. Run at every start; a row is replaced only if it still holds the value read.
 */
export async function resealChainSeeds(db: Db): Promise<number> {
  const stale = (await db.select().from(liveChains)).filter((c) => needsResealing(c.seed));
  for (const chain of stale) {
    const context = chainSealContext(chain.game);
    await db
      .update(liveChains)
      .set({ seed: seal(unseal(chain.seed, context), context) })
      .where(and(eq(liveChains.id, chain.id), eq(liveChains.seed, chain.seed)));
  }
  return stale.length;
}

/** Game k's hash: SHA-256 applied N−k times to the seed (h_{N−k}); the chain is never kept in memory. */
export function gameHashFromSeed(seed: string, length: number, gameNo: number): string {
  let hash = seed;
  for (let i = 0; i < length - gameNo; i += 1) hash = sha256Hex(hash);
  return hash;
}

// ---- Rounds ----------------------------------------------------------------------------------

export async function currentRound(db: Executor, game: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.game, game), inArray(liveRounds.phase, ['betting', 'running'])))
    .orderBy(desc(liveRounds.id))
    .limit(1);
  return row ?? null;
}

export async function lastRound(db: Executor, game: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.game, game))
    .orderBy(desc(liveRounds.id))
    .limit(1);
  return row ?? null;
}

/**
 * Opens the next round of the chain, or answers the round still open (see below). The chain's last game
 * retires it in the same transaction; the next round opens on a new chain (ensureChain).
 */
export async function openRound(
  db: Db,
  game: string,
  now: Date,
  options: ChainOptions = {},
): Promise<RoundRow> {
  for (;;) {
    const opened = await openOnChain(db, game, now, await ensureChain(db, game, now, options));
    if (opened) return opened;
    // Another driver used the chain up between ensureChain and the lock: open on its successor.
  }
}

async function openOnChain(db: Db, game: string, now: Date, chain: { id: bigint }): Promise<RoundRow | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(liveChains).where(eq(liveChains.id, chain.id)).for('update');
    // Two drivers at once (a lock connection lost while its process lives) open one round, not two:
    // opening is serialised by the chain row, and an open round is answered instead of a new one.
    const open = await currentRound(tx, game);
    if (open) return open;
    if (!locked || locked.retiredAt) return null;
    const gameNo = locked.nextGame;
    const hash = gameHashFromSeed(unseal(locked.seed, chainSealContext(game)), locked.length, gameNo);
    const result = game === CRASH ? crashPoint(hash, locked.salt!) : rouletteNumber(hash, locked.salt!);
    // Game length − 1 uses h_1, the last hash before the seed itself: the chain is used up with it.
    const last = gameNo + 1 >= locked.length;
    await tx
      .update(liveChains)
      .set({ nextGame: gameNo + 1, ...(last ? { retiredAt: now } : {}) })
      .where(eq(liveChains.id, chain.id));
    const [row] = await tx
      .insert(liveRounds)
      .values({
        game,
        chainId: chain.id,
        gameNo,
        hash,
        phase: 'betting',
        result,
        bettingEndsAt: new Date(now.getTime() + (game === CRASH ? BETTING_MS : ROULETTE_BETTING_MS)),
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

/** betting → running, once the betting time is over. Answers the round as it now is. */
export async function startRound(db: Db, round: RoundRow, now: Date): Promise<RoundRow | null> {
  const [row] = await db
    .update(liveRounds)
    .set({ phase: 'running', startedAt: now })
    .where(and(eq(liveRounds.id, round.id), eq(liveRounds.phase, 'betting')))
    .returning();
  return row ?? null;
}

/** When a running round ends: crash at its bust on the published curve, roulette after the spin. */
export function bustAt(round: RoundRow): number {
  return round.startedAt!.getTime() + (round.game === CRASH ? msUntil(round.result) : SPIN_MS);
}

/**
 * A roulette spot as the API takes it: `red`, `black`, `odd`, `even`, `low`, `high`, `dozen:1…3`,
 * `column:1…3`, or an inside bet with its numbers, `straight:17`, `split:17-20`, `street:1-2-3`,
 * `corner:1-2-4-5`, `line:1-2-3-4-5-6`. LIVE_SPOT_INVALID for anything else.
 */
export function parseSpot(spot: string | null | undefined): RouletteBet {
  const match = /^([a-z]{2,8})(?::(\d{1,2}(?:-\d{1,2}){0,5}))?$/.exec(spot?.trim() ?? '');
  const kind = match?.[1] as RouletteBetKind | undefined;
  const simple = ['red', 'black', 'odd', 'even', 'low', 'high'];
  let bet: RouletteBet | null = null;
  if (match && kind && simple.includes(kind) && !match[2]) bet = { kind, numbers: outsideNumbers(kind, 1) };
  else if (match && (kind === 'dozen' || kind === 'column') && /^[123]$/.test(match[2] ?? ''))
    bet = { kind, numbers: outsideNumbers(kind, Number(match[2])) };
  else if (match?.[2] && kind && ['straight', 'split', 'street', 'corner', 'line'].includes(kind))
    bet = { kind, numbers: match[2].split('-').map(Number) };
  if (!bet || !isValidRouletteBet(bet)) return refuse('LIVE_SPOT_INVALID', { field: 'spot' });
  return bet;
}

/** running (no more bets) → settled: each bet returns stake × (payout + 1) when its numbers hold the result. */
export async function settleRouletteRound(db: Db, roundId: bigint, now: Date) {
  const winners: { memberId: bigint; win: bigint }[] = [];
  const round = await inMoneyTransaction(db, async (tx) => {
    winners.length = 0;
    const [row] = await tx
      .update(liveRounds)
      .set({ phase: 'settled', endedAt: now })
      .where(and(eq(liveRounds.id, roundId), eq(liveRounds.phase, 'running')))
      .returning();
    if (!row) return null;
    const open = await tx
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.roundId, roundId), eq(liveBets.status, 'open')))
      .orderBy(liveBets.memberId)
      .for('update');
    for (const bet of open) {
      const win = rouletteReturn(parseSpot(bet.spot), bet.amount, row.result);
      await payBet(tx, row, bet, null, win, now);
      if (win > 0n) winners.push({ memberId: bet.memberId, win });
    }
    return row;
  });
  if (round) eventsCommitted();
  return round ? { round, winners } : null;
}

const walletRoundId = (game: string, roundId: bigint, memberId: bigint) => `${game}.${roundId}.${memberId}`;

/**
 * running → settled: every open bet is settled once — an auto target the bust reached (bust ≥ target)
 * is paid at the target exactly, the others lose. Cash-outs already paid are left as they are.
 */
export async function settleCrashRound(db: Db, roundId: bigint, now: Date) {
  const winners: { memberId: bigint; m: number; win: bigint }[] = [];
  const round = await inMoneyTransaction(db, async (tx) => {
    winners.length = 0;
    const [row] = await tx
      .update(liveRounds)
      .set({ phase: 'settled', endedAt: now })
      .where(and(eq(liveRounds.id, roundId), eq(liveRounds.phase, 'running')))
      .returning();
    if (!row) return null;
    const open = await tx
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.roundId, roundId), eq(liveBets.status, 'open')))
      .orderBy(liveBets.memberId)
      .for('update');
    for (const bet of open) {
      const m = bet.autoCashout !== null && bet.autoCashout <= row.result ? bet.autoCashout : null;
      const win = m === null ? 0n : (bet.amount * BigInt(m)) / 100n;
      await payBet(tx, row, bet, m, win, now);
      if (m !== null) winners.push({ memberId: bet.memberId, m, win });
    }
    return row;
  });
  if (round) eventsCommitted();
  return round ? { round, winners } : null;
}

async function payBet(tx: Tx, round: RoundRow, bet: BetRow, m: number | null, win: bigint, now: Date) {
  const ref = {
    memberId: bet.memberId,
    platform: ORIGINALS,
    roundId: walletRoundId(round.game, round.id, bet.memberId),
  };
  if (win > 0n) await settleWin(tx, { ...ref, amount: win as Cents, meta: { game: round.game } });
  await tx
    .update(liveBets)
    .set({ status: m === null ? 'settled' : 'cashed', cashout: m, win, settledAt: now })
    .where(eq(liveBets.id, bet.id));
  await recordEvent(
    tx,
    'round.settled',
    bet.memberId,
    {
      roundId: ref.roundId,
      platform: ORIGINALS,
      game: round.game,
      stakeCents: String(bet.amount),
      winCents: String(win),
    },
    now,
  );
}

/** betting/running → refunded: every open bet's stake goes back (maintenance, a disabled game). */
export async function refundRound(db: Db, roundId: bigint, now: Date): Promise<boolean> {
  const done = await inMoneyTransaction(db, async (tx) => {
    const [row] = await tx
      .update(liveRounds)
      .set({ phase: 'refunded', endedAt: now })
      .where(and(eq(liveRounds.id, roundId), inArray(liveRounds.phase, ['betting', 'running'])))
      .returning();
    if (!row) return false;
    const open = await tx
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.roundId, roundId), eq(liveBets.status, 'open')))
      .orderBy(liveBets.memberId)
      .for('update');
    for (const bet of open) {
      const roundRef = walletRoundId(row.game, row.id, bet.memberId);
      await refundStake(tx, {
        memberId: bet.memberId,
        platform: ORIGINALS,
        roundId: roundRef,
        meta: { game: row.game },
      });
      await tx
        .update(liveBets)
        .set({ status: 'refunded', win: 0n, settledAt: now })
        .where(eq(liveBets.id, bet.id));
    }
    return true;
  });
  if (done) eventsCommitted();
  return done;
}

// ---- Bets and cash-outs -------------------------------------------------------------------------

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

/** The stored form of a spot: kind, and the numbers of an inside bet or the dozen/column. */
function spotText(bet: RouletteBet): string {
  if (['red', 'black', 'odd', 'even', 'low', 'high'].includes(bet.kind)) return bet.kind;
  if (bet.kind === 'dozen') return `dozen:${Math.ceil(bet.numbers[0]! / 12)}`;
  if (bet.kind === 'column') return `column:${((bet.numbers[0]! - 1) % 3) + 1}`;
  return `${bet.kind}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
}

async function playerName(db: Executor, memberId: bigint): Promise<string> {
  const [row] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
  return maskPlayer(row?.phone ?? '');
}

export async function placeBet(db: Db, input: BetInput): Promise<BetAnswer> {
  const { memberId, game, now } = input;
  // The one wire form of an amount (no spaces, sign, exponent or byte-order mark: issue #17).
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

// ---- History ------------------------------------------------------------------------------------

export async function listRounds(db: Db, game: string, page: number, size: number) {
  const where = and(eq(liveRounds.game, game), inArray(liveRounds.phase, ['settled', 'refunded']));
  const rows = await db
    .select()
    .from(liveRounds)
    .where(where)
    .orderBy(desc(liveRounds.id))
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(liveRounds).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The chain of `game` in use, or — with `roundId` — the chain that round was played on (it may be retired). */
export async function chainOf(db: Db, game: string, roundId?: bigint) {
  const [chain] = roundId
    ? await db
        .select({ chain: liveChains })
        .from(liveRounds)
        .innerJoin(liveChains, eq(liveChains.id, liveRounds.chainId))
        .where(and(eq(liveRounds.id, roundId), eq(liveRounds.game, game)))
        .then((rows) => rows.map((r) => r.chain))
    : await db.select().from(liveChains).where(activeChain(game));
  return chain ?? null;
}

export async function betsOfRound(db: Executor, roundId: bigint) {
  return db
    .select({ bet: liveBets, phone: members.phone })
    .from(liveBets)
    .innerJoin(members, eq(members.id, liveBets.memberId))
    .where(eq(liveBets.roundId, roundId))
    .orderBy(liveBets.id);
}

export async function nameOf(db: Executor, memberId: bigint) {
  return playerName(db, memberId);
}

/** Bets of a live round not yet over, by game (the lobby's maintenance page counts them). */
export async function countOpenLiveBets(db: Executor): Promise<(game: GameKey) => number> {
  const rows = await db
    .select({ game: liveRounds.game, n: sql<number>`count(*)::int` })
    .from(liveBets)
    .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
    .where(eq(liveBets.status, 'open'))
    .groupBy(liveRounds.game);
  const byGame = new Map(rows.map((r) => [r.game, Number(r.n)]));
  return (game) => byGame.get(game.code) ?? 0;
}
