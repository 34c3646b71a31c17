import { createHash } from 'node:crypto';
import {
  AMOUNT_PATTERN,
  type Cents,
  formatMoney,
  type Locale,
  type PlayResult,
  parseDecimal,
  type SlotOutcome,
  slotOutcomeOf,
} from '@jl/core';
import { playFairSlot, type SlotRound, validateSlotBet } from '@jl/games';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { eventsCommitted, recordEventSql } from '../../events/index.ts';
import { answerOnce, type IdempotentCall, storedAnswer } from '../../idempotency/index.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import { getGameStatus, getVipLevels } from '../config/index.ts';
import { assertKycVerified } from '../kyc/index.ts';
import {
  assertPlayable,
  findGameCached,
  type GameRow,
  type Lang,
  limitsOf,
  ORIGINALS,
  slotInfo,
} from '../lobby/index.ts';
import { assertInBrazil } from '../location/index.ts';
import { assertStakeAllowed, loadRoundGuard, profileOf } from '../rg/index.ts';
import { getVipStatus } from '../vip/index.ts';
import {
  type HeldAccounts,
  heldBalance,
  inMoneyTransaction,
  issueStake,
  issueWin,
  lockStakeAccounts,
} from '../wallet/index.ts';
import { assertClientSeed, lockActiveSeed, lockActiveSeedOfSession } from './fairness-service.ts';
import {
  findRoundByKey,
  insertRoundAndAdvanceNonce,
  type RoundRow,
  readSessionState,
  type SeedRow,
  type SessionState,
  updateClientSeed,
} from './rounds-repository.ts';
import { roundDetailOf } from './rounds-service.ts';

/**
 * One round of an original slot (docs/GAMES.md "Fairness in the product").
 *
 * Invariant: a round is one short transaction — lock the player's seed row, take the nonce, play from
 * the seeds, stake, pay the win, write the round and move the nonce — so it either happened completely
 * (stake, win, round row and nonce together) or not at all. No round is ever left open, which is why
 * disabling a game or a maintenance window never has rounds to settle or refund. Everything that can
 * refuse without the lock (game state, bet, client seed) is checked before the transaction starts.
 *
 * Idempotency-Key (docs/API.md "Idempotency"): `answerOnce` claims the key in the round's transaction,
 * so a replay — also a concurrent twin — answers the first round and plays nothing; the same key with
 * another game, bet or client seed is IDEMPOTENCY_CONFLICT. The stored answer is looked up before the
 * checks, so a replay is never refused by today's balance or game state; only a session that may no
 * longer play is refused first. A round played before `answerOnce` carries its key on its own row and
 * is replayed from there (`legacyReplay`).
 */

export type PlayInput = {
  memberId: bigint;
  /** The login session (reality checks and the session time limit count from its start). */
  sessionId: bigint;
  sessionStartedAt: Date;
  /**
   * When given (the route authenticates through the per-process session cache), the round re-checks
   * the session in the statement that locks the seed row and refuses through this, as the
   * authentication would, if it was revoked, expired or its member disabled meanwhile (the auth
   * plugin's `app.sessionRefused`).
   */
  refuseSession?: (state: Exclude<SessionState, 'ok'>) => never;
  vipLevel: number;
  gameCode: string;
  /** Decimal string, "1.00". */
  bet: string;
  clientSeed?: string;
  /** The player's Idempotency-Key (already scoped and checked by the route). */
  idempotencyKey?: string;
  /** The client's address (after TRUST_PROXY): the location check reads its country. */
  ip: string | null;
  now: Date;
};

/** Parses and checks a bet; refusals name the field and carry the limit in the player's money format. */
export function checkBet(game: GameRow, bet: string, locale: string): Cents {
  // Exactly AMOUNT_PATTERN (docs/PRODUCT.md "Hostile input"): no spaces, sign, comma or byte-order mark.
  const cents = AMOUNT_PATTERN.test(bet) && bet.length <= 15 ? parseDecimal(bet) : null;
  if (cents === null || cents <= 0n) return refuse('BET_INVALID', { field: 'bet' });
  // A live game is played through /live/{game}/bet, never here.
  const info = slotInfo(game.code) ?? refuse('NOT_FOUND');
  const { min, max } = limitsOf(game);
  if (cents < min) refuse('BET_BELOW_MIN', { field: 'bet', vars: { min: formatMoney(min, locale) } });
  if (cents > max) refuse('BET_ABOVE_MAX', { field: 'bet', vars: { max: formatMoney(max, locale) } });
  const check = validateSlotBet(game.code, cents);
  if (!check.ok) {
    const step = formatMoney(BigInt(info.coinDivisor), locale);
    refuse('BET_NOT_MULTIPLE', { field: 'bet', vars: { step } });
  }
  return cents;
}

/** The player's level cap on the game balance (null = no cap). */
async function balanceCapOf(db: Db, vipLevel: number): Promise<bigint | null> {
  const level = (await getVipLevels(db)).find((l) => l.level === vipLevel);
  const cap = level?.maxGameBalance;
  return cap == null ? null : parseDecimal(cap);
}

