import { type Cents, FUND_TYPES } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type AccountRow, listMemberAccounts, lockAccounts, query } from './ledger-repository.ts';
import { commitTransfer, type Leg, type TransferResult } from './ledger-service.ts';
import { type AccountRef, house, PLAYER_KINDS, type PlayerKind, player } from './wallet-accounts.ts';
import { BONUS_CODES } from './wallet-service.ts';

/**
 * The wallet's part of an account closure (docs/COMPLIANCE.md "Account closure", docs/LEDGER.md type 31).
 *
 * Invariant: a closure forfeits only bonus money — the part of the locked balance that came from
 * rewards and has not been staked since, and the referral earnings waiting in `team_bonus` — in ONE
 * transfer keyed `closure:<member>` (a replay cannot forfeit twice), and marks every account of the
 * player closed under the same row locks. The player's own money is never forfeited: what remains in
 * `locked` (deposits and winnings still under the play-through rule) stays on the closed account, kept
 * for the player; money in flight makes the closure refuse (rg's messages), and withdrawable money
 * does too unless staff close on the holder's request (it is then kept on the closed account as well).
 */

/** Fund types that bring bonus money into `locked` (rewards, and team earnings moved to the wallet). */
const BONUS_INTO_LOCKED: ReadonlySet<number> = new Set([...BONUS_CODES, FUND_TYPES.TEAM_BONUS_TO_WALLET]);

export type LockedEntry = { code: number; amount: bigint };

/**
 * Splits a `locked` balance into bonus and own money by replaying its entries in order: a credit is
 * bonus when a reward brought it, own otherwise (deposits, winnings, refunds, money back from a game);
 * every debit (stake, unlock, deduction) spends bonus money first. The rule favours the player: the
 * bonus part is the least that can still be a reward, and winnings are always the player's.
 */
export function splitLocked(entries: readonly LockedEntry[]): { bonus: bigint; own: bigint } {
  let bonus = 0n;
  let own = 0n;
  for (const { code, amount } of entries) {
    if (amount > 0n) {
      if (BONUS_INTO_LOCKED.has(code)) bonus += amount;
      else own += amount;
      continue;
    }
    const out = -amount;
    const fromBonus = out < bonus ? out : bonus;
    bonus -= fromBonus;
    own -= out - fromBonus;
  }
  if (own < 0n) throw new Error(`locked entries spend more than they bring: ${own}`);
  return { bonus, own };
}

export async function listLockedEntries(db: Executor, memberId: bigint): Promise<LockedEntry[]> {
  const rows = await query<{ code: number; amount: string }>(
    db,
    sql`select e.code, e.amount::text as amount from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.member_id = ${String(memberId)}::bigint and a.kind = 'locked' order by e.id`,
  );
  return rows.map((r) => ({ code: Number(r.code), amount: BigInt(r.amount) }));
}

/** What closing the player's wallet would find and do, from balances read under the rows' locks. */
export type WalletClosurePlan = {
  memberId: bigint;
  withdrawable: Cents;
  /** Withdrawals applied for and not paid or returned yet (`withdraw_hold`). */
  withdrawPending: Cents;
  /** Money inside external transfer-wallet games (`game:<platform>`). */
  inGames: Cents;
  /** Forfeited: the bonus part of `locked`, and `team_bonus`. */
  forfeitLocked: Cents;
  forfeitTeamBonus: Cents;
  /** The player's own money in `locked`: kept on the closed account. */
  keptLocked: Cents;
  /** The account was closed already (a replay): nothing is forfeited again. */
  alreadyClosed: boolean;
};

function planOf(memberId: bigint, rows: readonly AccountRow[], split: { bonus: bigint; own: bigint }) {
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0n;
  const inGames = rows.filter((r) => r.kind.startsWith('game:')).reduce((sum, r) => sum + r.balance, 0n);
  return {
    memberId,
    withdrawable: of('cash') as Cents,
    withdrawPending: of('withdraw_hold') as Cents,
    inGames: inGames as Cents,
    forfeitLocked: split.bonus as Cents,
    forfeitTeamBonus: of('team_bonus') as Cents,
    keptLocked: split.own as Cents,
    alreadyClosed: rows.some((r) => r.closed),
  };
}

