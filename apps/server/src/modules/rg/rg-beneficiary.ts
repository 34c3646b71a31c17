import type { BeneficiaryView, RegistryView } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type RgStateRow, recordAction } from './rg-repository.ts';
import { DAY_MS } from './rg-rules.ts';

/**
 * A Bolsa Família / BPC beneficiary's account (IN SPA/MF 22/2025; docs/COMPLIANCE.md "Barred
 * beneficiaries"): the dates of its way to closure count from the registry's first beneficiary answer
 * (`beneficiary_flagged_at`). The `barred` module's jobs carry out the steps; this file says when.
 */

/** Days in which the player may withdraw their balance themselves (IN SPA/MF 22/2025: 2). */
export const BENEFICIARY_WITHDRAW_DAYS = 2;
/** Days after the flag by which the account is closed (IN SPA/MF 22/2025: 3). */
export const BENEFICIARY_CLOSE_DAYS = 3;

export type BeneficiarySchedule = { flaggedAt: Date; withdrawUntil: Date; closeAt: Date };

export function beneficiaryScheduleOf(flaggedAt: Date): BeneficiarySchedule {
  return {
    flaggedAt,
    withdrawUntil: new Date(flaggedAt.getTime() + BENEFICIARY_WITHDRAW_DAYS * DAY_MS),
    closeAt: new Date(flaggedAt.getTime() + BENEFICIARY_CLOSE_DAYS * DAY_MS),
  };
}

function beneficiaryViewOf(state: RgStateRow, now: Date): BeneficiaryView | null {
  if (!state.beneficiaryFlaggedAt) return null;
  const { flaggedAt, withdrawUntil, closeAt } = beneficiaryScheduleOf(state.beneficiaryFlaggedAt);
  const step = state.closureRequestedAt
    ? 'closed'
    : now < withdrawUntil
      ? 'window'
      : now < closeAt
        ? 'returning'
        : 'closing';
  return {
    flagged_at: flaggedAt.toISOString(),
    withdraw_until: withdrawUntil.toISOString(),
    close_at: closeAt.toISOString(),
    step,
  };
}

/** The registry part of the player's and staff's responsible-gaming views. */
export function registryViewOf(state: RgStateRow | null, now: Date): RegistryView {
  const status = (state?.registryStatus as RegistryView['status'] | null) ?? 'unchecked';
  return {
    status,
    checked_at: state?.registryCheckedAt?.toISOString() ?? null,
    category:
      status === 'barred'
        ? ((state?.registryCategory as RegistryView['category']) ?? 'self_exclusion')
        : null,
    beneficiary: state ? beneficiaryViewOf(state, now) : null,
  };
}

export type OpenBeneficiary = BeneficiarySchedule & { memberId: bigint };

/** Flagged beneficiaries whose account is not closed yet, oldest flag first (the `barred` jobs' work). */
export async function listOpenBeneficiaries(db: Executor, limit: number): Promise<OpenBeneficiary[]> {
  const result = (await db.execute(
    sql`select member_id::text as member_id, beneficiary_flagged_at from rg_state
        where beneficiary_flagged_at is not null and closure_requested_at is null
        order by beneficiary_flagged_at limit ${limit}`,
  )) as unknown as { rows: { member_id: string; beneficiary_flagged_at: string | Date }[] };
  return result.rows.map((r) => ({
    memberId: BigInt(r.member_id),
    ...beneficiaryScheduleOf(new Date(r.beneficiary_flagged_at)),
  }));
}

/** A step of the way out, written to the player's RG log (kept for the regulator, shown to staff). */
export async function recordBeneficiaryStep(
  tx: Executor,
  memberId: bigint,
  step: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await recordAction(tx, memberId, `beneficiary.${step}`, detail, now);
}
