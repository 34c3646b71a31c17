import { createHash } from 'node:crypto';
import type { Cents, FundType } from '@jl/core';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AccountRow,
  findTransferByKey,
  listTransferEntries,
  lockAccounts,
  type TransferRow,
  type TransferWrite,
  writeTransfer,
} from './ledger-repository.ts';
import { type AccountRef, accountKey, assertAccountRef, player } from './wallet-accounts.ts';

/**
 * postTransfer — the only way money moves (docs/LEDGER.md, after Formance and pgledger).
 *
 * Invariant: every transfer's entries sum to zero, every cached balance equals the sum of its
 * entries, no player account goes below zero, and one idempotency key is written at most once — a
 * replay with the same request returns the stored result, with another request IDEMPOTENCY_CONFLICT.
 * It runs inside the caller's transaction, so the caller's own write and the money commit together.
 */

export type Meta = Record<string, unknown>;

/** Money moving `from` → `to`. `code` overrides the transfer's fund type for this leg's entries. */
export type Leg = { from: AccountRef; to: AccountRef; amount: Cents; code?: FundType };

export type TransferRequest = {
  idempotencyKey: string;
  code: FundType;
  memberId?: bigint;
  legs: Leg[];
  meta?: Meta;
};

export type EntryResult = { account: string; code: number; amount: Cents; balanceAfter: Cents };

export type TransferResult = {
  transferId: bigint;
  /** True when this call found the key already written and returned the stored result. */
  replayed: boolean;
  code: number;
  createdAt: Date;
  meta: Meta;
  entries: EntryResult[];
  /** Each touched account's balance right after this transfer, by `accountKey` (`player:7:cash`). */
  balances: Record<string, Cents>;
};

/** What a money function decides once its accounts are locked (balances read under the lock). */
export type Plan = {
  legs: Leg[];
  /** The transfer's fund type when it depends on the balances (a stake: 12 or 13). */
  code?: FundType;
  /** Change to the member's wagering, applied to their `locked` account row. */
  wager?: { requiredDelta: bigint; doneDelta: bigint };
  resolvesTransferId?: bigint;
};

export type Commit = {
  idempotencyKey: string;
  /** The caller's request, hashed: two calls with one key must carry the same request. */
  request: unknown;
  code: FundType;
  memberId?: bigint;
  meta?: Meta;
  /** Every account the plan may touch; all are locked before the plan runs. */
  accounts: AccountRef[];
  /**
   * Accounts this transaction already holds locked with their current rows (`heldAfter` of an earlier
   * transfer in the same transaction): when they cover `accounts`, the lock statement is skipped — the
   * rows cannot have changed under the lock. Ignored for another transaction or missing accounts.
   */
  held?: HeldAccounts;
  /**
   * Stakes, rewards, unlocks and withdrawals: ACCOUNT_CLOSED when a player account of the transfer is
   * closed. Checked under the rows' locks, so a closure that committed first always wins the race.
   */
  refuseClosed?: boolean;
  plan(accounts: ReadonlyMap<string, AccountRow>): Plan;
};

/** Account rows locked by a transaction, as they stand after its last transfer. */
export type HeldAccounts = { readonly tx: Executor; readonly rows: ReadonlyMap<string, AccountRow> };

const HELD_AFTER = new WeakMap<TransferResult, HeldAccounts>();

/** The accounts a freshly written transfer locked, with their balances after it (none for a replay). */
export function heldAfter(result: TransferResult): HeldAccounts | undefined {
  return HELD_AFTER.get(result);
}

function heldFor(tx: Executor, held: HeldAccounts | undefined, refs: readonly AccountRef[]) {
  if (!held || held.tx !== tx) return null;
  return refs.every((ref) => held.rows.has(accountKey(ref))) ? held.rows : null;
}

const MAX_LEGS = 16;
const KEY = /^[\w:.@/+=-]{1,200}$/;

/** JSON with sorted keys and bigints as decimal strings: the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Meta).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

export function hashRequest(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** Posts a balanced multi-leg transfer. Throws INSUFFICIENT_FUNDS or IDEMPOTENCY_CONFLICT. */
export async function postTransfer(tx: Executor, request: TransferRequest): Promise<TransferResult> {
  const { idempotencyKey, code, memberId, legs, meta = {} } = request;
  const accounts = legs.flatMap((leg) => [leg.from, leg.to]);
  return commitTransfer(tx, {
    idempotencyKey,
    request: { op: 'transfer', code, memberId, legs, meta },
    code,
    memberId,
    meta,
    accounts,
    plan: () => ({ legs }),
  });
}

