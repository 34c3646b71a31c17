import type { LiveServerMessage } from '@jl/core/contracts/live-socket.ts';
import { describe, expect, it } from 'vitest';
import { applyLiveMessage, type LiveState, NO_LIVE_STATE } from './live-state.ts';

const play = (...messages: object[]): LiveState =>
  messages.reduce<LiveState>(
    (state, msg) => applyLiveMessage(state, msg as LiveServerMessage),
    NO_LIVE_STATE,
  );

const betting = {
  type: 'betting',
  seq: 1,
  round: 'r1',
  gameNo: 7,
  bettingEndsAt: 5000,
  min: '1.00',
  max: '1000.00',
};

const resultOf = (number: number, winners: object[]) => ({
  type: 'result',
  seq: 2,
  round: 'r1',
  gameNo: 7,
  hash: 'h',
  number,
  winners,
});

describe('live state', () => {
  it('opens a betting round with no bets, then runs it', () => {
    const state = play({ type: 'bet', seq: 0, player: 'a***', amount: '1.00', auto: null }, betting, {
      type: 'running',
      seq: 2,
      startedAt: 6000,
    });
    expect(state.round).toEqual({
      id: 'r1',
      gameNo: 7,
      phase: 'running',
      bettingEndsAt: 5000,
      startedAt: 6000,
      bust: null,
      min: '1.00',
      max: '1000.00',
    });
    expect(state.bets).toEqual([]);
  });

  it("adds bets and settles a player's open bets on cash-out, not those of others", () => {
    const state = play(
      betting,
      { type: 'bet', seq: 2, player: 'a***', amount: '1.00', auto: null },
      { type: 'bet', seq: 3, player: 'b***', amount: '2.00', auto: '2.00' },
      { type: 'cashout', seq: 4, player: 'a***', m: 150, win: '1.50' },
    );
    expect(state.bets.map((b) => [b.amount, b.m, b.win])).toEqual([
      ['1.00', 150, '1.50'],
      ['2.00', null, null],
    ]);
  });

  it('ends the round on its bust and keeps the last 20 results, newest first', () => {
    const busts = Array.from({ length: 21 }, (_, i) => ({
      type: 'bust',
      seq: i + 2,
      round: `r${i}`,
      gameNo: i,
      hash: `h${i}`,
      bust: 100 + i,
    }));
    const state = play(betting, ...busts);
    expect(state.round).toMatchObject({ phase: 'over', bust: 120 });
    expect(state.history).toHaveLength(20);
    expect(state.history[0]).toEqual({ round: 'r20', gameNo: 20, bust: 120, hash: 'h20' });
  });

  it('ends a roulette round on its number, a refunded one without, and ignores ticks', () => {
    const result = play(betting, resultOf(17, []));
    expect(result.round).toMatchObject({ phase: 'over', bust: 17 });
    expect(result.history[0]?.bust).toBe(17);
    const refunded = play(betting, { type: 'refunded', seq: 2 });
    expect(refunded.round).toMatchObject({ phase: 'over', bust: null });
    expect(applyLiveMessage(refunded, { type: 'tick', seq: 3, t: 1 } as LiveServerMessage)).toBe(refunded);
  });

  it('keeps each roulette bet with its id and spot, and marks each by the result: its win or 0.00', () => {
    const bet = (id: string, spot: string) => ({
      type: 'bet',
      id,
      player: 'a***',
      amount: '1.00',
      auto: null,
      spot,
    });
    const winners = [
      { bet: '1', player: 'a***', win: '36.00' },
      { bet: '3', player: 'a***', win: '2.00' },
    ];
    const state = play(
      betting,
      bet('1', 'straight:17'),
      bet('2', 'red'),
      bet('3', 'black'),
      resultOf(17, winners),
    );
    expect(state.bets.map((b) => [b.id, b.spot, b.win])).toEqual([
      ['1', 'straight:17', '36.00'],
      ['2', 'red', '0.00'],
      ['3', 'black', '2.00'],
    ]);
    // The next round starts with no bets.
    expect(play(betting, bet('1', 'red'), betting).bets).toEqual([]);
  });

  it('takes everything from a snapshot', () => {
    const snapshot = { type: 'snapshot', seq: 9, now: 1, round: null, bets: [], history: [] };
    expect(play(betting, snapshot)).toEqual({ round: null, bets: [], history: [] });
  });
});
