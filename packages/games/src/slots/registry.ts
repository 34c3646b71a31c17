import { ratio, ratioToDecimal } from '../math/ratio.ts';
import type { PublishedStats, StatsSummary } from './engine/published.ts';
import { summarise } from './engine/published.ts';
import type {
  LineEvaluation,
  SlotDefinition,
  SlotFeature,
  SymbolKind,
  WaysEvaluation,
} from './engine/types.ts';
import { FRUIT_TRIO } from './fruit-trio/definition.ts';
import { FRUIT_TRIO_STATS } from './fruit-trio/rtp.ts';
import { JUNGLE_WAYS } from './jungle-ways/definition.ts';
import { JUNGLE_WAYS_STATS } from './jungle-ways/rtp.ts';
import { SAMBA_SPINS } from './samba-spins/definition.ts';
import { SAMBA_SPINS_STATS } from './samba-spins/rtp.ts';

export type PaytableEntry = {
  readonly symbol: string;
  readonly kind: SymbolKind;
  /** `betMultiple` is the pay as a multiple of the total bet, exact ("0.4", "25"). */
  readonly pays: readonly { readonly count: number; readonly coins: number; readonly betMultiple: string }[];
};

/**
 * What the lobby, the rules screen and the server need to know about a game version. Names and
 * rule texts are translated in the apps, keyed by `code`, symbol ids and feature kind.
 */
export type SlotGameInfo = StatsSummary & {
  readonly code: string;
  readonly version: string;
  readonly reels: number;
  readonly rows: number;
  readonly coinDivisor: number;
  readonly minBetCents: bigint;
  readonly maxBetCents: bigint;
  /** Exact figures as reduced fractions "num/den". */
  readonly exact: PublishedStats;
  readonly paytable: readonly PaytableEntry[];
  readonly rules: {
    readonly evaluation: LineEvaluation | WaysEvaluation;
    readonly feature: SlotFeature;
    readonly wild: string | null;
    readonly scatter: string | null;
  };
};

export type SlotGame = { readonly definition: SlotDefinition; readonly info: SlotGameInfo };

function betMultiple(coins: number, coinDivisor: number): string {
  return ratioToDecimal(ratio(coins, coinDivisor), 6).replace(/\.?0+$/, '');
}

function paytableOf(def: SlotDefinition): PaytableEntry[] {
  return def.symbols.map((s) => ({
    symbol: s.id,
    kind: s.kind,
    pays: Object.entries(s.pays)
      .map(([count, coins]) => ({
        count: Number(count),
        coins,
        betMultiple: betMultiple(coins, def.coinDivisor),
      }))
      .sort((a, b) => a.count - b.count),
  }));
}

function slotGame(definition: SlotDefinition, exact: PublishedStats): SlotGame {
  const { code, version, reels, rows, coinDivisor, minBetCents, maxBetCents, evaluation, feature } =
    definition;
  const find = (kind: SymbolKind) => definition.symbols.find((s) => s.kind === kind)?.id ?? null;
  const info: SlotGameInfo = {
    ...summarise(exact, coinDivisor),
    ...{ code, version, reels, rows, coinDivisor, minBetCents, maxBetCents, exact },
    paytable: paytableOf(definition),
    rules: { evaluation, feature, wild: find('wild'), scatter: find('scatter') },
  };
  return { definition, info };
}

export const GAMES = {
  'fruit-trio': slotGame(FRUIT_TRIO, FRUIT_TRIO_STATS),
  'samba-spins': slotGame(SAMBA_SPINS, SAMBA_SPINS_STATS),
  'jungle-ways': slotGame(JUNGLE_WAYS, JUNGLE_WAYS_STATS),
} as const satisfies Record<string, SlotGame>;

export type SlotGameCode = keyof typeof GAMES;

export const SLOT_GAME_CODES = Object.keys(GAMES) as SlotGameCode[];

export function isSlotGameCode(code: string): code is SlotGameCode {
  return Object.hasOwn(GAMES, code);
}

/** The game for `code`; throws for an unknown code (callers validate codes at the boundary). */
export function getSlotGame(code: string): SlotGame {
  if (!isSlotGameCode(code)) throw new RangeError(`unknown slot game: ${code}`);
  return GAMES[code];
}