/** The engine under every money function: lock, plan, check, write once (or replay). */
export async function commitTransfer(tx: Executor, commit: Commit): Promise<TransferResult> {
  assertCommit(tx, commit);
  const requestHash = hashRequest(commit.request);
  const refs = uniqueRefs(commit.accounts);
  const accounts = heldFor(tx, commit.held, refs) ?? (await lockAccounts(tx, refs));
  let prepared: Prepared;
  try {
    prepared = prepare(commit, accounts, requestHash);
  } catch (error) {
    // A refusal computed from today's balances must not hide an earlier success with this key.
    if (error instanceof AppError) {
      const existing = await findTransferByKey(tx, commit.idempotencyKey);
      if (existing) return replay(tx, existing, requestHash);
    }
    throw error;
  }
  const written = await writeTransfer(tx, prepared.write);
  if (!written) {
    // Written already (possibly by a concurrent twin that committed while we waited): nothing of ours was written.
    const existing = await findTransferByKey(tx, commit.idempotencyKey);
    if (!existing) throw new Error(`transfer ${commit.idempotencyKey} conflicted but cannot be read`);
    return replay(tx, existing, requestHash);
  }
  const result: TransferResult = {
    transferId: written.id,
    replayed: false,
    code: prepared.write.code,
    createdAt: written.createdAt,
    meta: prepared.write.meta,
    entries: prepared.entries,
    balances: balancesOf(prepared.entries),
  };
  HELD_AFTER.set(result, rowsAfter(tx, accounts, prepared.applied));
  return result;
}

/** A transfer planned over rows the transaction holds, its write issued but not awaited (`issueTransfer`). */
export type IssuedTransfer = {
  entries: EntryResult[];
  /** Each touched account's balance right after this transfer, by `accountKey`. */
  balances: Record<string, Cents>;
  /** The rows as they stand after this transfer, for the next transfer of the same transaction. */
  held: HeldAccounts;
  /** Settles once the write is done; rejects when the key was already written. Await before the commit. */
  written: Promise<void>;
};

/**
 * `commitTransfer` for a transaction that already holds every account of the transfer locked
 * (`held` covers `accounts`), without waiting for the write: the caller issues its next statements
 * behind it (pipelined on PostgreSQL: one round trip for several writes) and awaits `written` before
 * it commits. No replay: a refusal (INSUFFICIENT_FUNDS, ACCOUNT_CLOSED) throws at once, and a key that
 * was already written rejects `written`, so the caller's own idempotency must rule a replay out first
 * (a game round's key is its seed and nonce, taken under the seed's lock).
 */
export function issueTransfer(tx: Executor, commit: Commit & { held: HeldAccounts }): IssuedTransfer {
  assertCommit(tx, commit);
  const accounts = heldFor(tx, commit.held, uniqueRefs(commit.accounts));
  if (!accounts)
    throw new Error(`transfer ${commit.idempotencyKey}: the held rows do not cover its accounts`);
  const prepared = prepare(commit, accounts, hashRequest(commit.request));
  const written = writeTransfer(tx, prepared.write).then((row) => {
    if (!row) throw new Error(`transfer ${commit.idempotencyKey} was already written`);
  });
  // A caller that throws before awaiting it (the transaction then rolls back) must not leave an
  // unhandled rejection behind; awaiting `written` still sees the error.
  written.catch(() => {});
  return {
    entries: prepared.entries,
    balances: balancesOf(prepared.entries),
    held: rowsAfter(tx, accounts, prepared.applied),
    written,
  };
}

function assertCommit(tx: Executor, commit: Commit): void {
  // Outside a transaction each statement would commit alone and the account locks would not hold.
  if (!(tx instanceof PgTransaction))
    throw new Error('wallet money functions run inside the caller’s transaction');
  if (!KEY.test(commit.idempotencyKey)) throw new Error(`invalid idempotency key: ${commit.idempotencyKey}`);
  for (const ref of commit.accounts) assertAccountRef(ref);
}

type Prepared = { write: TransferWrite; entries: EntryResult[]; applied: Applied };

/** Plans over the locked rows and checks the result; throws the refusal (an AppError) when there is one. */
function prepare(commit: Commit, accounts: ReadonlyMap<string, AccountRow>, requestHash: string): Prepared {
  if (commit.refuseClosed && [...accounts.values()].some((row) => row.closed))
    throw new AppError('ACCOUNT_CLOSED');
  const plan = commit.plan(accounts);
  const applied = applyPlan(accounts, plan, commit);
  const write: TransferWrite = {
    idempotencyKey: commit.idempotencyKey,
    requestHash,
    code: plan.code ?? commit.code,
    memberId: commit.memberId ?? null,
    resolvesTransferId: plan.resolvesTransferId ?? null,
    wagerRequiredDelta: plan.wager?.requiredDelta ?? 0n,
    wagerDoneDelta: plan.wager?.doneDelta ?? 0n,
    meta: JSON.parse(canonicalJson(commit.meta ?? {})) as Meta,
    entries: applied.entries,
    accounts: [...applied.touched.values()],
  };
  const entries = applied.entries.map((e) => ({
    account: applied.keyOf.get(e.accountId)!,
    code: e.code,
    amount: e.amount as Cents,
    balanceAfter: e.balanceAfter as Cents,
  }));
  return { write, entries, applied };
}

