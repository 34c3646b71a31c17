import { describe, expect, it } from 'vitest';
import type { LiveBet } from './live-state.ts';
import {
  AUTH_REQUEST_ID,
  mineOfReply,
  myBetOf,
  myChips,
  outcomeOf,
  stakeBySpot,
  totalOf,
  withMine,
} from './my-bets.ts';

const bet = (id: string, spot: string, amount: string, win: string | null = null): LiveBet => ({
  id,
  player: '11***78',
  amount,
  auto: null,
  m: null,
  win,
  spot,
});

describe("the player's roulette bets", () => {
  it('adds the chips up per spot and in total', () => {
    const chips = [
      { spot: 'red', cents: 100n },
      { spot: 'straight:17', cents: 500n },
      { spot: 'red', cents: 1000n },
    ];
    expect([...stakeBySpot(chips)]).toEqual([
      ['red', 1100n],
      ['straight:17', 500n],
    ]);
    expect(totalOf(chips)).toBe(1600n);
    expect(totalOf([])).toBe(0n);
  });

  it("takes only the player's own bets of the round, by their ids", () => {
    const bets = [bet('1', 'red', '1.00'), bet('2', 'black', '2.00'), bet('3', 'red', '5.00')];
    expect(myChips(bets, new Set(['1', '3'])).map((c) => [c.spot, c.cents])).toEqual([
      ['red', 100n],
      ['red', 500n],
    ]);
  });

  it('says nothing before the result, or without a bet of theirs', () => {
    expect(outcomeOf([bet('1', 'red', '1.00')], new Set(['1']))).toBeNull();
    expect(outcomeOf([bet('1', 'red', '1.00', '2.00')], new Set(['9']))).toBeNull();
  });

  it('sums the wins of several winning bets and names their spots', () => {
    const bets = [
      bet('1', 'straight:17', '1.00', '36.00'),
      bet('2', 'black', '2.00', '4.00'),
      bet('3', 'red', '5.00', '0.00'),
      bet('4', 'odd', '1.00', '2.00'),
    ];
    const outcome = outcomeOf(bets, new Set(['1', '2', '3']))!;
    expect(outcome.staked).toBe(800n);
    expect(outcome.won).toBe(4000n);
    expect([...outcome.winningSpots]).toEqual(['straight:17', 'black']);
  });

  it('a round lost: nothing won, no winning spot', () => {
    const outcome = outcomeOf([bet('1', 'red', '5.00', '0.00')], new Set(['1']))!;
    expect(outcome).toEqual({ staked: 500n, won: 0n, winningSpots: new Set() });
  });
});

describe("the bets the server names as the player's when the socket signs in", () => {
  const auth = (mine: string[]) => ({
    type: 'reply' as const,
    id: AUTH_REQUEST_ID,
    ok: true as const,
    data: { mine },
  });

  it('reads them from the auth reply only', () => {
    expect(mineOfReply(auth(['7', '9']))).toEqual(['7', '9']);
    expect(mineOfReply({ ...auth(['7']), id: 3 })).toBeNull();
    const refused = {
      type: 'reply',
      id: AUTH_REQUEST_ID,
      ok: false,
      error: 'LOGIN_REQUIRED',
      msg: '',
    } as const;
    expect(mineOfReply(refused)).toBeNull();
    expect(mineOfReply({ type: 'refunded', game: 'crash', seq: 1, round: '1' })).toBeNull();
  });

  it('adopts them after a reload: the chips placed, the total staked and the result with the net', () => {
    const bets = [bet('7', 'red', '2.00'), bet('8', 'black', '5.00'), bet('9', 'straight:0', '1.00')];
    // A fresh page knows no bet of its own; the auth reply names 7 and 9 (8 is another player's).
    const mine = withMine(new Set(), mineOfReply(auth(['7', '9']))!);
    expect(myChips(bets, mine).map((c) => c.spot)).toEqual(['red', 'straight:0']);
    expect(totalOf(myChips(bets, mine))).toBe(300n);
    const settled = [
      bet('7', 'red', '2.00', '4.00'),
      bet('8', 'black', '5.00', '0.00'),
      bet('9', 'straight:0', '1.00', '0.00'),
    ];
    expect(outcomeOf(settled, mine)).toEqual({ staked: 300n, won: 400n, winningSpots: new Set(['red']) });
  });

  it('keeps the bets claimed on the page, and the same set when a reconnection names nothing new', () => {
    const claimed = withMine(new Set(), ['7']);
    const merged = withMine(claimed, ['7', '9']);
    expect([...merged]).toEqual(['7', '9']);
    expect(withMine(merged, ['9'])).toBe(merged);
    expect(withMine(merged, [])).toBe(merged);
  });

  it("finds the player's crash bet among the round's", () => {
    const crash = [
      { ...bet('4', '', '1.00'), spot: null },
      { ...bet('5', '', '3.00'), spot: null },
    ];
    expect(myBetOf(crash, new Set(['5']))?.amount).toBe('3.00');
    expect(myBetOf(crash, new Set(['6']))).toBeNull();
  });
});