/** The hash a round played before `answerOnce` stored with its key (game, bet in centavos, client seed). */
function legacyHashOf(gameCode: string, bet: Cents, clientSeed: string | undefined): string {
  const canonical = JSON.stringify({ game: gameCode, bet: String(bet), client_seed: clientSeed ?? null });
  return createHash('sha256').update(canonical).digest('hex');
}

function linesWonOf(round: SlotRound): number {
  return round.spins.reduce((n, s) => n + s.lineWins.length + s.waysWins.length + (s.scatterWin ? 1 : 0), 0);
}

/** The seed row locked, after checking the request's session in the same statement when there is one. */
async function lockSeedOfRequest(tx: Executor, input: PlayInput) {
  if (!input.refuseSession) return lockActiveSeed(tx, input.memberId);
  const { seed, session } = await lockActiveSeedOfSession(tx, input.memberId, input.sessionId, input.now);
  if (session !== 'ok') input.refuseSession(session);
  return seed;
}

const PLAY_ENDPOINT = 'POST /originals/:game/play';

/** What the key is bound to: the game, the bet in centavos ("0.5" and "0.50" are one bet), the client seed. */
function callOf(input: PlayInput): IdempotentCall {
  const cents = AMOUNT_PATTERN.test(input.bet) ? parseDecimal(input.bet) : null;
  return {
    memberId: input.memberId,
    endpoint: PLAY_ENDPOINT,
    key: input.idempotencyKey,
    request: {
      game: input.gameCode,
      bet: cents === null ? input.bet : String(cents),
      client_seed: input.clientSeed,
    },
    now: input.now,
  };
}

function resultOf(row: RoundRow, lang: Lang): PlayResult {
  const detail = roundDetailOf(row, lang);
  return { ...detail, balance: detail.balance_after };
}

export async function playOriginal(db: Db, input: PlayInput, lang: Lang): Promise<PlayResult> {
  const call = callOf(input);
  const replay = await replayOf(db, input, call, lang);
  if (replay) return replay;
  const played: { row?: RoundRow } = {};
  const answer = await answerOnce(db, call, async (tx) => {
    played.row = await playCappedByCurrentLevel(tx, input, lang.locale);
    return resultOf(played.row, lang);
  });
  // Only the call that played the round announces its event; a twin that waited answers the first.
  if (played.row) eventsCommitted();
  return answer;
}

/**
 * A replay's answer, looked up before anything that may have changed since the first call (balance,
 * game state, limits): the session first (a session that may no longer play is refused, replay or
 * not), then the stored first answer, then a round stored with the key before `answerOnce`. Null: the
 * key is new, or its first call is still in flight (`answerOnce` then waits for it).
 */
async function replayOf(
  db: Db,
  input: PlayInput,
  call: IdempotentCall,
  lang: Lang,
): Promise<PlayResult | null> {
  if (call.key === undefined) return null;
  if (input.refuseSession) {
    const session = await readSessionState(db, input.sessionId, input.now);
    if (session !== 'ok') input.refuseSession(session);
  }
  const [stored, legacy] = await Promise.all([
    storedAnswer<PlayResult>(db, call),
    findRoundByKey(db, input.memberId, call.key),
  ]);
  if (stored) return stored;
  return legacy ? legacyReplay(legacy, input, lang) : null;
}

/** A key that names a round played before first answers were stored: that round is the answer. */
function legacyReplay(row: RoundRow, input: PlayInput, lang: Lang): PlayResult {
  const bet = parseDecimal(input.bet.trim());
  if (bet === null || row.requestHash !== legacyHashOf(input.gameCode, bet, input.clientSeed)) {
    refuse('IDEMPOTENCY_CONFLICT');
  }
  return resultOf(row, lang);
}

/**
 * The session carries the VIP level it was opened with; a player who levelled up since (through play or
 * a deposit) must get the higher level's balance cap. The level is recomputed only when the cap refuses,
 * so the hot path stays a few statements.
 */
async function playCappedByCurrentLevel(db: Db, input: PlayInput, locale: string): Promise<RoundRow> {
  try {
    return await playInTransaction(db, input, locale);
  } catch (error) {
    if (!(error instanceof AppError) || error.error !== 'GAME_BALANCE_TOO_HIGH') throw error;
    const { level } = await getVipStatus(db, input.memberId);
    if (level <= input.vipLevel) throw error;
    return playInTransaction(db, { ...input, vipLevel: level }, locale);
  }
}

/** What is checked before the round's transaction: the game, the bet, the client seed, the cap. */
type CheckedPlay = {
  bet: Cents;
  cap: bigint | null;
  profile: Awaited<ReturnType<typeof profileOf>>;
};

async function checkPlay(db: Db, input: PlayInput, locale: string): Promise<CheckedPlay> {
  const game = assertPlayable(await findGameCached(db, input.gameCode), await getGameStatus(db));
  const bet = checkBet(game, input.bet, locale);
  if (input.clientSeed !== undefined) assertClientSeed(input.clientSeed);
  await assertKycVerified(db, db, input.memberId, 'stake');
  await assertInBrazil(db, { memberId: input.memberId, ip: input.ip, context: 'stake', now: input.now });
  return { bet, cap: await balanceCapOf(db, input.vipLevel), profile: await profileOf(db) };
}

