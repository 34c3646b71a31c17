import { createHash, randomBytes } from 'node:crypto';
import {
  type Cents,
  parseDecimal,
  toDecimal,
  type WithdrawApplyBody,
  type WithdrawInit,
  type WithdrawItem,
  type WithdrawRecord,
  type WithdrawStatus,
} from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { answerOnce, storedAnswer } from '../../idempotency/index.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { verifyWithdrawPassword } from '../auth/index.ts';
import { assertKycVerified } from '../kyc/index.ts';
import { startClosing } from '../rg/index.ts';
import { MIN_WITHDRAW_LEVEL } from '../vip/index.ts';
import { getWallet, holdWithdrawal, releaseOwnMoney } from '../wallet/index.ts';
import { dispatchPayout } from './payout-service.ts';
import {
  type AccountRow,
  countToday,
  findAccount,
  findByKey,
  findByOrderNo,
  insertWithdrawal,
  isUniqueViolation,
  listAccounts,
  listWithdrawals,
  lockHolder,
  type WithdrawalRow,
} from './withdraw-repository.ts';
import {
  amountRule,
  blockOf,
  feeOf,
  minimumOf,
  readFacts,
  refusal,
  standingRule,
  type WithdrawFacts,
} from './withdraw-rules.ts';
import { accountView, itemView, money } from './withdraw-views.ts';

/** `GET /withdraw/init`: what the withdraw page shows, and the first rule that blocks it right now. */
export async function getWithdrawInit(
  ctx: RequestContext,
  memberId: bigint,
  options: { closing?: boolean } = {},
): Promise<WithdrawInit> {
  const [facts, accounts] = await Promise.all([
    readFacts(ctx, ctx.db, memberId, options),
    listAccounts(ctx.db, memberId),
  ]);
  const { settings, wallet, vip } = facts;
  // What binding an account would not fix comes first (a VIP0 player is told about the level).
  const rule =
    standingRule(ctx, facts) ??
    (accounts.length === 0 ? { error: 'WITHDRAW_ACCOUNT_REQUIRED' as const } : null);
  return {
    withdrawable: toDecimal(facts.available),
    wager_remaining: toDecimal(wallet.wagerRemaining),
    locked: toDecimal(wallet.locked),
    vip_level: vip.level,
    min_vip_level: MIN_WITHDRAW_LEVEL,
    min: toDecimal(minimumOf(facts)),
    max: toDecimal(facts.maxCents),
    fee_bps: vip.rule.withdrawFeeBps,
    times_per_day: facts.timesPerDay,
    times_left: facts.timesLeft,
    window: {
      start: settings.windowStart,
      end: settings.windowEnd,
      time_zone: settings.timeZone,
      open: facts.windowOpen,
    },
    accounts: accounts.map(accountView),
    blocked: blockOf(ctx, rule),
    exit: facts.exit && {
      reason: facts.exit,
      own_locked: toDecimal(facts.own.ownLocked),
      bonus_forfeit: toDecimal(facts.own.bonusLocked),
    },
    own_money_free: facts.ownMoneyFree,
  };
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "W" + the São Paulo day (yyyyMMdd) + 10 random characters: [A-Za-z0-9]{19}, a valid PSP payout id. */
function newOrderNo(localDay: string): string {
  const bytes = randomBytes(10);
  let tail = '';
  for (const b of bytes) tail += ORDER_ALPHABET[b % ORDER_ALPHABET.length];
  return `W${localDay.replaceAll('-', '')}${tail}`;
}

export function requestHashOf(amountCents: bigint, accountId: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ amount: String(amountCents), account_id: accountId }))
    .digest('hex');
}

export type ApplyInput = {
  memberId: bigint;
  body: WithdrawApplyBody;
  idempotencyKey?: string;
};

export type ApplyAnswer = { withdrawal: WithdrawItem; replayed: boolean };

const APPLY_ENDPOINT = 'POST /withdraw/apply';

