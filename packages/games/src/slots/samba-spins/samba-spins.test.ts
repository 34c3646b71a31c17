import { describe, expect, it } from 'vitest';
import { parseRatio, ratioToDecimal, ratioToNumber } from '../../math/ratio.ts';
import { createSeededRng } from '../../rng/seeded.ts';
import { playRound } from '../engine/play.ts';
import { toPublished } from '../engine/published.ts';
import { definitionProblems } from '../engine/validate.ts';
import { rtpInterval, simulateSlot } from '../simulation.ts';
import { scriptedRng } from '../test-support.ts';
import { SAMBA_SPINS } from './definition.ts';
import { computeSambaSpinsStats, SAMBA_SPINS_STATS } from './rtp.ts';

// Stops that show a scatter on each reel: base strips, then free strips.
const BASE_SCATTERS = [0, 2, 4, 6, 8];
const FREE_SCATTERS = [0, 5, 7, 9, 8];

describe('samba-spins', () => {
  it('is a valid definition', () => {
    expect(definitionProblems(SAMBA_SPINS)).toEqual([]);
  });

  it('has the published exact RTP (96.4700254800…%), free spins with retriggers included', () => {
    const stats = computeSambaSpinsStats();
    expect(toPublished(stats)).toEqual(SAMBA_SPINS_STATS);
    expect(ratioToDecimal(stats.rtp, 12)).toBe('0.964700254800');
    expect(ratioToNumber(stats.rtp)).toBeGreaterThanOrEqual(0.96);
    expect(ratioToNumber(stats.rtp)).toBeLessThanOrEqual(0.97);
    expect(SAMBA_SPINS_STATS.featureFrequency).toBe('119529/16777216');
  });

  it('awards 10 free spins at ×3 for three scatters', () => {
    const rng = scriptedRng([0, 2, 4, 10, 12], [1, 1, 1, 1, 1]);
    const round = playRound(SAMBA_SPINS, rng, 200n);
    expect(round.spins[0]?.scatterCount).toBe(3);
    expect(round.spins[0]?.scatterWin).toMatchObject({ count: 3, payUnits: 40 });
    expect(round.feature).toEqual({ kind: 'free-spins', awarded: 10, retriggers: 0, multiplier: 3 });
    const free = round.spins.slice(1);
    expect(free).toHaveLength(10);
    for (const spin of free) expect(spin).toMatchObject({ kind: 'free', multiplier: 3 });
    expect(round.totalWinUnits).toBe(round.spins.reduce((sum, s) => sum + s.winUnits, 0));
    expect(rng.used()).toBe(5 + 10 * 5);
  });

  it('retriggers by 10 spins but never beyond 50 in one feature', () => {
    const rng = scriptedRng(BASE_SCATTERS, FREE_SCATTERS);
    const round = playRound(SAMBA_SPINS, rng, 20n);
    expect(round.feature).toEqual({ kind: 'free-spins', awarded: 50, retriggers: 4, multiplier: 3 });
    expect(round.spins).toHaveLength(51);
    const free = round.spins[1]!;
    expect(free.scatterWin).toMatchObject({ count: 5, payUnits: 1000 });
    expect(free.winUnits).toBe(
      3 * (free.scatterWin!.payUnits + free.lineWins.reduce((s, w) => s + w.payUnits, 0)),
    );
  });

  it('publishes a maximum win that a round cannot exceed', () => {
    const rng = scriptedRng(BASE_SCATTERS, FREE_SCATTERS);
    const round = playRound(SAMBA_SPINS, rng, 20n);
    expect(round.totalWinUnits).toBeLessThanOrEqual(SAMBA_SPINS_STATS.maxWinUnits);
  });

  it('lands inside the 99% interval of its exact RTP over 300,000 seeded rounds', () => {
    const rounds = 300_000;
    const result = simulateSlot('samba-spins', createSeededRng(2002), rounds);
    const rtp = ratioToNumber(parseRatio(SAMBA_SPINS_STATS.rtp));
    const sd = Math.sqrt(ratioToNumber(parseRatio(SAMBA_SPINS_STATS.variance)));
    const { low, high } = rtpInterval(rtp, sd, rounds);
    expect(result.rtp).toBeGreaterThan(low);
    expect(result.rtp).toBeLessThan(high);
  });
});
