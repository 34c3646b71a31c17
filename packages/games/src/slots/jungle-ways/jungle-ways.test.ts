import { describe, expect, it } from 'vitest';
import { parseRatio, ratioToNumber, ratioToString } from '../../math/ratio.ts';
import { createSeededRng } from '../../rng/seeded.ts';
import { playRound } from '../engine/play.ts';
import { toPublished } from '../engine/published.ts';
import { definitionProblems } from '../engine/validate.ts';
import { rtpInterval, simulateSlot } from '../simulation.ts';
import { scriptedRng } from '../test-support.ts';
import { JUNGLE_WAYS } from './definition.ts';
import { computeJungleWaysStats, JUNGLE_WAYS_STATS } from './rtp.ts';

describe('jungle-ways', () => {
  it('is a valid definition', () => {
    expect(definitionProblems(JUNGLE_WAYS)).toEqual([]);
  });

  it('has the published exact RTP 1059256413/1097600000 ≈ 96.5066%', () => {
    const stats = computeJungleWaysStats();
    expect(toPublished(stats)).toEqual(JUNGLE_WAYS_STATS);
    expect(ratioToString(stats.rtp)).toBe('1059256413/1097600000');
    expect(ratioToNumber(stats.rtp)).toBeCloseTo(0.965065973943, 12);
  });

  it('doubles every way through each wild: three wild reels make 6 × 6 × 6 ways', () => {
    // Reel 1 and 5 show jaguar, ace, orchid; reels 2–4 show their stacks of three wilds.
    const round = playRound(JUNGLE_WAYS, scriptedRng([0, 12, 17, 22, 8]), 25n);
    const spin = round.spins[0]!;
    expect(spin.window.slice(1, 4)).toEqual([
      ['wild', 'wild', 'wild'],
      ['wild', 'wild', 'wild'],
      ['wild', 'wild', 'wild'],
    ]);
    const bySymbol = Object.fromEntries(spin.waysWins.map((w) => [w.symbol, w]));
    expect(bySymbol.jaguar).toMatchObject({ count: 5, ways: 216, payUnits: 216 * 200 });
    expect(bySymbol.ace).toMatchObject({ count: 5, ways: 216, payUnits: 216 * 10 });
    expect(bySymbol.orchid).toMatchObject({ count: 5, ways: 216, payUnits: 216 * 30 });
    expect(round.totalWinUnits).toBe(51_840);
    expect(round.totalWinUnits).toBeLessThanOrEqual(JUNGLE_WAYS_STATS.maxWinUnits);
  });

  it('lands inside the 99% interval of its exact RTP over 300,000 seeded rounds', () => {
    const rounds = 300_000;
    const result = simulateSlot('jungle-ways', createSeededRng(3003), rounds);
    const sd = Math.sqrt(ratioToNumber(parseRatio(JUNGLE_WAYS_STATS.variance)));
    const { low, high } = rtpInterval(ratioToNumber(parseRatio(JUNGLE_WAYS_STATS.rtp)), sd, rounds);
    expect(result.rtp).toBeGreaterThan(low);
    expect(result.rtp).toBeLessThan(high);
  });
});
