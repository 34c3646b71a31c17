import { describe, expect, it } from 'vitest';
import type { LiveBet } from './live-state.ts';
import { myChips, outcomeOf, stakeBySpot, totalOf } from './my-bets.ts';

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