/** The chosen account, the player's own: refused before anything else is read. */
async function accountOf(ctx: RequestContext, memberId: bigint, body: WithdrawApplyBody) {
  const accountIdText = body.account_id?.trim() ?? '';
  if (!accountIdText) refuse('WITHDRAW_ACCOUNT_REQUIRED', { field: 'account_id' });
  if (!/^\d{1,18}$/.test(accountIdText)) refuse('NOT_FOUND', { field: 'account_id' });
  const account = await findAccount(ctx.db, memberId, BigInt(accountIdText));
  if (!account) refuse('NOT_FOUND', { field: 'account_id' });
  return { account, accountIdText };
}

/** Staff approvals the amount needs: none up to the auto-approve amount, two above the second line. */
function approvalsFor(facts: WithdrawFacts, amountCents: bigint): number {
  if (amountCents <= facts.autoApproveMaxCents) return 0;
  const twoAbove = facts.twoApprovalsAboveCents;
  return amountCents > twoAbove && twoAbove >= facts.autoApproveMaxCents ? 2 : 1;
}

export type Hold = {
  memberId: bigint;
  account: AccountRow;
  amountCents: bigint;
  facts: WithdrawFacts;
  idempotencyKey: string | null;
  hash: string;
  /** The withdrawal starts the account's closure (`exit: 'closure'`). */
  closing: boolean;
  /**
   * The operator returns the balance of an account it must close (withdraw-return.ts): no daily count,
   * no fee, no staff review — the regulation orders the payment.
   */
  returned?: boolean;
};

/**
 * The withdrawal row and the hold of its amount (cash → withdraw_hold), together, under the player's
 * holder-row lock that serialises the daily count.
 */