async function playInTransaction(db: Db, input: PlayInput, locale: string): Promise<RoundRow> {
  const checked = await checkPlay(db, input, locale);
  // A deadlock is not expected (seed row first, then the ledger's rows in id order) but would be retried.
  return inMoneyTransaction(db, async (tx): Promise<RoundRow> => {
    const { seed, held, clientSeed } = await lockForRound(tx, input, checked, locale);
    // The outcome depends on the seeds and the nonce only; it is computed before any account is locked
    // so that the stake's locks are held for as short a time as possible.
    const { round } = playFairSlot({
      serverSeed: seed.serverSeed,
      clientSeed,
      nonce: Number(seed.nonce),
      gameCode: input.gameCode,
      betCents: checked.bet,
    });
    // The balances come from the rows locked in the first batch: exact under the lock.
    const balanceBefore = heldBalance(held, input.memberId);
    if (checked.cap !== null && balanceBefore > checked.cap) refuse('GAME_BALANCE_TOO_HIGH');
    return writeRound(tx, input, checked, { seed, held, clientSeed, round, balanceBefore });
  });
}

/**
 * One batch, one round trip on PostgreSQL (pipelined; the server runs the statements in the order
 * they are issued here, each after the previous): the player's seed lock, the seed row with the
 * session's state, the responsible-gaming rows, the stake's accounts locked in id order. The lock
 * order stays seed, then ledger; a refusal rolls the whole batch back. Then responsible gaming, under
 * the seed row's lock (the player's rounds go one at a time): blocks, stake/loss/session limits, the
 * reality check (a second query only if a loss limit is in force); and the client seed the round uses.
 */
async function lockForRound(tx: Executor, input: PlayInput, checked: CheckedPlay, locale: string) {
  const [seed, guard, held] = await Promise.all([
    lockSeedOfRequest(tx, input),
    loadRoundGuard(tx, input.memberId),
    lockStakeAccounts(tx, input.memberId),
  ]);
  await assertStakeAllowed(tx, {
    guard,
    memberId: input.memberId,
    sessionId: input.sessionId,
    sessionStartedAt: input.sessionStartedAt,
    betCents: checked.bet,
    now: input.now,
    locale: locale as Locale,
    profile: checked.profile,
  });
  let clientSeed = seed.clientSeed;
  if (input.clientSeed !== undefined && input.clientSeed !== clientSeed) {
    clientSeed = input.clientSeed;
    await updateClientSeed(tx, seed.id, clientSeed);
  }
  return { seed, held, clientSeed };
}

type Played = {
  seed: SeedRow;
  held: HeldAccounts;
  clientSeed: string;
  round: SlotRound;
  balanceBefore: bigint;
};

/**
 * The writes — stake, win, round with its nonce and event — are issued together (pipelined on
 * PostgreSQL: one round trip) and all awaited before the transaction commits.
 */
async function writeRound(tx: Executor, input: PlayInput, checked: CheckedPlay, played: Played) {
  const { memberId, gameCode } = input;
  const { seed, round, balanceBefore } = played;
  const { bet } = checked;
  const ref = { memberId, platform: ORIGINALS, roundId: `${seed.id}.${seed.nonce}` };
  const stake = issueStake(tx, { ...ref, amount: bet, meta: { game: gameCode }, held: played.held });
  const win = round.totalWinCents;
  const writes: Promise<void>[] = [stake.written];
  if (win > 0n) {
    const stakeSplit = { fromLocked: stake.fromLocked, fromCash: stake.fromCash };
    const paid = issueWin(tx, {
      ...ref,
      amount: win as Cents,
      stakeSplit,
      held: stake.held,
      meta: { game: gameCode },
    });
    writes.push(paid.written);
  }
  const newRound = {
    memberId,
    gameCode,
    gameVersion: round.version,
    seedId: seed.id,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: played.clientSeed,
    nonce: seed.nonce,
    bet,
    win,
    balanceBefore,
    balanceAfter: balanceBefore - bet + win,
    outcome: slotOutcomeOf(round) as SlotOutcome,
    linesWon: linesWonOf(round),
    feature: round.feature?.kind ?? null,
    createdAt: input.now,
  };
  // The round, the nonce and its `round.settled` event in one statement (one round trip).
  const settled = (r: SQL) =>
    recordEventSql(
      'round.settled',
      r,
      sql`r.member_id`,
      {
        roundId: sql`r.id::text`,
        platform: ORIGINALS,
        game: gameCode,
        stakeCents: String(bet),
        winCents: String(win),
      },
      input.now,
    );
  const inserted = insertRoundAndAdvanceNonce(tx, newRound, settled);
  const [id] = await Promise.all([inserted, ...writes]);
  return { ...newRound, id, requestHash: null, revealedServerSeed: null };
}
