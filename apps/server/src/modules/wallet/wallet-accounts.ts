/**
 * The chart of accounts (docs/LEDGER.md "Chart of accounts"). A player's balances are the operator's
 * liabilities and never go negative; house accounts are their counterparts and may.
 */
export const PLAYER_KINDS = ['cash', 'locked', 'team_bonus', 'withdraw_hold'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number] | `game:${string}`;

export const HOUSE_KINDS = [
  'pix_clearing',
  'game_bankroll',
  'bonus_expense',
  'referral_expense',
  'fees',
  'adjustments',
] as const;
export type HouseKind = (typeof HOUSE_KINDS)[number] | `game_bankroll:${number}` | `provider:${string}`;

/** An account named by its owner and kind; rows are created on first use. */
export type AccountRef = { memberId: bigint; kind: PlayerKind } | { memberId?: undefined; kind: HouseKind };

export function player(memberId: bigint, kind: PlayerKind): AccountRef {
  return { memberId, kind };
}

export function house(kind: HouseKind): AccountRef {
  return { kind };
}

/** A stable text name for an account: `player:<id>:<kind>` or `house:<kind>`. */
export function accountKey(ref: { memberId?: bigint | null; kind: string }): string {
  return ref.memberId == null ? `house:${ref.kind}` : `player:${ref.memberId}:${ref.kind}`;
}

/**
 * The game bankroll is the other side of every stake and win. One row would serialise the rounds of
 * all players on its lock, so it is split into shards by member: shard 0 is `game_bankroll`, shard n
 * is `game_bankroll:n`. Their sum is the bankroll; a player always uses the same shard.
 */
export const BANKROLL_SHARDS = 16n;

export function bankrollOf(memberId: bigint): AccountRef {
  const shard = memberId % BANKROLL_SHARDS;
  return house(shard === 0n ? 'game_bankroll' : `game_bankroll:${Number(shard)}`);
}

const PLATFORM = /^[a-z0-9_-]{1,40}$/;

/** Asserts a platform name is safe to embed in an account kind. */
export function assertPlatform(platform: string): void {
  if (!PLATFORM.test(platform)) throw new Error(`invalid platform name: ${platform}`);
}

function isKnownKind(ref: AccountRef): boolean {
  if (ref.memberId === undefined) {
    return (
      (HOUSE_KINDS as readonly string[]).includes(ref.kind) ||
      /^provider:[a-z0-9_-]{1,40}$/.test(ref.kind) ||
      /^game_bankroll:([1-9]|1[0-5])$/.test(ref.kind)
    );
  }
  return (PLAYER_KINDS as readonly string[]).includes(ref.kind) || /^game:[a-z0-9_-]{1,40}$/.test(ref.kind);
}

export function assertAccountRef(ref: AccountRef): void {
  if (!isKnownKind(ref)) throw new Error(`unknown account ${accountKey(ref)}`);
  if (ref.memberId !== undefined && ref.memberId <= 0n) throw new Error(`invalid member id ${ref.memberId}`);
}