function rowsAfter(tx: Executor, accounts: ReadonlyMap<string, AccountRow>, applied: Applied): HeldAccounts {
  const rows = new Map(accounts);
  for (const [key, state] of applied.touched) rows.set(key, { ...accounts.get(key)!, ...state });
  return { tx, rows };
}

type Touched = { id: bigint; balance: bigint; wagerRequired: bigint; wagerDone: bigint };
type Applied = {
  entries: { accountId: bigint; code: number; amount: bigint; balanceAfter: bigint }[];
  touched: Map<string, Touched>;
  keyOf: Map<bigint, string>;
};

/** Runs the legs over the locked balances; refuses an overdraft of any account that may not go negative. */
function applyPlan(accounts: ReadonlyMap<string, AccountRow>, plan: Plan, commit: Commit): Applied {
  if (plan.legs.length === 0 || plan.legs.length > MAX_LEGS)
    throw new Error(`a transfer has 1–${MAX_LEGS} legs`);
  const touched = new Map<string, Touched>();
  const keyOf = new Map<bigint, string>();
  const entries: Applied['entries'] = [];
  const touch = (ref: AccountRef): Touched => {
    const key = accountKey(ref);
    const row = accounts.get(key);
    if (!row) throw new Error(`leg account ${key} was not locked`);
    let state = touched.get(key);
    if (!state) {
      state = {
        id: row.id,
        balance: row.balance,
        wagerRequired: row.wagerRequired,
        wagerDone: row.wagerDone,
      };
      touched.set(key, state);
      keyOf.set(row.id, key);
    }
    return state;
  };
  for (const leg of plan.legs) {
    if (typeof leg.amount !== 'bigint' || leg.amount <= 0n)
      throw new Error(`leg amount must be > 0: ${leg.amount}`);
    if (accountKey(leg.from) === accountKey(leg.to))
      throw new Error('a leg moves between two different accounts');
    const code = leg.code ?? plan.code ?? commit.code;
    const from = touch(leg.from);
    from.balance -= leg.amount;
    entries.push({ accountId: from.id, code, amount: -leg.amount, balanceAfter: from.balance });
    const to = touch(leg.to);
    to.balance += leg.amount;
    entries.push({ accountId: to.id, code, amount: leg.amount, balanceAfter: to.balance });
  }
  for (const [key, state] of touched) {
    if (state.balance < 0n && !accounts.get(key)!.allowNegative) throw new AppError('INSUFFICIENT_FUNDS');
  }
  if (plan.wager) applyWager(plan.wager, commit, touch);
  return { entries, touched, keyOf };
}

function applyWager(
  wager: NonNullable<Plan['wager']>,
  commit: Commit,
  touch: (ref: AccountRef) => Touched,
): void {
  if (commit.memberId === undefined) throw new Error('wagering needs a member');
  const locked = touch(player(commit.memberId, 'locked'));
  locked.wagerRequired += wager.requiredDelta;
  locked.wagerDone += wager.doneDelta;
  if (locked.wagerDone < 0n || locked.wagerDone > locked.wagerRequired) {
    throw new Error(`wagering out of range: done ${locked.wagerDone} of ${locked.wagerRequired}`);
  }
}

async function replay(tx: Executor, existing: TransferRow, requestHash: string): Promise<TransferResult> {
  if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
  const entries = (await listTransferEntries(tx, existing.id)).map((e) => ({
    account: e.key,
    code: e.code,
    amount: e.amount as Cents,
    balanceAfter: e.balanceAfter as Cents,
  }));
  return {
    transferId: existing.id,
    replayed: true,
    code: existing.code,
    createdAt: existing.createdAt,
    meta: existing.meta,
    entries,
    balances: balancesOf(entries),
  };
}

function balancesOf(entries: EntryResult[]): Record<string, Cents> {
  const balances: Record<string, Cents> = {};
  for (const e of entries) balances[e.account] = e.balanceAfter;
  return balances;
}

function uniqueRefs(refs: AccountRef[]): AccountRef[] {
  const seen = new Map<string, AccountRef>();
  for (const ref of refs) seen.set(accountKey(ref), ref);
  return [...seen.values()];
}

/** Sum of a result's entries on one account (negative when money left it). */
export function movedOn(result: Pick<TransferResult, 'entries'>, key: string): Cents {
  return result.entries.filter((e) => e.account === key).reduce((sum, e) => sum + e.amount, 0n) as Cents;
}
