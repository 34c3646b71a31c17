import { multiplierAt } from '@jl/games';
import type { Database } from '../../db/client.ts';
import { BeaconRefused, BeaconUnavailable } from '../../providers/beacon/index.ts';
import { getGameStatus } from '../config/index.ts';
import { liveGameState } from '../lobby/index.ts';
import { narrowLimits } from './live-bets.ts';
import type { ChainOptions } from './live-chain.ts';
import {
  AFTER_BUST_MS,
  bustAt,
  CRASH,
  currentRound,
  type LiveEvent,
  lastRound,
  openRound,
  type RoundRow,
  settleCrashRound,
  settleRouletteRound,
  startRound,
  voidInterruptedRound,
} from './live-rounds.ts';
import { money } from './live-views.ts';

/** How often a running round's multiplier is published (the client also draws the curve itself). */
export const TICK_MS = 100;
/** How often a process that is not the driver tries to become it. */
export const TAKEOVER_MS = 1_000;
/**
 * A running crash round settled this late after its bust was interrupted by a fault: no process was
 * running when it was due to end, so its players could not cash out (voidInterruptedRound). Normal
 * lateness is a timer's few milliseconds, or TAKEOVER_MS when a driver dies and another takes over.
 */
export const INTERRUPTED_AFTER_MS = 10_000;
/** While a new chain waits for its beacon round, the driver asks again this often. */
export const BEACON_WAIT_MS = 1_000;
/** The driver's advisory lock of each game (its own key space next to the jobs'). */
const LOCK_KEYS: Record<string, number> = { crash: 2_020_000_001, roulette: 2_020_000_002 };

