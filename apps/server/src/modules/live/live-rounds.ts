import type { Cents, LiveEvent } from '@jl/core';
import { crashPoint, crashWin, msUntil, rouletteNumber, rouletteReturn } from '@jl/games';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { eventsCommitted, recordEvent } from '../../events/index.ts';
import { seal, unseal } from '../../lib/seal.ts';
import { ORIGINALS } from '../lobby/index.ts';
import { inMoneyTransaction, refundStake, settleWin } from '../wallet/index.ts';
import { type ChainOptions, chainSealContext, ensureChain, gameHashFromSeed } from './live-chain.ts';
import { liveBets, liveChains, liveRounds } from './live-schema.ts';
import { parseSpot } from './live-spots.ts';

/**
 * Live crash (docs/GAMES.md "Live games in the product"). Every state change is one short
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
export type RoundRow = typeof liveRounds.$inferSelect;
export type BetRow = typeof liveBets.$inferSelect;

/** What the driver and the services tell the sockets (published through the pub/sub port). */
/** What the driver and the processes taking bets publish (core `contracts/live-socket.ts`). */
export type { LiveEvent };

export type Publish = (game: string, event: LiveEvent) => void;

// ---- A round's outcome, sealed while the round is open ------------------------------------------

/** A round's game hash and result (crash: the bust in hundredths; roulette: the number). */
export type Outcome = { hash: string; result: number };

/** What an open round's outcome is sealed for: its game, chain and game number (lib/seal.ts). */
const outcomeContext = (r: { game: string; chainId: bigint; gameNo: number }) =>
  `live_rounds:${r.game}:${r.chainId}:${r.gameNo}`;

const sealOutcome = (r: { game: string; chainId: bigint; gameNo: number }, outcome: Outcome) =>
  seal(JSON.stringify(outcome), outcomeContext(r));

/** The round's outcome: in clear once it has ended, else opened from its seal (this process only). */
export function outcomeOf(round: RoundRow): Outcome {
  if (round.hash !== null && round.result !== null) return { hash: round.hash, result: round.result };
  if (round.sealed === null) throw new Error(`live round ${round.id} has no outcome`);
  return JSON.parse(unseal(round.sealed, outcomeContext(round))) as Outcome;
}

/** The columns that reveal an open round's outcome as it ends (settled or refunded). */
const revealed = (round: RoundRow) => ({ ...outcomeOf(round), sealed: null });

/**
 * Seals the outcome of rounds left open in clear by a version before sealing existed (run at start,
 * before any driver): afterwards no open round's result is readable in the database.
 */
export async function sealOpenRounds(db: Db): Promise<number> {
  const open = await db
    .select()
    .from(liveRounds)
    .where(and(inArray(liveRounds.phase, ['betting', 'running']), isNotNull(liveRounds.result)));
  for (const round of open) {
    await db
      .update(liveRounds)
      .set({ hash: null, result: null, sealed: sealOutcome(round, outcomeOf(round)) })
      .where(and(eq(liveRounds.id, round.id), isNotNull(liveRounds.result)));
  }
  return open.length;
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
 * retires it in the same transaction; the next round opens on a new chain (ensureChain). Null while the
 * chain's salt is not fixed yet (its beacon round is not out).
 */
export async function openRound(
  db: Db,
  game: string,
  now: Date,
  options: ChainOptions,
): Promise<RoundRow | null> {
  for (;;) {
    const chain = await ensureChain(db, game, now, options);
    if (!chain) return null;
    const opened = await openOnChain(db, game, now, chain);
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
    const sealed = sealOutcome({ game, chainId: chain.id, gameNo }, { hash, result });
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
        phase: 'betting',
        sealed,
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
  return round.startedAt!.getTime() + (round.game === CRASH ? msUntil(outcomeOf(round).result) : SPIN_MS);
}

/** The round's open bets, locked in the players' order. */
async function lockOpenBets(tx: Tx, roundId: bigint): Promise<BetRow[]> {
  return tx
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.roundId, roundId), eq(liveBets.status, 'open')))
    .orderBy(liveBets.memberId)
    .for('update');
}

/**
 * Ends an open round (→ settled, or → refunded with its reason), its outcome written in clear, with the
 * bets still open to settle or refund; null when the round was not in one of the phases `from`.
 */
async function endRound(
  tx: Tx,
  roundId: bigint,
  now: Date,
  end: { from: RoundRow['phase'][]; phase: 'settled' | 'refunded'; voidReason?: string },
) {
  const [open] = await tx.select().from(liveRounds).where(eq(liveRounds.id, roundId)).for('update');
  if (!open || !end.from.includes(open.phase)) return null;
  const [row] = await tx
    .update(liveRounds)
    .set({ phase: end.phase, endedAt: now, voidReason: end.voidReason ?? null, ...revealed(open) })
    .where(eq(liveRounds.id, roundId))
    .returning();
  return { row: row!, open: await lockOpenBets(tx, roundId) };
}

