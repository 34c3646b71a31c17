import type { LiveServerMessage } from '@jl/core/contracts/live-socket.ts';
import { parseDecimal } from '@jl/core/money/cents.ts';
import type { LiveBet } from './live-state.ts';

/** The `id` of the socket's `auth` request, whose reply names the player's own bets (`mine`). */
export const AUTH_REQUEST_ID = 0;

/**
 * The ids of the player's own bets the server names when the socket signs in (each connection and
 * reconnection), or null for any other message: after a reload, on a second device or after a drop,
 * the page knows its player's bets of the current rounds without having received their answers.
 */
export function mineOfReply(msg: LiveServerMessage): readonly string[] | null {
  if (msg.type !== 'reply' || msg.id !== AUTH_REQUEST_ID || !msg.ok || !('mine' in msg.data)) return null;
  return msg.data.mine;
}

/** The player's bet ids with `ids` added (the same set when none is new, so nothing redraws). */
export function withMine(mine: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  if (ids.every((id) => mine.has(id))) return mine;
  return new Set([...mine, ...ids]);
}

/** The player's own bet among a crash round's bets (crash takes one per player and round), or null. */
export const myBetOf = (bets: readonly LiveBet[], mine: ReadonlySet<string>): LiveBet | null =>
  bets.find((b) => mine.has(b.id)) ?? null;

/** A chip put on a spot of the table, not sent yet (roulette): the spot and the chip's centavos. */
export type Chip = { spot: string; cents: bigint };

/** The chips on each spot, added up: what the table shows on each spot. */
export function stakeBySpot(chips: readonly { spot: string; cents: bigint }[]): Map<string, bigint> {
  const bySpot = new Map<string, bigint>();
  for (const chip of chips) bySpot.set(chip.spot, (bySpot.get(chip.spot) ?? 0n) + chip.cents);
  return bySpot;
}

export const totalOf = (chips: readonly { cents: bigint }[]) => chips.reduce((sum, c) => sum + c.cents, 0n);

/** The player's bets of the round as chips (from the round's bets, by the ids of the bets they made). */
export function myChips(
  bets: readonly LiveBet[],
  mine: ReadonlySet<string>,
): (Chip & { win: bigint | null })[] {
  return bets
    .filter((b) => mine.has(b.id))
    .map((b) => ({
      spot: b.spot ?? '',
      cents: parseDecimal(b.amount) ?? 0n,
      win: b.win === null ? null : (parseDecimal(b.win) ?? 0n),
    }));
}

export type Outcome = { staked: bigint; won: bigint; winningSpots: Set<string> };

/**
 * What the round did for the player, once its result is known (every bet then has its win, 0 for a
 * losing one): the total staked, the total returned and the spots that won. Null before the result or
 * without a bet of theirs.
 */
export function outcomeOf(bets: readonly LiveBet[], mine: ReadonlySet<string>): Outcome | null {
  const chips = myChips(bets, mine);
  if (chips.length === 0 || chips.some((c) => c.win === null)) return null;
  const winning = chips.filter((c) => (c.win ?? 0n) > 0n);
  return {
    staked: totalOf(chips),
    won: winning.reduce((sum, c) => sum + (c.win ?? 0n), 0n),
    winningSpots: new Set(winning.map((c) => c.spot)),
  };
}
