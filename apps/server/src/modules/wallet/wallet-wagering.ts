import type { Cents } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { getWalletSettings } from '../config/index.ts';

/**
 * Wagering arithmetic (spec "withdrawal unlock": valid bets ≥ 1.5 × recharge + 12.5 × bonus).
 * All integer: multipliers are read as ten-thousandths, and each credit's requirement is rounded UP
 * to the centavo (the rule says "at least"), so 1.5 × R$ 0,01 = R$ 0,02.
 */

const MULTIPLIER = /^(\d{1,4})(?:\.(\d{1,4}))?$/;

/** "12.5" → 125000n (ten-thousandths). Throws on anything that is not a plain non-negative decimal. */
export function parseMultiplier(text: string): bigint {
  const match = MULTIPLIER.exec(text.trim());
  if (!match) throw new Error(`invalid wagering multiplier: ${text}`);
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** ceil(amount × multiplier): the wagering a credit of `amount` adds. */
export function requirementFor(amount: bigint, multiplier: bigint): Cents {
  if (amount < 0n) throw new Error('requirement of a negative amount');
  return ((amount * multiplier + 9_999n) / 10_000n) as Cents;
}

/**
 * How much of a stake counts: stakes count while a requirement is open and only up to it, so
 * wagering done before a deposit never pays that deposit's requirement in advance.
 */
export function wagerCredit(stake: bigint, required: bigint, done: bigint): bigint {
  const open = required - done;
  return open <= 0n ? 0n : minBig(stake, open);
}

export type WageringMultipliers = { deposit: bigint; bonus: bigint; teamBonus: bigint };

export async function getWageringMultipliers(db: Executor): Promise<WageringMultipliers> {
  const settings = await getWalletSettings(db);
  return {
    deposit: parseMultiplier(settings.depositWagerMultiplier),
    bonus: parseMultiplier(settings.bonusWagerMultiplier),
    teamBonus: parseMultiplier(settings.teamBonusWagerMultiplier),
  };
}

/** The smaller of two bigints (Math.min does not take bigints). */
export function minBig(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}