/** running → settled, with the bets still open to settle (null when the round was not running). */
const endRunningRound = (tx: Tx, roundId: bigint, now: Date) =>
  endRound(tx, roundId, now, { from: ['running'], phase: 'settled' });

/**
 * running → settled in one transaction: each open bet settled by `settle`, which answers the winner
 * it makes (null: the bet lost). Null when the round was not running.
 */
async function settleRunningRound<W>(
  db: Db,
  roundId: bigint,
  now: Date,
  settle: (tx: Tx, round: RoundRow, bet: BetRow) => Promise<W | null>,
): Promise<{ round: RoundRow; winners: W[] } | null> {
  const winners: W[] = [];
  const round = await inMoneyTransaction(db, async (tx) => {
    winners.length = 0;
    const ended = await endRunningRound(tx, roundId, now);
    if (!ended) return null;
    for (const bet of ended.open) {
      const winner = await settle(tx, ended.row, bet);
      if (winner) winners.push(winner);
    }
    return ended.row;
  });
  if (round) eventsCommitted();
  return round ? { round, winners } : null;
}

/**
 * running (no more bets) → settled: each bet — a player may have several — returns stake × (payout + 1)
 * when its numbers hold the result, each its own win in the ledger.
 */
export async function settleRouletteRound(db: Db, roundId: bigint, now: Date) {
  return settleRunningRound(db, roundId, now, async (tx, row, bet) => {
    const win = rouletteReturn(parseSpot(bet.spot), bet.amount, row.result!);
    await payBet(tx, row, bet, null, win, now);
    return win > 0n ? { bet: bet.id, memberId: bet.memberId, win } : null;
  });
}

export const walletRoundId = (game: string, roundId: bigint, memberId: bigint) =>
  `${game}.${roundId}.${memberId}`;

/** The wallet's round of a bet: its own (a roulette bet), else the player's on the round (live-schema.ts). */
export const betWalletRound = (round: RoundRow, bet: BetRow) =>
  bet.walletRound ?? walletRoundId(round.game, round.id, bet.memberId);

/**
 * running → settled: every open bet is settled once — an auto target the bust reached (bust ≥ target)
 * is paid at the target exactly, the others lose. Cash-outs already paid are left as they are.
 */
export async function settleCrashRound(db: Db, roundId: bigint, now: Date) {
  return settleRunningRound(db, roundId, now, async (tx, row, bet) => {
    const m = autoTargetReached(row, bet);
    const win = m === null ? 0n : crashWin(bet.amount, m);
    await payBet(tx, row, bet, m, win, now);
    return m !== null ? { bet: bet.id, memberId: bet.memberId, m, win } : null;
  });
}

export async function payBet(tx: Tx, round: RoundRow, bet: BetRow, m: number | null, win: bigint, now: Date) {
  const ref = {
    memberId: bet.memberId,
    platform: ORIGINALS,
    roundId: betWalletRound(round, bet),
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

/**
 * running → refunded, for a round a fault interrupted (docs/GAMES.md "Rounds nobody can void"): the
 * product was not running when the round was due to end, so its players could not cash out. An auto
 * cash-out the bust reached needed nobody and is paid at its target; every other open bet gets its
 * stake back. The round's outcome is revealed like any other and the round is listed with its reason.
 * Maintenance and a disabled game never come here: a round whose result is fixed plays out.
 */
export async function voidInterruptedRound(db: Db, roundId: bigint, now: Date) {
  const done = await inMoneyTransaction(db, async (tx) => {
    const ended = await endRound(tx, roundId, now, {
      from: ['running'],
      phase: 'refunded',
      voidReason: 'interrupted',
    });
    if (!ended) return null;
    for (const bet of ended.open) {
      const m = autoTargetReached(ended.row, bet);
      if (m !== null) await payBet(tx, ended.row, bet, m, crashWin(bet.amount, m), now);
      else await refundBet(tx, ended.row, bet, now);
    }
    return ended.row;
  });
  if (done) eventsCommitted();
  return done;
}

/** The auto target of a crash bet that its round's bust reached (paid at it exactly), else null. */
function autoTargetReached(round: RoundRow, bet: BetRow): number | null {
  return bet.autoCashout !== null && round.result !== null && bet.autoCashout <= round.result
    ? bet.autoCashout
    : null;
}

export async function refundBet(tx: Tx, round: RoundRow, bet: BetRow, now: Date) {
  await refundStake(tx, {
    memberId: bet.memberId,
    platform: ORIGINALS,
    roundId: betWalletRound(round, bet),
    meta: { game: round.game },
  });
  await tx
    .update(liveBets)
    .set({ status: 'refunded', win: 0n, settledAt: now })
    .where(eq(liveBets.id, bet.id));
}
