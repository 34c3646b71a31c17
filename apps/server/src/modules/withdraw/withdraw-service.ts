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
import { AppError, refuse } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { verifyWithdrawPassword } from '../auth/index.ts';
import { MIN_WITHDRAW_LEVEL } from '../vip/index.ts';
import { getWallet, holdWithdrawal } from '../wallet/index.ts';
import { dispatchPayout } from './payout-service.ts';
import {
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
import { amountRule, blockOf, feeOf, readFacts, refusal, standingRule } from './withdraw-rules.ts';
import { accountView, itemView, money } from './withdraw-views.ts';

/** `GET /withdraw/init`: what the withdraw page shows, and the first rule that blocks it right now. */
export async function getWithdrawInit(ctx: RequestContext, memberId: bigint): Promise<WithdrawInit> {
  const [facts, accounts] = await Promise.all([
    readFacts(ctx, ctx.db, memberId),
    listAccounts(ctx.db, memberId),
  ]);
  const { settings, wallet, vip } = facts;
  // What binding an account would not fix comes first (a VIP0 player is told about the level).
  const rule =
    standingRule(ctx, facts) ??
    (accounts.length === 0 ? { error: 'WITHDRAW_ACCOUNT_REQUIRED' as const } : null);
  return {
    withdrawable: toDecimal(wallet.withdrawable),
    wager_remaining: toDecimal(wallet.wagerRemaining),
    locked: toDecimal(wallet.locked),
    vip_level: vip.level,
    min_vip_level: MIN_WITHDRAW_LEVEL,
    min: toDecimal(facts.minCents),
    max: toDecimal(facts.maxCents),
    fee_bps: vip.rule.withdrawFeeBps,
    times_per_day: vip.rule.withdrawTimesPerDay,
    times_left: facts.timesLeft,
    window: {
      start: settings.windowStart,
      end: settings.windowEnd,
      time_zone: settings.timeZone,
      open: facts.windowOpen,
    },
    accounts: accounts.map(accountView),
    blocked: blockOf(ctx, rule),
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

function requestHashOf(amountCents: bigint, accountId: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ amount: String(amountCents), account_id: accountId }))
    .digest('hex');
}

function replayOf(ctx: RequestContext, row: WithdrawalRow, hash: string) {
  if (row.requestHash !== hash) refuse('IDEMPOTENCY_CONFLICT');
  return { withdrawal: itemView(row, ctx.locale), replayed: true };
}

export type ApplyInput = {
  memberId: bigint;
  body: WithdrawApplyBody;
  idempotencyKey?: string;
};

/**
 * `POST /withdraw/apply`. Refused unless every rule holds: an account of the player's is chosen, VIP
 * above 1, inside the window, wagering met, a withdrawal left today (São Paulo day), minimum ≤ amount
 * ≤ the level's maximum and ≤ the withdrawable balance, and the withdrawal password is right (checked
 * last, so its failures count toward its lock). Invariant: the withdrawal row and the hold of its
 * amount (cash → withdraw_hold) commit together, under the player's holder-row lock that serialises
 * the daily count; the payout is asked for only after commit.
 */
export async function applyWithdrawal(
  ctx: RequestContext,
  input: ApplyInput,
): Promise<{ withdrawal: WithdrawItem; replayed: boolean }> {
  const { memberId, body, idempotencyKey } = input;
  const accountIdText = body.account_id?.trim() ?? '';
  if (!accountIdText) refuse('WITHDRAW_ACCOUNT_REQUIRED', { field: 'account_id' });
  if (!/^\d{1,18}$/.test(accountIdText)) refuse('NOT_FOUND', { field: 'account_id' });
  const account = await findAccount(ctx.db, memberId, BigInt(accountIdText));
  if (!account) refuse('NOT_FOUND', { field: 'account_id' });
  const amountCents = parseDecimal(body.amount)!;
  const hash = requestHashOf(amountCents, accountIdText);
  if (idempotencyKey) {
    const prior = await findByKey(ctx.db, memberId, idempotencyKey);
    if (prior) return replayOf(ctx, prior, hash);
  }

  const facts = await readFacts(ctx, ctx.db, memberId);
  const rule = standingRule(ctx, facts) ?? amountRule(ctx, facts, amountCents);
  if (rule) throw refusal(rule);
  await verifyWithdrawPassword(ctx.db, memberId, body.withdraw_password, {
    now: ctx.now(),
    field: 'withdraw_password',
  });

  const bps = facts.vip.rule.withdrawFeeBps;
  const auto = amountCents <= facts.autoApproveMaxCents;
  const approvals = auto
    ? 0
    : amountCents > facts.twoApprovalsAboveCents && facts.twoApprovalsAboveCents >= facts.autoApproveMaxCents
      ? 2
      : 1;
  let row: WithdrawalRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await lockHolder(tx, memberId);
      // Re-read under the lock: concurrent applies see each other's rows here.
      const used = await countToday(tx, memberId, facts.localDay);
      if (used >= facts.vip.rule.withdrawTimesPerDay) {
        refuse('WITHDRAW_DAILY_LIMIT', { vars: { times: facts.vip.rule.withdrawTimesPerDay } });
      }
      const now = ctx.now();
      const created = await insertWithdrawal(tx, {
        orderNo: newOrderNo(facts.localDay),
        memberId,
        accountId: account.id,
        amountCents,
        feeCents: feeOf(amountCents, bps),
        feeBps: bps,
        status: auto ? 'wait' : 'applying',
        review: auto ? 'auto' : 'staff',
        approvalsRequired: approvals,
        vipLevel: facts.vip.level,
        name: account.name,
        cpf: account.cpf,
        pixType: account.pixType,
        pixKey: account.pixKey,
        localDay: facts.localDay,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
        reviewedAt: auto ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await holdWithdrawal(tx, {
        memberId,
        amount: amountCents as Cents,
        withdrawalId: created.orderNo,
        meta: { fee: String(created.feeCents) },
      });
      return created;
    });
  } catch (error) {
    if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') {
      // Another withdrawal or a stake took the cash between the check and the hold.
      const wallet = await getWallet(ctx.db, memberId);
      refuse('WITHDRAW_INSUFFICIENT', {
        field: 'amount',
        vars: { available: money(wallet.withdrawable, ctx.locale), min: money(facts.minCents, ctx.locale) },
      });
    }
    if (idempotencyKey && isUniqueViolation(error, 'withdrawals_idempotency_uq')) {
      const prior = await findByKey(ctx.db, memberId, idempotencyKey);
      if (prior) return replayOf(ctx, prior, hash);
    }
    throw error;
  }
  const after = row.status === 'wait' ? await dispatchPayout(ctx, row.id) : row;
  return { withdrawal: itemView(after ?? row, ctx.locale), replayed: false };
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