export async function insertAndHold(ctx: RequestContext, tx: Executor, hold: Hold): Promise<WithdrawalRow> {
  const { memberId, account, amountCents, facts } = hold;
  await lockHolder(tx, memberId);
  // Re-read under the lock: concurrent applies see each other's rows here.
  const used = await countToday(tx, memberId, facts.localDay);
  if (used >= facts.timesPerDay && !hold.returned)
    refuse('WITHDRAW_DAILY_LIMIT', { vars: { times: facts.timesPerDay } });
  const now = ctx.now();
  const orderNo = newOrderNo(facts.localDay);
  if (hold.closing) await startClosing(tx, memberId, now);
  // Leaving: the own part of the locked balance becomes withdrawable, the bonus part is forfeited.
  if (facts.exit && amountCents > facts.wallet.withdrawable)
    await releaseOwnMoney(tx, memberId, `exit:${orderNo}`);
  const bps = hold.returned ? 0 : facts.vip.rule.withdrawFeeBps;
  const approvals = hold.returned ? 0 : approvalsFor(facts, amountCents);
  const created = await insertWithdrawal(tx, {
    orderNo,
    memberId,
    accountId: account.id,
    amountCents,
    feeCents: feeOf(amountCents, bps),
    feeBps: bps,
    status: approvals === 0 ? 'wait' : 'applying',
    review: approvals === 0 ? 'auto' : 'staff',
    approvalsRequired: approvals,
    vipLevel: facts.vip.level,
    name: account.name,
    cpf: account.cpf,
    pixType: account.pixType,
    pixKey: account.pixKey,
    localDay: facts.localDay,
    idempotencyKey: hold.idempotencyKey,
    requestHash: hold.hash,
    reviewedAt: approvals === 0 ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  const meta = { fee: String(created.feeCents) };
  await holdWithdrawal(tx, { memberId, amount: amountCents as Cents, withdrawalId: created.orderNo, meta });
  return created;
}

type Attempt = { memberId: bigint; facts: WithdrawFacts; idempotencyKey?: string; hash: string };

/**
 * The hold failed: another withdrawal or a stake took the cash between the check and the hold; or the
 * key names a withdrawal made before first answers were stored (its state now is the answer).
 */
async function applyFailed(ctx: RequestContext, attempt: Attempt, error: unknown): Promise<ApplyAnswer> {
  const { memberId, facts, idempotencyKey } = attempt;
  if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') {
    const wallet = await getWallet(ctx.db, memberId);
    refuse('WITHDRAW_INSUFFICIENT', {
      field: 'amount',
      vars: { available: money(wallet.withdrawable, ctx.locale), min: money(facts.minCents, ctx.locale) },
    });
  }
  const legacy =
    idempotencyKey && isUniqueViolation(error, 'withdrawals_idempotency_uq')
      ? await findByKey(ctx.db, memberId, idempotencyKey)
      : null;
  if (!legacy) throw error;
  return legacyReplay(ctx, legacy, attempt.hash);
}

/** A key that names a withdrawal made before first answers were stored: its state now is the answer. */
function legacyReplay(ctx: RequestContext, row: WithdrawalRow, hash: string): ApplyAnswer {
  if (row.requestHash !== hash) refuse('IDEMPOTENCY_CONFLICT');
  return { withdrawal: itemView(row, ctx.locale), replayed: true };
}

/**
 * `POST /withdraw/apply`. Refused unless every rule holds: an account of the player's is chosen, VIP
 * above 1, inside the window, wagering met, a withdrawal left today (São Paulo day), minimum ≤ amount
 * ≤ the level's maximum and ≤ the withdrawable balance, and the withdrawal password is right (checked
 * last, so its failures count toward its lock). With an Idempotency-Key every call answers the first
 * call's answer (docs/API.md "Idempotency"), marked `replayed`; the key is bound to the amount and the
 * account, never to the password. The payout is asked for only after commit.
 */
export async function applyWithdrawal(ctx: RequestContext, input: ApplyInput): Promise<ApplyAnswer> {
  const { memberId, body, idempotencyKey } = input;
  // An exit (closure, a registry bar) returns the player's money: never held back by verification.
  if (!body.exit) await assertKycVerified(ctx.db, ctx.db, memberId, 'withdraw');
  const { account, accountIdText } = await accountOf(ctx, memberId, body);
  const amountCents = parseDecimal(body.amount)!;
  const request = { amount: String(amountCents), account_id: accountIdText, exit: body.exit ?? null };
  const call = { memberId, endpoint: APPLY_ENDPOINT, key: idempotencyKey, request, now: ctx.now() };
  const stored = await storedAnswer<ApplyAnswer>(ctx.db, call);
  if (stored) return { ...stored, replayed: true };
  const hash = requestHashOf(amountCents, accountIdText);
  // Before the rules too, so that a replay is never refused by what its first call used up.
  const legacy = idempotencyKey ? await findByKey(ctx.db, memberId, idempotencyKey) : null;
  if (legacy) return legacyReplay(ctx, legacy, hash);

  const closing = body.exit === 'closure';
  const facts = await readFacts(ctx, ctx.db, memberId, { closing });
  const rule = standingRule(ctx, facts) ?? amountRule(ctx, facts, amountCents);
  if (rule) throw refusal(rule);
  await verifyWithdrawPassword(ctx.db, memberId, body.withdraw_password, {
    now: ctx.now(),
    field: 'withdraw_password',
  });

  const hold = { memberId, account, amountCents, facts, idempotencyKey: idempotencyKey ?? null, closing };
  const made: { row?: WithdrawalRow } = {};
  // Its own transaction (a savepoint inside answerOnce's when a key was sent).
  const answer = await answerOnce(ctx.db, call, async (db) => {
    made.row = await db.transaction((tx) => insertAndHold(ctx, tx, { ...hold, hash }));
    return { withdrawal: itemView(made.row, ctx.locale), replayed: false };
  }).catch((error: unknown) => applyFailed(ctx, { memberId, facts, idempotencyKey, hash }, error));
  // Only the call that made the withdrawal asks for its payout; a twin that waited answers the first.
  if (!made.row) return { ...answer, replayed: true };
  if (made.row.status === 'wait') await dispatchPayout(ctx, made.row.id);
  return answer;
}

export async function listWithdrawRecord(
  ctx: RequestContext,
  memberId: bigint,
  query: { page: number; size: number; status?: WithdrawStatus },
): Promise<WithdrawRecord> {
  const { rows, total } = await listWithdrawals(
    ctx.db,
    { memberId, status: query.status },
    query.page,
    query.size,
  );
  return { list: rows.map((r) => itemView(r, ctx.locale)), total, page: query.page, size: query.size };
}

/** One of the player's own withdrawals; another player's answers NOT_FOUND. */
export async function getWithdrawDetail(
  ctx: RequestContext,
  memberId: bigint,
  orderNo: string,
): Promise<WithdrawItem> {
  const row = await findByOrderNo(ctx.db, orderNo, memberId);
  if (!row) refuse('NOT_FOUND');
  return itemView(row, ctx.locale);
}
