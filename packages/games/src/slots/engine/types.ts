/**
 * Data that fully describes a slot game version. Pays are in coins: a coin is `bet / coinDivisor`
 * (for line games, coinDivisor is the number of lines, so a coin is the line bet). Every pay is an
 * integer number of coins, so a win in centavos is `(betCents / coinDivisor) × coins`, exactly.
 */

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export type SlotSymbol = {
  /** Stable id the UI maps to art and translated names. */
  readonly id: string;
  readonly kind: SymbolKind;
  /** Symbol count → coins. Line pays: per line. Ways: per way. Scatter: anywhere, per spin. */
  readonly pays: Readonly<Record<number, number>>;
};

/** `lines[i][reel]` is the row (0 = top) line i passes through on that reel. */
export type LineEvaluation = { readonly kind: 'lines'; readonly lines: readonly (readonly number[])[] };

/**
 * Every left-to-right path of adjacent reels pays. A wild counts `wildWeight` times on each way
 * through it (2 = "each wild doubles the ways it is part of").
 */
export type WaysEvaluation = { readonly kind: 'ways'; readonly wildWeight: number };

/** A wild landing anywhere on `reel` fills that reel; it pays, then every other reel re-spins once. */
export type ExpandingWildRespin = { readonly kind: 'expanding-wild-respin'; readonly reel: number };

/**
 * `minScatters`+ scatters on a paid spin award `spins` free spins on the free reel set with every win
 * times `multiplier`. The same count during free spins adds `retriggerSpins`, never beyond `maxSpins`
 * awarded in one feature (which keeps the maximum win finite and the exact RTP a finite sum).
 */
export type FreeSpins = {
  readonly kind: 'free-spins';
  readonly minScatters: number;
  readonly spins: number;
  readonly retriggerSpins: number;
  readonly maxSpins: number;
  readonly multiplier: number;
};

export type SlotFeature = { readonly kind: 'none' } | ExpandingWildRespin | FreeSpins;

export type Strips = readonly (readonly string[])[];

export type SlotDefinition = {
  readonly code: string;
  /** Bumped on any change to reels, pays or rules; the published RTP belongs to a version. */
  readonly version: string;
  readonly reels: number;
  readonly rows: number;
  readonly coinDivisor: number;
  readonly minBetCents: bigint;
  readonly maxBetCents: bigint;
  readonly symbols: readonly SlotSymbol[];
  /** One strip per reel; a stop shows strip[stop], strip[stop+1]… (wrapping) from the top row down. */
  readonly baseStrips: Strips;
  /** Strips used during free spins (free-spin games only). */
  readonly freeStrips?: Strips;
  readonly evaluation: LineEvaluation | WaysEvaluation;
  readonly feature: SlotFeature;
};

/** `window[reel][row]`: what each reel shows, top to bottom. */
export type Window = readonly (readonly string[])[];

/** `[reel, row]`. */
export type Position = readonly [number, number];

export type LineWin = {
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  readonly payUnits: number;
  readonly positions: readonly Position[];
};

export type WaysWin = {
  readonly symbol: string;
  /** Reels from the left that carry the symbol (or a wild). */
  readonly count: number;
  /** Number of ways, each wild on a way counted `wildWeight` times. */
  readonly ways: number;
  readonly payUnits: number;
  readonly positions: readonly Position[];
};

export type ScatterWin = {
  readonly symbol: string;
  readonly count: number;
  readonly payUnits: number;
  readonly positions: readonly Position[];
};

export type WindowWins = {
  readonly lineWins: readonly LineWin[];
  readonly waysWins: readonly WaysWin[];
  readonly scatterWin: ScatterWin | null;
  /** Coins before any feature multiplier. */
  readonly payUnits: number;
};
