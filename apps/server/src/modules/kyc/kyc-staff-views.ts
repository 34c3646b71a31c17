import type { AdminKycCase, KycGlance, StaffRole } from '@jl/core';
import { cpfFor, nameFor, seesFullPersonalData } from '../admin/index.ts';
import type { KycSubjectRow } from './kyc-repository.ts';
import type { KycApprovalRow } from './kyc-staff-repository.ts';

type Check = { memberId: bigint; kind: string; outcome: string; at: Date };

/** A birth date as the role may see it: whole for finance and owners, the year only for support. */
export function birthDateFor(role: StaffRole, date: string | null): string | null {
  if (date === null) return null;
  return seesFullPersonalData(role) ? date : `${date.slice(0, 4)}-**-**`;
}

/** One verification as staff see it (personal data through the role's masks; docs/COMPLIANCE.md). */
export function caseView(
  role: StaffRole,
  row: KycSubjectRow,
  checks: readonly Check[],
  proposal: KycApprovalRow | null,
  names: Map<string, string>,
): AdminKycCase {
  return {
    member_id: String(row.memberId),
    state: row.state as AdminKycCase['state'],
    reason: row.reason as AdminKycCase['reason'],
    typed: {
      name: nameFor(role, row.fullName),
      cpf: cpfFor(role, row.cpf),
      birth_date: birthDateFor(role, row.birthDate),
    },
    bureau: {
      provider: row.provider,
      checks: checks
        .filter((c) => c.memberId === row.memberId)
        .map((c) => ({
          kind: c.kind as AdminKycCase['bureau']['checks'][number]['kind'],
          outcome: c.outcome as 'passed' | 'failed',
          at: c.at.toISOString(),
        })),
    },
    attempt: row.attempt,
    updated_at: row.updatedAt.toISOString(),
    proposal: proposal && {
      id: String(proposal.id),
      requested_by: String(proposal.requestedBy),
      requested_by_name: names.get(String(proposal.requestedBy)) ?? null,
      reason: proposal.reason,
      requested_at: proposal.requestedAt.toISOString(),
      expires_at: proposal.expiresAt.toISOString(),
    },
  };
}

/** The glance's state: a player who never started is `none`. */
export function glanceOf(row: { state: string; reason: string | null } | undefined): KycGlance {
  return {
    state: (row?.state ?? 'none') as KycGlance['state'],
    reason: (row?.reason ?? null) as KycGlance['reason'],
  };
}
