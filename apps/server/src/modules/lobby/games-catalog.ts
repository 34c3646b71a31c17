import type { GameCategory, GameRules } from '@jl/core';
import { toDecimal } from '@jl/core';
import {
  getSlotGame,
  isSlotGameCode,
  parseRatio,
  type Ratio,
  ratioToDecimal,
  SLOT_GAME_CODES,
  type SlotGameInfo,
} from '@jl/games';

/**
 * What the lobby needs from the maths package: published figures as exact percentages, the rules
 * and the bet levels. Nothing here is configurable: a game version's RTP is a property of its code.
 */

export const ORIGINALS = 'originals';

/** The platforms created at first start. */
export const PLATFORM_SEED = [{ code: ORIGINALS, kind: 'internal', sortOrder: 0 }] as const;

/** The lobby placement of each original at first start (operators may change it afterwards). */
export const GAME_SEED: Record<string, { categories: GameCategory[]; sortOrder: number }> = {
  'fruit-trio': { categories: ['slots', 'hot'], sortOrder: 10 },
  'samba-spins': { categories: ['slots', 'hot', 'new'], sortOrder: 20 },
  'jungle-ways': { categories: ['slots', 'new'], sortOrder: 30 },
};

export function slotInfo(code: string): SlotGameInfo | null {
  return isSlotGameCode(code) ? getSlotGame(code).info : null;
}

/**
 * The live games (shared real-time rounds, module `live`): their published figures. Crash returns 99 %
 * whatever the cash-out target (docs/GAMES.md); every roulette bet returns 36/37.
 */
export type LiveGameInfo = {
  kind: 'crash' | 'roulette';
  rtpExact: string;
  volatility: string;
  version: string;
  minBetCents: bigint;
  maxBetCents: bigint;
  sortOrder: number;
};
export const LIVE_GAME_INFO: Record<string, LiveGameInfo> = {
  crash: {
    kind: 'crash',
    rtpExact: '99/100',
    volatility: 'high',
    version: 'crash-1',
    minBetCents: 100n,
    maxBetCents: 100_000n,
    sortOrder: 10,
  },
  roulette: {
    kind: 'roulette',
    rtpExact: '36/37',
    volatility: 'low',
    version: 'roulette-1',
    minBetCents: 100n,
    maxBetCents: 100_000n,
    sortOrder: 20,
  },
};

export function liveInfo(code: string): LiveGameInfo | null {
  return LIVE_GAME_INFO[code] ?? null;
}

/** A game this server can play: a slot or a live game. */
export function isKnownGame(code: string): boolean {
  return slotInfo(code) !== null || liveInfo(code) !== null;
}

export const ORIGINAL_CODES: readonly string[] = SLOT_GAME_CODES;

function trim(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/** An exact fraction as a percentage with up to 4 decimals (rounded down): "38599/40000" → "96.4975". */
export function percentOf(fraction: string | Ratio): string {
  const r = typeof fraction === 'string' ? parseRatio(fraction) : fraction;
  return trim(ratioToDecimal({ num: r.num * 100n, den: r.den }, 4));
}

/** Bet suggestions: the minimum times 1, 2, 4, 5, 10… that are valid bets within the limits. */
export function betLevels(min: bigint, max: bigint, coinDivisor: number): bigint[] {
  const steps = [1n, 2n, 4n, 5n, 10n, 20n, 40n, 50n, 100n, 200n, 400n, 500n, 1000n, 2000n, 5000n];
  const divisor = BigInt(coinDivisor);
  const levels = steps.map((s) => min * s).filter((b) => b <= max && b % divisor === 0n);
  if (levels.at(-1) !== max && max % divisor === 0n) levels.push(max);
  return levels;
}

export function rulesOf(info: SlotGameInfo): GameRules {
  const { rules, exact } = info;
  const feature = rules.feature;
  return {
    reels: info.reels,
    rows: info.rows,
    coin_divisor: info.coinDivisor,
    evaluation:
      rules.evaluation.kind === 'lines'
        ? { kind: 'lines', lines: rules.evaluation.lines.map((l) => [...l]) }
        : { kind: 'ways', wild_weight: rules.evaluation.wildWeight },
    feature:
      feature.kind === 'free-spins'
        ? {
            kind: 'free-spins',
            min_scatters: feature.minScatters,
            spins: feature.spins,
            retrigger_spins: feature.retriggerSpins,
            max_spins: feature.maxSpins,
            multiplier: feature.multiplier,
          }
        : feature.kind === 'expanding-wild-respin'
          ? { kind: 'expanding-wild-respin', reel: feature.reel }
          : { kind: 'none' },
    wild: rules.wild,
    scatter: rules.scatter,
    paytable: info.paytable.map((p) => ({
      symbol: p.symbol,
      kind: p.kind,
      pays: p.pays.map((pay) => ({ count: pay.count, coins: pay.coins, bet_multiple: pay.betMultiple })),
    })),
    base_rtp: percentOf(exact.baseRtp),
    feature_rtp: percentOf(subtract(exact.rtp, exact.baseRtp)),
    hit_frequency: percentOf(exact.hitFrequency),
    feature_frequency: percentOf(exact.featureFrequency),
    max_win_multiple: trim(
      ratioToDecimal({ num: BigInt(exact.maxWinUnits), den: BigInt(info.coinDivisor) }, 4),
    ),
    standard_deviation: info.standardDeviation.toFixed(2),
    exact: {
      rtp: exact.rtp,
      base_rtp: exact.baseRtp,
      hit_frequency: exact.hitFrequency,
      feature_frequency: exact.featureFrequency,
      variance: exact.variance,
    },
  };
}

function subtract(a: string, b: string): Ratio {
  const x = parseRatio(a);
  const y = parseRatio(b);
  return { num: x.num * y.den - y.num * x.den, den: x.den * y.den };
}

export const money = (cents: bigint) => toDecimal(cents);
