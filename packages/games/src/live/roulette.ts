import { type Ratio, ratio } from '../math/ratio.ts';
import { uniformInt } from '../rng/rng.ts';
import { gameBytes } from './chain.ts';

/**
 * European single-zero roulette: the spin's number in 0…36 from the game's bytes by rejection sampling
 * (no modulo bias), and every bet of the table with its payout. Each bet's exact RTP is 36/37.
 */

export const POCKETS = 37;
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** The winning number of a game: `rouletteNumberFromBytes` of HMAC-SHA256(game hash bytes, salt text). */
export function rouletteNumber(gameHash: string, salt: string): number {
  return rouletteNumberFromBytes(gameBytes(gameHash, salt));
}

/**
 * The number from the game's 32 bytes: read as 8 big-endian uint32 words in order, the first word below
 * 37 · ⌊2^32 / 37⌋ = 4 294 967 289 gives the number (word mod 37); a word from 4 294 967 289 up
 * (0xfffffff9…0xffffffff, 7 values of 2^32) is skipped, so every pocket has exactly ⌊2^32/37⌋ words.
 * Out of bytes — all 8 words skipped, probability (7/2^32)^8 ≈ 5·10^-71 — it throws
 * "roulette: out of bytes" rather than answer a biased number: there is no ninth word and no fallback.
 */
export function rouletteNumberFromBytes(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  return uniformInt(() => {
    if (offset + 4 > bytes.byteLength) throw new Error('roulette: out of bytes');
    const value = view.getUint32(offset);
    offset += 4;
    return value;
  }, POCKETS);
}

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export type RouletteBet = { kind: RouletteBetKind; numbers: readonly number[] };

/** Payout "to one" of each bet (a win returns stake × (payout + 1)). */
export const PAYOUT: Record<RouletteBetKind, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The numbers an outside bet covers (0 loses them all). */
export function outsideNumbers(kind: RouletteBetKind, which = 1): number[] {
  switch (kind) {
    case 'red':
      return [...RED_NUMBERS];
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.includes(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    case 'dozen':
      return range(12 * (which - 1) + 1, 12 * which);
    case 'column':
      return range(1, 36).filter((n) => (n - which) % 3 === 0);
    default:
      throw new RangeError(`${kind} is not an outside bet`);
  }
}

/** Row (0-based street) and column (0..2) of 1…36 on the layout: row = ⌊(n−1)/3⌋. */
const cell = (n: number) => ({ row: Math.floor((n - 1) / 3), col: (n - 1) % 3 });

/** Whether `bet.numbers` is a legal placement of its kind on the single-zero table. */
export function isValidBet(bet: RouletteBet): boolean {
  const ns = [...bet.numbers].sort((a, b) => a - b);
  if (ns.some((n) => !Number.isInteger(n) || n < 0 || n > 36) || new Set(ns).size !== ns.length) return false;
  const expected: Partial<Record<RouletteBetKind, number>> = {
    straight: 1,
    split: 2,
    street: 3,
    corner: 4,
    line: 6,
  };
  const size = expected[bet.kind];
  if (size === undefined) {
    return [1, 2, 3].some((w) => JSON.stringify(outsideNumbers(bet.kind, w)) === JSON.stringify(ns));
  }
  if (ns.length !== size) return false;
  if (bet.kind === 'straight') return true;
  if (ns.includes(0)) {
    // Zero's splits and streets (0-1, 0-2, 0-3, 0-1-2, 0-2-3) and the first four (0-1-2-3).
    const key = ns.join('-');
    return ['0-1', '0-2', '0-3', '0-1-2', '0-2-3', '0-1-2-3'].includes(key) && bet.kind !== 'line';
  }
  const cells = ns.map(cell);
  const rows = new Set(cells.map((c) => c.row));
  const cols = new Set(cells.map((c) => c.col));
  const [a, b] = ns as [number, number];
  switch (bet.kind) {
    case 'split':
      return (b - a === 1 && cell(a).row === cell(b).row) || b - a === 3;
    case 'street':
      return rows.size === 1;
    case 'corner':
      return rows.size === 2 && cols.size === 2 && Math.max(...cols) - Math.min(...cols) === 1 && b - a === 1;
    case 'line':
      return rows.size === 2 && Math.max(...rows) - Math.min(...rows) === 1 && cols.size === 3;
    default:
      return false;
  }
}

/** What a bet of `stakeCents` returns when `number` comes up: stake × (payout + 1), or 0. */
export function rouletteReturn(bet: RouletteBet, stakeCents: bigint, number: number): bigint {
  return bet.numbers.includes(number) ? stakeCents * BigInt(PAYOUT[bet.kind] + 1) : 0n;
}

/** Exact RTP of a bet, by enumerating the 37 equally likely pockets. */
export function rouletteRtp(bet: RouletteBet): Ratio {
  let total = 0n;
  for (let n = 0; n < POCKETS; n += 1) total += rouletteReturn(bet, 1n, n);
  return ratio(total, POCKETS);
}