type Log = { error(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

/**
 * The round driver (docs/ARCHITECTURE.md "Live games: WebSocket and fan-out"): exactly one process drives
 * each live game — the holder of the game's advisory lock (PostgreSQL: a session lock on a dedicated
 * connection, released when the process dies, so another process takes over within TAKEOVER_MS). Its state
 * lives in the database, never in memory: `step` reads the round, does the one thing that is due and says
 * when to come back, so a driver that takes over an interrupted round simply carries on — betting resumes
 * until its end, a running round runs to its bust (fixed by the chain) and is settled. A disabled or
 * maintained game opens no new round, but the round already open plays out: its result is fixed, and
 * nobody — the operator included — can void it (docs/GAMES.md "Rounds nobody can void").
 */
export class LiveDriver {
  private seq = 0;
  private stopped = false;
  private release: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The pass of the loop under way, if any: `stop` lets it finish before the lock goes. */
  private pass: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      database: Database;
      now: () => Date;
      publish: (game: string, event: LiveEvent & { seq: number }) => void;
      log: Log;
      /** How this game's chains are made (the salt's beacon; a shorter length in tests). */
      chain: ChainOptions;
    },
    readonly game: string = CRASH,
  ) {}

  private emit(event: LiveEvent): void {
    // Sequence numbers grow across drivers: a new driver starts above any number the last one used
    // (milliseconds × 1000), so clients see a gap and resync instead of a repeat.
    if (this.seq === 0) this.seq = Date.now() * 1000;
    this.seq += 1;
    this.deps.publish(this.game, { ...event, seq: this.seq });
  }

  /** Does what is due now; answers when (epoch ms) to call again. */
  async step(): Promise<number> {
    const { database } = this.deps;
    const db = database.db;
    const now = this.deps.now();
    const at = now.getTime();
    const round = await currentRound(db, this.game);
    const table = await liveGameState(db, this.game);
    const { state } = table;
    const closed = state !== 'open' || (await getGameStatus(db)) === 1;
    if (!round) return closed ? at + 2_000 : this.openNext(now, narrowLimits(table));
    if (round.phase === 'betting') {
      if (at < round.bettingEndsAt.getTime()) return round.bettingEndsAt.getTime();
      const started = await startRound(db, round, now);
      if (started) this.emit({ type: 'running', round: String(round.id), startedAt: at });
      return at + TICK_MS;
    }
    const bust = bustAt(round);
    if (at < bust) {
      if (this.game !== CRASH) return bust; // roulette: the wheel spins, nothing to publish meanwhile
      this.emit({
        type: 'tick',
        round: String(round.id),
        m: multiplierAt(at - round.startedAt!.getTime()),
        t: at,
      });
      return Math.min(at + TICK_MS, bust);
    }
    if (this.game !== CRASH) await this.settleRoulette(round, now);
    else if (at - bust >= INTERRUPTED_AFTER_MS) await this.voidInterrupted(round, now);
    else await this.settleCrash(round, now);
    return at + AFTER_BUST_MS;
  }

  /** A crash round nobody could cash out of: refunded with its reason (voidInterruptedRound). */
  private async voidInterrupted(round: RoundRow, now: Date): Promise<void> {
    const voided = await voidInterruptedRound(this.deps.database.db, round.id, now);
    if (!voided) return;
    this.deps.log.info({ game: this.game, round: String(round.id) }, 'live: interrupted round refunded');
    this.emit({ type: 'refunded', round: String(round.id) });
  }

  /** No round open: opens the next once the last one's result has been shown long enough. */
  private async openNext(now: Date, limits: { min: bigint; max: bigint }): Promise<number> {
    const db = this.deps.database.db;
    const at = now.getTime();
    const last = await lastRound(db, this.game);
    const reopen = last?.endedAt ? last.endedAt.getTime() + AFTER_BUST_MS : 0;
    if (at < reopen) return reopen;
    const opened = await this.openOrWait(now);
    if (!opened) return at + BEACON_WAIT_MS;
    if (opened.createdAt.getTime() !== at) return opened.bettingEndsAt.getTime(); // another driver's
    this.emit({
      type: 'betting',
      round: String(opened.id),
      gameNo: opened.gameNo,
      bettingEndsAt: opened.bettingEndsAt.getTime(),
      min: money(limits.min),
      max: money(limits.max),
    });
    return opened.bettingEndsAt.getTime();
  }

  private async settleRoulette(round: RoundRow, now: Date): Promise<void> {
    const spun = await settleRouletteRound(this.deps.database.db, round.id, now);
    if (!spun) return;
    this.emit({
      type: 'result',
      round: String(round.id),
      gameNo: round.gameNo,
      number: spun.round.result!,
      hash: spun.round.hash!,
      winners: await Promise.all(
        spun.winners.map(async (w) => ({
          bet: String(w.bet),
          player: await this.nameOf(w.memberId),
          win: (Number(w.win) / 100).toFixed(2),
        })),
      ),
    });
  }

  private async settleCrash(round: RoundRow, now: Date): Promise<void> {
    const settled = await settleCrashRound(this.deps.database.db, round.id, now);
    if (!settled) return;
    this.emit({
      type: 'bust',
      round: String(round.id),
      gameNo: round.gameNo,
      bust: settled.round.result!,
      hash: settled.round.hash!,
      winners: await Promise.all(
        settled.winners.map(async (w) => ({
          bet: String(w.bet),
          player: await this.nameOf(w.memberId),
          m: w.m,
          win: (Number(w.win) / 100).toFixed(2),
        })),
      ),
    });
  }

  /**
   * The next round, or null while the chain's salt ceremony is not over (its beacon round not out, the
   * beacon unreachable, or an answer that does not verify): the driver comes back in BEACON_WAIT_MS. A
   * beacon problem is logged once per kind of problem, not every second.
   */
  private async openOrWait(now: Date) {
    try {
      const opened = await openRound(this.deps.database.db, this.game, now, this.deps.chain);
      this.beaconProblem = null;
      return opened;
    } catch (error) {
      if (!(error instanceof BeaconRefused || error instanceof BeaconUnavailable)) throw error;
      if (this.beaconProblem !== error.message) {
        this.beaconProblem = error.message;
        const level = error instanceof BeaconRefused ? 'error' : 'info';
        this.deps.log[level](
          { err: error, game: this.game },
          'live: the salt beacon is not usable; the game waits',
        );
      }
      return null;
    }
  }

  private beaconProblem: string | null = null;

  private nameOf: (memberId: bigint) => Promise<string> = async () => '***';

  setNameOf(fn: (memberId: bigint) => Promise<string>): void {
    this.nameOf = fn;
  }

  /** Tries to become the driver every TAKEOVER_MS; while it is, steps the game on time. */
  start(): void {
    const loop = async () => {
      if (this.stopped) return;
      let wait = TAKEOVER_MS;
      try {
        if (!this.release) {
          this.release = await this.deps.database.tryLock(LOCK_KEYS[this.game] ?? 2_020_000_099);
          if (this.release) {
            this.seq = 0;
            this.deps.log.info({ game: this.game }, 'live: this process drives the game');
          }
        }
        if (this.release) wait = Math.max(0, (await this.step()) - this.deps.now().getTime());
      } catch (error) {
        this.deps.log.error({ err: error, game: this.game }, 'live: driver step failed');
      }
      if (!this.stopped) this.timer = setTimeout(run, wait);
    };
    const run = () => {
      this.pass = loop();
    };
    this.timer = setTimeout(run, 0);
  }

  /**
   * Stops driving: the step under way finishes (two processes never step one game at once), then the
   * lock is released, so another process takes the game over at its next try (TAKEOVER_MS).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass;
    await this.release?.();
    this.release = null;
  }

  get leading(): boolean {
    return this.release !== null;
  }
}
