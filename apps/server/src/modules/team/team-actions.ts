import { type Cents, FUND_TYPES, formatMoney, parseDecimal, toDecimal } from '@jl/core';
import { addDays, saoPauloWeekStart } from '@jl/core/dates.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import { audit } from '../admin/index.ts';
import { getTeamSettings, getWalletSettings } from '../config/index.ts';
import {
  creditBonus,
  inMoneyTransaction,
  moveTeamBonus,
  parseMultiplier,
  requirementFor,
} from '../wallet/index.ts';
import { commissionKey, payCommission, releaseAt, teamCashEnabled } from './team-handlers.ts';
import {
  findAgentWeek,
  listInvites,
  listWithheldFrom,
  lockTeamBalance,
  markSalaryReceived,
  reviewReferral,
  setCommissionCredited,
  voidWithheldFrom,
} from './team-repository.ts';
import { isValidInvite, type TeamSettings } from './team-rules.ts';
import { isMonday, nextMonday, teamBalances } from './team-service.ts';

/** The team's money actions (docs/API.md "Team"); each pays once, whatever races it. */

const cents = (text: string): bigint => parseDecimal(text) ?? 0n;

async function requireCash(db: Db): Promise<void> {
  if (!(await teamCashEnabled(db))) refuse('TEAM_CASH_DISABLED');
}

/**
 * `POST /team/salary/receive`: last week's salary (type 5) into `team_bonus`, on Mondays only (São
 * Paulo), once per (agent, week): the week row's `received_at` and the credit commit together.
 */
export async function receiveSalary(db: Db, memberId: bigint, now: Date) {
  await requireCash(db);
  if (!isMonday(now))
    refuse('TEAM_SALARY_NOT_MONDAY', { vars: { next: nextMonday(now).toISOString().slice(0, 10) } });
  const weekStart = addDays(saoPauloWeekStart(now), -7);
  const week = await findAgentWeek(db, memberId, weekStart);
  if (!week || week.salaryCents <= 0n || week.receivedAt) refuse('TEAM_SALARY_NONE');
  const settings = await getTeamSettings(db);
  await inMoneyTransaction(db, async (tx) => {
    if (!(await markSalaryReceived(tx, memberId, weekStart, now))) refuse('TEAM_SALARY_NONE');
    const salary = {
      beneficiaryId: memberId,
      code: FUND_TYPES.WEEKLY_SALARY,
      sourceKey: `week:${weekStart}`,
      sourceMemberId: null,
      level: null,
      baseCents: BigInt(week.active),
      amountCents: week.salaryCents,
      at: now,
      withheld: false,
    } as const;
    await payCommission(tx, salary, settings);
  });
  return { amount: toDecimal(week.salaryCents), week_start: weekStart };
}

/** `POST /team/chest/open`: a chest (type 3) whose valid-invite count is reached, once per chest. */
export async function openChest(db: Db, memberId: bigint, chest: number, now: Date) {
  await requireCash(db);
  const settings = await getTeamSettings(db);
  const def = [...settings.chests].sort((a, b) => a.invites - b.invites)[chest - 1];
  if (!def) refuse('NOT_FOUND', { field: 'chest' });
  const valid = (await listInvites(db, { inviterId: memberId })).filter((l) => isValidInvite(settings, l));
  if (valid.length < def.invites)
    refuse('TEAM_CHEST_LOCKED', { field: 'chest', vars: { need: def.invites } });
  const amount = cents(def.amount);
  await inMoneyTransaction(db, async (tx) => {
    const chestRow = {
      beneficiaryId: memberId,
      code: FUND_TYPES.TREASURE_CHEST,
      sourceKey: `chest:${chest}`,
      sourceMemberId: null,
      level: null,
      baseCents: BigInt(def.invites),
      amountCents: amount,
      at: now,
      withheld: false,
    } as const;
    if (!(await payCommission(tx, chestRow, settings))) refuse('TEAM_CHEST_OPENED', { field: 'chest' });
  });
  return { chest, amount: toDecimal(amount) };
}

