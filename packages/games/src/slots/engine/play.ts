import type { Rng } from '../../rng/rng.ts';
import { validateBet, winCents } from './bet.ts';
import { evaluateWindow, scatterPositions } from './evaluate.ts';
import { drawStops, fillReels, windowAt } from './reels.ts';
import { getSymbolTable } from './symbols.ts';
import type {
  ExpandingWildRespin,
  FreeSpins,
  LineWin,
  ScatterWin,
  SlotDefinition,
  Strips,
  WaysWin,
} from './types.ts';

export type SpinKind = 'base' | 'respin' | 'free';

export type SpinResult = {
  readonly kind: SpinKind;
  /** One stop per reel (held reels keep the stop they had). */
  readonly stops: readonly number[];
  /** Reels that did not spin (held expanded wilds during a re-spin). */
  readonly held: readonly number[];
  /** `window[reel][row]` as it landed; a held reel shows its wilds. */
  readonly window: readonly (readonly string[])[];
  /** Reels turned into wilds after landing and before paying. */
  readonly expandedReels: readonly number[];
  readonly scatterCount: number;
  readonly lineWins: readonly LineWin[];
  readonly waysWins: readonly WaysWin[];
  readonly scatterWin: ScatterWin | null;
  /** Applies to every pay of this spin. */
  readonly multiplier: number;
  /** Sum of this spin's pays × multiplier, in coins. */
  readonly winUnits: number;
  readonly winCents: bigint;
};

export type RoundFeature =
  | { readonly kind: 'respin'; readonly reel: number }
  | {
      readonly kind: 'free-spins';
      readonly awarded: number;
      readonly retriggers: number;
      readonly multiplier: number;
    };

export type SlotRound = {
  readonly gameCode: string;
  readonly version: string;
  readonly betCents: bigint;
  readonly coinCents: bigint;
  /** In play order; `spins[0]` is the paid spin, then re-spins or free spins. */
  readonly spins: readonly SpinResult[];
  readonly feature: RoundFeature | null;
  readonly totalWinUnits: number;
  /** Invariant: `coinCents × totalWinUnits`, the sum of every spin's `winCents`. */
  readonly totalWinCents: bigint;
};

type SpinInput = {
  kind: SpinKind;
  stops: readonly number[];
  held?: readonly number[];
  window: string[][];
  expandedReels?: readonly number[];
  multiplier?: number;
};

function resolveSpin(def: SlotDefinition, coinCents: bigint, input: SpinInput): SpinResult {
  const table = getSymbolTable(def);
  const expandedReels = input.expandedReels ?? [];
  const paid = table.wild === null ? input.window : fillReels(input.window, expandedReels, table.wild);
  const wins = evaluateWindow(def, paid);
  const multiplier = input.multiplier ?? 1;
  const winUnits = wins.payUnits * multiplier;
  return {
    kind: input.kind,
    stops: input.stops,
    held: input.held ?? [],
    window: input.window,
    expandedReels,
    scatterCount: table.scatter === null ? 0 : scatterPositions(input.window, table.scatter).length,
    lineWins: wins.lineWins,
    waysWins: wins.waysWins,
    scatterWin: wins.scatterWin,
    multiplier,
    winUnits,
    winCents: winCents(coinCents, winUnits),
  };
}

function spinOnce(
  def: SlotDefinition,
  rng: Rng,
  coinCents: bigint,
  kind: SpinKind,
  strips: Strips,
  multiplier = 1,
) {
  const stops = drawStops(rng, strips);
  return resolveSpin(def, coinCents, { kind, stops, window: windowAt(strips, stops, def.rows), multiplier });
}

function playRespin(
  def: SlotDefinition,
  rng: Rng,
  coinCents: bigint,
  feature: ExpandingWildRespin,
): SpinResult[] {
  const wild = getSymbolTable(def).wild!;
  const stops = drawStops(rng, def.baseStrips);
  const landed = windowAt(def.baseStrips, stops, def.rows);
  if (!landed[feature.reel]!.includes(wild))
    return [resolveSpin(def, coinCents, { kind: 'base', stops, window: landed })];
  const base = resolveSpin(def, coinCents, {
    kind: 'base',
    stops,
    window: landed,
    expandedReels: [feature.reel],
  });
  const held = [feature.reel];
  const respinStops = drawStops(rng, def.baseStrips, held, stops);
  const window = fillReels(windowAt(def.baseStrips, respinStops, def.rows), held, wild);
  return [base, resolveSpin(def, coinCents, { kind: 'respin', stops: respinStops, held, window })];
}

function playFreeSpins(
  def: SlotDefinition,
  rng: Rng,
  coinCents: bigint,
  feature: FreeSpins,
  base: SpinResult,
) {
  const spins: SpinResult[] = [base];
  if (base.scatterCount < feature.minScatters) return { spins, awarded: 0, retriggers: 0 };
  const strips = def.freeStrips ?? def.baseStrips;
  let awarded = feature.spins;
  let retriggers = 0;
  for (let played = 0; played < awarded; played++) {
    const spin = spinOnce(def, rng, coinCents, 'free', strips, feature.multiplier);
    spins.push(spin);
    if (spin.scatterCount >= feature.minScatters && awarded < feature.maxSpins) {
      awarded += Math.min(feature.retriggerSpins, feature.maxSpins - awarded);
      retriggers++;
    }
  }
  return { spins, awarded, retriggers };
}

/**
 * Plays one round. Everything random comes from `rng`, in a fixed order: the paid spin draws one
 * stop per reel left to right, then a re-spin draws the non-held reels left to right, or each free
 * spin in turn draws one stop per reel left to right. No other input affects the outcome.
 */
export function playRound(def: SlotDefinition, rng: Rng, betCents: bigint): SlotRound {
  const check = validateBet(def, betCents);
  if (!check.ok) throw new RangeError(check.reason);
  const { coinCents } = check;
  const { feature } = def;
  let spins: SpinResult[];
  let roundFeature: RoundFeature | null = null;
  if (feature.kind === 'expanding-wild-respin') {
    spins = playRespin(def, rng, coinCents, feature);
    if (spins.length > 1) roundFeature = { kind: 'respin', reel: feature.reel };
  } else if (feature.kind === 'free-spins') {
    const result = playFreeSpins(
      def,
      rng,
      coinCents,
      feature,
      spinOnce(def, rng, coinCents, 'base', def.baseStrips),
    );
    spins = result.spins;
    if (result.awarded > 0) {
      roundFeature = {
        kind: 'free-spins',
        awarded: result.awarded,
        retriggers: result.retriggers,
        multiplier: feature.multiplier,
      };
    }
  } else {
    spins = [spinOnce(def, rng, coinCents, 'base', def.baseStrips)];
  }
  const totalWinUnits = spins.reduce((sum, s) => sum + s.winUnits, 0);
  const roundBase = {
    gameCode: def.code,
    version: def.version,
    betCents,
    coinCents,
    spins,
    feature: roundFeature,
  };
  return { ...roundBase, totalWinUnits, totalWinCents: winCents(coinCents, totalWinUnits) };
}