/** The closure's plan without locking (the player's closure page shows it before they confirm). */
export async function previewWalletClosure(db: Executor, memberId: bigint): Promise<WalletClosurePlan> {
  const [rows, entries] = await Promise.all([
    listMemberAccounts(db, memberId),
    listLockedEntries(db, memberId),
  ]);
  return planOf(memberId, rows, splitLocked(entries));
}

/** The house accounts a forfeit credits. */
const FORFEIT_TO = { locked: house('bonus_expense'), team_bonus: house('referral_expense') } as const;

/**
 * Locks every account of the player (creating the standard ones) together with the house accounts a
 * forfeit credits — one statement, in id order like every writer, so a reward racing the closure
 * (house account first, then the player's) waits instead of deadlocking — and plans the closure from
 * the locked balances. The caller refuses on what it finds, or calls `closeWallet` in the same
 * transaction.
 */
export async function lockWalletForClosure(tx: Executor, memberId: bigint): Promise<WalletClosurePlan> {
  const existing = await listMemberAccounts(tx, memberId);
  const kinds = new Set<string>([...PLAYER_KINDS, ...existing.map((r) => r.kind)]);
  const refs = [...kinds].map((kind) => player(memberId, kind as PlayerKind));
  const locked = await lockAccounts(tx, [...refs, FORFEIT_TO.locked, FORFEIT_TO.team_bonus]);
  const own = [...locked.values()].filter((row) => row.memberId === memberId);
  return planOf(memberId, own, splitLocked(await listLockedEntries(tx, memberId)));
}

export const closureKey = (memberId: bigint) => `closure:${memberId}`;

/**
 * Forfeits the plan's bonus money (type 31: `locked` → `bonus_expense`, `team_bonus` →
 * `referral_expense`) and marks the player's accounts closed. Runs in the transaction that locked
 * them (`lockWalletForClosure`); a plan of an account closed already writes nothing.
 */
export async function closeWallet(
  tx: Executor,
  plan: WalletClosurePlan,
  at: Date,
): Promise<TransferResult | null> {
  if (plan.alreadyClosed) return null;
  const { memberId } = plan;
  const legs: Leg[] = [];
  const forfeit = (from: AccountRef, to: AccountRef, amount: Cents) => {
    if (amount > 0n) legs.push({ from, to, amount });
  };
  forfeit(player(memberId, 'locked'), FORFEIT_TO.locked, plan.forfeitLocked);
  forfeit(player(memberId, 'team_bonus'), FORFEIT_TO.team_bonus, plan.forfeitTeamBonus);
  let transfer: TransferResult | null = null;
  if (legs.length > 0) {
    const meta = { reason: 'account_closure', kept: String(plan.keptLocked) };
    transfer = await commitTransfer(tx, {
      idempotencyKey: closureKey(memberId),
      request: { op: 'closure-forfeit', memberId, legs, meta },
      code: FUND_TYPES.CLOSURE_FORFEIT,
      memberId,
      meta,
      accounts: legs.flatMap((leg) => [leg.from, leg.to]),
      plan: () => ({ legs }),
    });
  }
  await tx.execute(
    sql`update ledger_accounts set closed_at = ${at.toISOString()}::timestamptz
        where member_id = ${String(memberId)}::bigint and closed_at is null`,
  );
  return transfer;
}

/** True once the player closed the account: rewards and commissions skip them. */
export async function isWalletClosed(db: Executor, memberId: bigint): Promise<boolean> {
  const [row] = await query<{ closed: boolean }>(
    db,
    sql`select exists (select 1 from ledger_accounts where member_id = ${String(memberId)}::bigint
          and closed_at is not null) as closed`,
  );
  return row?.closed === true;
}
