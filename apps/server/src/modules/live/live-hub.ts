import { betOfAnnouncement, type LiveEventMessage, type LiveSnapshot } from '@jl/core';
import type { WebSocket } from 'ws';

/**
 * One process's sockets of one live game. Each message from the pub/sub port is forwarded as the same
 * string to every socket (serialised once by the driver); the last HISTORY messages are kept so that a
 * client that missed some (a gap in `seq`) resyncs from the last one it saw, and the round's state is
 * kept to answer a client whose gap is older with a snapshot.
 * A slow socket never delays the others: `send` only queues in that socket's buffer; above SLOW_BYTES
 * ticks are skipped for it (the client redraws from the curve), above DROP_BYTES it is closed.
 */
export const HISTORY = 512;
export const SLOW_BYTES = 256 * 1024;
export const DROP_BYTES = 2 * 1024 * 1024;

/** A message of a game's channel (core `liveEventMessage`), and the state a resyncing client gets. */
export type Wire = LiveEventMessage;
export type Snapshot = LiveSnapshot;

export class GameHub {
  readonly sockets = new Set<WebSocket>();
  private readonly recent: { seq: number; raw: string }[] = [];
  private state: Snapshot;

  constructor(readonly game: string) {
    this.state = { type: 'snapshot', game, seq: 0, round: null, bets: [], history: [], now: 0 };
  }

  /** Seeds the state (from the database) before the first message arrives. */
  seed(snapshot: Snapshot): void {
    if (this.state.seq === 0) this.state = snapshot;
  }

  onMessage(raw: string): void {
    const msg = JSON.parse(raw) as Wire;
    // The driver's stream (phases, ticks, bust) is numbered; bets and cash-outs announced by the process
    // that took them are not (any process may) and reach a resyncing client through the snapshot.
    if ('seq' in msg) {
      this.recent.push({ seq: msg.seq, raw });
      if (this.recent.length > HISTORY) this.recent.shift();
    }
    this.apply(msg);
    const isTick = msg.type === 'tick';
    for (const socket of this.sockets) sendBounded(socket, raw, isTick);
  }

  private apply(msg: Wire): void {
    const s = this.state;
    if ('seq' in msg) s.seq = msg.seq;
    switch (msg.type) {
      case 'betting':
        s.round = {
          id: msg.round,
          gameNo: msg.gameNo,
          phase: 'betting',
          bettingEndsAt: msg.bettingEndsAt,
          startedAt: null,
          bust: null,
          min: msg.min,
          max: msg.max,
        };
        s.bets = [];
        break;
      case 'running':
        if (s.round) {
          s.round.phase = 'running';
          s.round.startedAt = msg.startedAt;
        }
        break;
      case 'bet':
        s.bets.push(betOfAnnouncement(msg));
        break;
      case 'cashout': {
        const bet = s.bets.find((b) => b.player === msg.player && b.m === null);
        if (bet) {
          bet.m = msg.m;
          bet.win = msg.win;
        }
        break;
      }
      case 'bust':
        if (s.round) {
          s.round.phase = 'over';
          s.round.bust = msg.bust;
        }
        s.history.unshift({ round: msg.round, gameNo: msg.gameNo, bust: msg.bust, hash: msg.hash });
        s.history.length = Math.min(s.history.length, 20);
        break;
      case 'result':
        if (s.round) {
          s.round.phase = 'over';
          s.round.bust = msg.number;
        }
        {
          // Every winning bet is named; the others lost (0.00), as the app reads the result: a snapshot
          // after it then shows each player's outcome too.
          const wins = new Map(msg.winners.map((w) => [w.bet, w.win]));
          for (const bet of s.bets) bet.win = wins.get(bet.id) ?? '0.00';
        }
        s.history.unshift({ round: msg.round, gameNo: msg.gameNo, bust: msg.number, hash: msg.hash });
        s.history.length = Math.min(s.history.length, 20);
        break;
      case 'refunded':
        if (s.round) s.round.phase = 'over';
        break;
      case 'tick':
        break;
    }
  }

  snapshot(now: number): string {
    return JSON.stringify({ ...this.state, now });
  }

  /**
   * The messages after `after`, or null (then a snapshot is sent) when they are no longer all here, or
   * when `after` is ahead of the last one this process has: a sequence seen before a restart or from
   * another driver's clock, or a bogus number — nothing to resend would leave that client stale.
   */
  since(after: number): string[] | null {
    const first = this.recent[0];
    const last = this.recent.at(-1);
    if (!first || !last || after < first.seq - 1 || after > last.seq) return null;
    return this.recent.filter((m) => m.seq > after).map((m) => m.raw);
  }
}

export function sendBounded(socket: WebSocket, raw: string, droppable: boolean): void {
  if (socket.readyState !== 1) return;
  const buffered = socket.bufferedAmount;
  if (buffered > DROP_BYTES) {
    socket.terminate();
    return;
  }
  if (droppable && buffered > SLOW_BYTES) return;
  socket.send(raw);
}