/**
 * `POST /team/bonus/withdraw`: moves `amount` of the released team balance to the wallet (type 29,
 * with the wallet's team-bonus wagering). Under a per-member lock the released balance is read and
 * handed to the wallet, which refuses above it, so concurrent moves cannot spend held commissions and
 * a replay returns the first answer. Every refusal is 'Link failed' with its reason.
 */
export async function withdrawTeamBonus(
  db: Db,
  memberId: bigint,
  input: { amount: string; idempotencyKey: string },
  now: Date,
  locale: string,
) {
  await requireCash(db);
  const settings = await getTeamSettings(db);
  const amount = parseDecimal(input.amount);
  if (amount === null || amount <= 0n) refuse('INVALID_FIELD', { field: 'amount' });
  const min = cents(settings.withdrawMin);
  if (amount < min)
    refuse('TEAM_LINK_FAILED', {
      field: 'amount',
      messageKey: 'team:errors.TEAM_BONUS_BELOW_MIN',
      vars: { min: formatMoney(min, locale) },
    });
  try {
    await inMoneyTransaction(db, async (tx) => {
      await lockTeamBalance(tx, memberId);
      const { available } = await teamBalances(tx, memberId, now);
      return moveTeamBonus(tx, {
        memberId,
        amount: amount as Cents,
        idempotencyKey: input.idempotencyKey,
        available,
      });
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.error !== 'INSUFFICIENT_FUNDS') throw error;
    const { available } = await teamBalances(db, memberId, now);
    refuse('TEAM_LINK_FAILED', {
      field: 'amount',
      messageKey: 'team:errors.TEAM_BONUS_INSUFFICIENT',
      vars: { available: formatMoney(available, locale) },
    });
  }
  const multiplier = parseMultiplier((await getWalletSettings(db)).teamBonusWagerMultiplier);
  const after = await teamBalances(db, memberId, now);
  return {
    amount: toDecimal(amount),
    available: toDecimal(after.available),
    wager_added: toDecimal(requirementFor(amount, multiplier)),
  };
}

/**
 * Staff decision on a flagged referral, audited in the same transaction. Cleared: every withheld
 * commission it caused is credited now (its holding period starting now). Rejected: they are void.
 * A release that needs a second approval goes through team-releases.ts instead.
 */
export async function decideReferral(db: Db, memberId: bigint, decision: ReferralDecision, now: Date) {
  const settings = await getTeamSettings(db);
  return inMoneyTransaction(db, (tx) => applyReferralDecision(tx, memberId, decision, settings, now));
}

export type ReferralDecision = { status: 'cleared' | 'rejected'; staffId: bigint; note: string; ip: string };

/** The decision's effect inside the caller's money transaction (also the second approval's). */
export async function applyReferralDecision(
  tx: Tx,
  memberId: bigint,
  decision: ReferralDecision,
  settings: TeamSettings,
  now: Date,
) {
  const row = await reviewReferral(tx, memberId, { ...decision, at: now });
  if (!row) refuse('TEAM_REFERRAL_STATE', { vars: { status: 'team:referralStatus.notFlagged' } });
  let credited = 0n;
  if (decision.status === 'rejected') await voidWithheldFrom(tx, memberId);
  else {
    for (const c of await listWithheldFrom(tx, memberId)) {
      const code = c.code as 3 | 4 | 5 | 23 | 28;
      const transfer = await creditBonus(tx, {
        memberId: c.beneficiaryId,
        amount: c.amountCents as Cents,
        code,
        idempotencyKey: commissionKey({ code, beneficiaryId: c.beneficiaryId, sourceKey: c.sourceKey }),
        target: 'team_bonus',
        meta: { source: c.sourceKey, level: c.level, cleared: true },
        at: now,
      });
      await setCommissionCredited(tx, [c.id], transfer.transferId, releaseAt(settings, now));
      credited += c.amountCents;
    }
  }
  await audit(tx, {
    staffId: decision.staffId,
    action: `team.referral.${decision.status === 'cleared' ? 'clear' : 'reject'}`,
    targetType: 'member',
    targetId: String(memberId),
    detail: { reasons: row.reasons, note: decision.note, credited: toDecimal(credited) },
    ip: decision.ip,
    at: now,
  });
  return { row, credited };
}
