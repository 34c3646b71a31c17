import type { LiveSnapshot } from '@jl/core/contracts/live.ts';
import { betOfAnnouncement } from '@jl/core/contracts/live-bets.ts';
import type { LiveServerMessage } from '@jl/core/contracts/live-socket.ts';

/** The round in play; `bust` is the crash point (hundredths) or the roulette number once known. */
export type LiveRound = NonNullable<LiveSnapshot['round']>;
export type LiveBet = LiveSnapshot['bets'][number];
export type LivePast = LiveSnapshot['history'][number];

/** What a live screen shows of the game: the round, its bets, and the last results (20 at most). */
export type LiveState = { round: LiveRound | null; bets: LiveBet[]; history: LivePast[] };

export const NO_LIVE_STATE: LiveState = { round: null, bets: [], history: [] };

const past = (state: LiveState, msg: { round: string; gameNo: number; hash: string }, value: number) =>
  [{ round: msg.round, gameNo: msg.gameNo, bust: value, hash: msg.hash }, ...state.history].slice(0, 20);

const over = (round: LiveRound | null, bust?: number): LiveRound | null =>
  round ? { ...round, phase: 'over', ...(bust === undefined ? {} : { bust }) } : round;

/**
 * The screen's state after one message of the game's socket (pure: the sequence numbers, the clock
 * offset and the replies are the hook's, `use-live-game.ts`).
 */
export function applyLiveMessage(state: LiveState, msg: LiveServerMessage): LiveState {
  switch (msg.type) {
    case 'snapshot':
      return { round: msg.round, bets: msg.bets, history: msg.history };
    case 'betting':
      return {
        ...state,
        round: {
          id: msg.round,
          gameNo: msg.gameNo,
          phase: 'betting',
          bettingEndsAt: msg.bettingEndsAt,
          startedAt: null,
          bust: null,
          min: msg.min,
          max: msg.max,
        },
        bets: [],
      };
    case 'running':
      return {
        ...state,
        round: state.round ? { ...state.round, phase: 'running', startedAt: msg.startedAt } : null,
      };
    case 'bet':
      return {
        ...state,
        bets: [...state.bets, betOfAnnouncement(msg)],
      };
    case 'cashout':
      return {
        ...state,
        bets: state.bets.map((x) =>
          x.player === msg.player && x.m === null ? { ...x, m: msg.m, win: msg.win } : x,
        ),
      };
    case 'bust':
      return { ...state, round: over(state.round, msg.bust), history: past(state, msg, msg.bust) };
    case 'result': {
      // Every winning bet is named: its win is kept on it (a bet not named lost).
      const wins = new Map(msg.winners.map((w) => [w.bet, w.win]));
      return {
        round: over(state.round, msg.number),
        bets: state.bets.map((b) => ({ ...b, win: wins.get(b.id) ?? '0.00' })),
        history: past(state, msg, msg.number),
      };
    }
    case 'refunded':
      return { ...state, round: over(state.round) };
    default:
      return state;
  }
}
