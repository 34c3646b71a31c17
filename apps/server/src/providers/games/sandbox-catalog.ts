import { randomInt } from 'node:crypto';
import type { Cents } from '@jl/core';
import type { ExternalGameSeed } from './game-provider.ts';

/**
 * The sandbox aggregator's platforms and games (development and tests only). Three platforms show the
 * three ways money can travel: `sbx-seamless` (the platform calls our wallet on every bet and win),
 * `sbx-ob` (transfer wallet, fund types 24/25) and `sbx-transfer` (transfer wallet with the spec's
 * generic 8/11). Two games, each with an exact, published RTP:
 *
 * - dice: a roll of 1–100, "over 50" wins 1.92 × the bet → RTP 50/100 × 1.92 = 96.00%.
 * - slot: three reels of five equally likely symbols, one line; three of a kind pays 10, 15, 20, 30 or
 *   45 × the bet → RTP (10+15+20+30+45) / 125 = 96.00%.
 */
export const SANDBOX_SEAMLESS = 'sbx-seamless';
export const SANDBOX_OB = 'sbx-ob';
export const SANDBOX_TRANSFER = 'sbx-transfer';

export type SandboxGameKind = 'dice' | 'slot';

export const DICE_PAYOUT_HUNDREDTHS = 192n;
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export const SLOT_PAYS: Record<(typeof SLOT_SYMBOLS)[number], bigint> = {
  cherry: 10n,
  lemon: 15n,
  bell: 20n,
  star: 30n,
  seven: 45n,
};

const limits = { minBet: 10n as Cents, maxBet: 10_000n as Cents };

const dice = (code: string, sortOrder: number): ExternalGameSeed => ({
  code,
  providerGameId: 'dice',
  categories: ['slots', 'new'],
  ...limits,
  publishedRtp: '96.00',
  volatility: 'low',
  sortOrder,
});

export const SANDBOX_CATALOG: Record<string, { kind: 'seamless' | 'transfer'; games: ExternalGameSeed[] }> = {
  [SANDBOX_SEAMLESS]: {
    kind: 'seamless',
    games: [
      dice('sbx-dice', 110),
      {
        code: 'sbx-slot',
        providerGameId: 'slot',
        categories: ['slots', 'hot'],
        ...limits,
        publishedRtp: '96.00',
        volatility: 'high',
        sortOrder: 120,
      },
    ],
  },
  [SANDBOX_OB]: { kind: 'transfer', games: [dice('sbx-ob-dice', 130)] },
  [SANDBOX_TRANSFER]: { kind: 'transfer', games: [dice('sbx-tw-dice', 140)] },
};

/** One play of a sandbox game: the dice roll or the reels, and what it pays. */
export function outcomeOf(game: SandboxGameKind, bet: Cents): { outcome: number[] | string[]; win: Cents } {
  if (game === 'dice') {
    const roll = randomInt(1, 101);
    return { outcome: [roll], win: (roll > 50 ? (bet * DICE_PAYOUT_HUNDREDTHS) / 100n : 0n) as Cents };
  }
  const reels = [0, 1, 2].map(() => SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length)]!);
  const [a, b, c] = reels;
  return { outcome: reels, win: (a === b && b === c ? bet * SLOT_PAYS[a!] : 0n) as Cents };
}
