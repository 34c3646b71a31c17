import type { Cents } from '@jl/core';
import { addDays, saoPauloDay } from '@jl/core/dates.ts';
import type { Executor } from '../../db/client.ts';
import { findMemberById } from '../auth/index.ts';
import { getSiteConfig } from '../config/index.ts';
import { findRechargeInfo } from '../payments/index.ts';
import { getMemberTotals } from '../stats/index.ts';
import { creditBonus } from '../wallet/index.ts';
import { findWithdrawHolder } from '../withdraw/index.ts';
import type { ActivityDef, Facts } from './activity-registry.ts';
import {
  type ClaimRow,
  countInviteGrants,
  findOpenEnvelope,
  insertClaim,
  listFirstDepositsByDay,
  listRecentClaims,
  listUnclaimedDeposits,
  setClaimTransfer,
} from './activity-repository.ts';
import { type ActivitySettings, parseActivitySettings } from './activity-settings.ts';

/** What the registry's pure functions are evaluated over, loaded once per request. */

export type ActivityContext = {
  profile: 'standard' | 'br-regulated';
  settings: ActivitySettings;
};

export async function getActivityContext(db: Executor): Promise<ActivityContext> {
  const config = await getSiteConfig(db);
  return {
    profile: config.compliance.profile,
    settings: parseActivitySettings(config.activities as Record<string, unknown>),
  };
}

export type MemberFacts = { base: Omit<Facts, 'claims'>; claims: ClaimRow[] };

export async function loadFacts(
  db: Executor,
  memberId: bigint,
  now: Date,
  settings: ActivitySettings,
): Promise<MemberFacts> {
  const today = saoPauloDay(now);
  const [member, totals, claims, firsts, unclaimedDeposits, envelope, invites] = await Promise.all([
    findMemberById(db, memberId),
    getMemberTotals(db, memberId),
    listRecentClaims(db, memberId, addDays(today, -1)),
    listFirstDepositsByDay(db, memberId, addDays(today, -(settings.dailyBonus.days - 1)), today),
    listUnclaimedDeposits(db, memberId),
    findOpenEnvelope(db, memberId),
    countInviteGrants(db, memberId),
  ]);
  if (!member) throw new Error(`member ${memberId} not found`);
  const live = envelope && envelope.expiresAt > now ? envelope : null;
  return {
    base: {
      today,
      registeredDay: saoPauloDay(member.createdAt),
      totals,
      dailyBases: firsts.map((f) => ({ day: f.day, baseCents: f.amountCents })),
      unclaimedDeposits,
      envelope: live
        ? { amountCents: live.amountCents, targetCents: live.targetCents, spinsLeft: live.spinsLeft }
        : null,
      invites,
    },
    claims,
  };
}

/** The facts of one activity: its own claims, newest period first. */
export function factsFor(def: ActivityDef, facts: MemberFacts): Facts {
  return {
    ...facts.base,
    claims: facts.claims
      .filter((c) => c.code === def.code)
      .map((c) => ({ period: c.period, amountCents: c.amountCents, meta: c.meta })),
  };
}

/** docs/SPECIFICATION.md §5: a CPF is linked when the recharge info or a withdrawal account holds one. */
export async function hasCpf(db: Executor, memberId: bigint): Promise<boolean> {
  const info = await findRechargeInfo(db, memberId);
  if (info?.cpf) return true;
  return (await findWithdrawHolder(db, memberId)) !== null;
}

/**
 * Pays one activity reward. Invariant: the claim row (unique per member, activity and period) and the
 * ledger credit (bonus_expense → locked with its wagering, key `activity:<code>:<member>:<period>`)
 * commit together in `tx`, so concurrent claims, replayed events and retried handlers pay once.
 * Returns null when the period was already claimed.
 */
export async function grantReward(
  tx: Executor,
  input: {
    memberId: bigint;
    def: ActivityDef;
    period: string;
    amountCents: bigint;
    meta?: Record<string, unknown>;
    at: Date;
  },
): Promise<ClaimRow | null> {
  const { def, memberId, period } = input;
  if (def.fundType === null) throw new Error(`activity ${def.code} pays nothing`);
  if (input.amountCents <= 0n) return null;
  const claim = await insertClaim(tx, {
    memberId,
    code: def.code,
    period,
    amountCents: input.amountCents,
    fundType: def.fundType,
    meta: input.meta ?? {},
    at: input.at,
  });
  if (!claim) return null;
  const transfer = await creditBonus(tx, {
    memberId,
    amount: input.amountCents as Cents,
    code: def.fundType,
    idempotencyKey: `activity:${def.code}:${memberId}:${period}`,
    meta: { activity: def.code, period },
    at: input.at,
  });
  await setClaimTransfer(tx, claim.id, transfer.transferId);
  return { ...claim, transferId: transfer.transferId };
}
