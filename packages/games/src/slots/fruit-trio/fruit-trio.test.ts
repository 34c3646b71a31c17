import { describe, expect, it } from 'vitest';
import { mul, ratio, ratioToNumber, ratioToString, sub } from '../../math/ratio.ts';
import { createSeededRng } from '../../rng/seeded.ts';
import { evaluateWindow } from '../engine/evaluate.ts';
import { forEachStops } from '../engine/moments.ts';
import { playRound } from '../engine/play.ts';
import { toPublished } from '../engine/published.ts';
import { fillReels, windowAt } from '../engine/reels.ts';
import { definitionProblems } from '../engine/validate.ts';
import { rtpInterval, simulateSlot } from '../simulation.ts';
import { scriptedRng } from '../test-support.ts';
import { FRUIT_TRIO } from './definition.ts';
import { computeFruitTrioStats, FRUIT_TRIO_STATS } from './rtp.ts';

describe('fruit-trio', () => {
  it('is a valid definition', () => {
    expect(definitionProblems(FRUIT_TRIO)).toEqual([]);
  });

  it('has the published exact RTP 38599/40000 = 96.4975%, hit frequency and volatility', () => {
    const stats = computeFruitTrioStats();
    expect(toPublished(stats)).toEqual(FRUIT_TRIO_STATS);
    expect(ratioToString(stats.rtp)).toBe('38599/40000');
    expect(ratioToNumber(stats.rtp)).toBeGreaterThanOrEqual(0.96);
    expect(ratioToNumber(stats.rtp)).toBeLessThanOrEqual(0.97);
    expect(ratioToString(stats.featureFrequency)).toBe('3/20');
  });

  it('agrees with walking every paid spin and every re-spin after it', () => {
    const strips = FRUIT_TRIO.baseStrips;
    const [l1, l2, l3] = strips.map((s) => s.length) as [number, number, number];
    const respinWins: number[] = [];
    forEachStops([l1, l3], ([a, c]) => {
      const window = fillReels(windowAt(strips, [a!, 0, c!], 3), [1], 'wild');
      respinWins.push(evaluateWindow(FRUIT_TRIO, window).payUnits);
    });
    let [sum, sumSq] = [0n, 0n];
    forEachStops([l1, l2, l3], (stops) => {
      const landed = windowAt(strips, stops, 3);
      const trig = landed[1]!.includes('wild');
      const base = evaluateWindow(FRUIT_TRIO, trig ? fillReels(landed, [1], 'wild') : landed).payUnits;
      for (const respin of trig ? respinWins : respinWins.map(() => 0)) {
        const total = BigInt(base + respin);
        sum += total;
        sumSq += total * total;
      }
    });
    const paths = BigInt(l1 * l2 * l3 * l1 * l3);
    const mean = ratio(sum, paths * 5n);
    const variance = sub(ratio(sumSq, paths * 25n), mul(mean, mean));
    expect(ratioToString(mean)).toBe(FRUIT_TRIO_STATS.rtp);
    expect(ratioToString(variance)).toBe(FRUIT_TRIO_STATS.variance);
  });

  it('expands a middle-reel wild, pays, then re-spins the outer reels once', () => {
    // Reel 2 stop 5 shows bar, orange, wild: the wild is on the bottom row.
    const rng = scriptedRng([0, 5, 0, 3, 9]);
    const round = playRound(FRUIT_TRIO, rng, 100n);
    expect(rng.used()).toBe(5);
    expect(round.feature).toEqual({ kind: 'respin', reel: 1 });
    const [base, respin] = round.spins;
    expect(base?.window[1]).toEqual(['bar', 'orange', 'wild']);
    expect(base?.expandedReels).toEqual([1]);
    expect(respin).toMatchObject({ kind: 'respin', stops: [3, 5, 9], held: [1] });
    expect(respin?.window[1]).toEqual(['wild', 'wild', 'wild']);
    expect(round.totalWinCents).toBe(BigInt(round.totalWinUnits) * 20n);
  });

  it('plays a single spin when no wild lands on the middle reel', () => {
    const rng = scriptedRng([0, 0, 0]);
    const round = playRound(FRUIT_TRIO, rng, 50n);
    expect(round.spins).toHaveLength(1);
    expect(round.feature).toBeNull();
    // Top row: seven, seven, seven on line 2 pays 160 coins of 10 centavos.
    expect(round.spins[0]?.lineWins.find((w) => w.line === 1)).toMatchObject({
      symbol: 'seven',
      payUnits: 160,
    });
  });

  it('lands inside the 99% interval of its exact RTP over 300,000 seeded rounds', () => {
    const rounds = 300_000;
    const result = simulateSlot('fruit-trio', createSeededRng(1001), rounds);
    const rtp = ratioToNumber(ratio(38599, 40000));
    const { low, high } = rtpInterval(
      rtp,
      Math.sqrt(ratioToNumber(computeFruitTrioStats().variance)),
      rounds,
    );
    expect(result.rtp).toBeGreaterThan(low);
    expect(result.rtp).toBeLessThan(high);
  });
});
