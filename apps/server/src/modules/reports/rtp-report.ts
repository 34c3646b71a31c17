import { type AdminRtpReport, toDecimal } from '@jl/core';
import { DELTA_99, rtpBoundCheck } from '@jl/games';
import type { Executor } from '../../db/client.ts';
import type { RtpSample } from '../../lib/rtp-sample.ts';
import { wheelRtpSamples } from '../activity/index.ts';
import { liveRtpSamples } from '../live/index.ts';
import { originalsRtpSamples } from '../originals/index.ts';
import { providerRtpSamples } from '../platforms/index.ts';

/**
 * The back office's RTP page: each module reports its games from its own tables (originals, live,
 * activity's wheel, platforms) and this assembles them with one interval — Bernstein's for a payout
 * bounded in [0, max], clamped at 0 (docs/GAMES.md "RTP monitor: the interval"). A game with nothing
 * published (an external platform's) has its observed RTP and no interval.
 */
export async function rtpReport(db: Executor): Promise<AdminRtpReport> {
  const groups = await Promise.all([
    originalsRtpSamples(db),
    liveRtpSamples(db),
    wheelRtpSamples(db),
    providerRtpSamples(db),
  ]);
  return { list: groups.flat().map(rtpRow), confidence: 1 - DELTA_99 };
}

function rtpRow(s: RtpSample): AdminRtpReport['list'][number] {
  const sums = {
    stakes: Number(s.stakes),
    stakeSquares: s.stakeSquares,
    maxStake: Number(s.maxStake),
    wins: Number(s.wins),
  };
  const check = s.published
    ? rtpBoundCheck(s.published, sums)
    : { observed: sums.stakes > 0 ? sums.wins / sums.stakes : null, low: null, high: null, alarm: false };
  return {
    family: s.family,
    code: s.code,
    platform: s.platform,
    version: s.version,
    unit: s.unit,
    rounds: s.rounds,
    stakes: s.unit === 'rtp' ? toDecimal(s.stakes) : String(s.stakes),
    wins: toDecimal(s.wins),
    expected: s.published?.mean ?? null,
    max: s.published?.max ?? null,
    standard_deviation: s.published?.standardDeviation ?? null,
    provider_rtp: s.providerRtp,
    ...check,
    refunded: s.refunded ? { count: s.refunded.count, stakes: toDecimal(s.refunded.stakes) } : null,
  };
}
