import type { KycAction, KycReason } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { findSubject, lockSubject, updateSubject } from './kyc-repository.ts';
import { kycRequirements } from './kyc-service.ts';

/**
 * The one check other modules call before a deposit, a stake or a withdrawal (docs/COMPLIANCE.md
 * "Identity (KYC)"): when the action needs a verified identity — always in br-regulated, by the
 * operator's `compliance.kycRequired` in standard — a player whose state is not `verified` is refused
 * `KYC_REQUIRED`. `settingsDb`: the app's `db` (its settings cache is per executor).
 */
export async function assertKycVerified(
  settingsDb: Executor,
  db: Executor,
  memberId: bigint,
  action: KycAction,
): Promise<void> {
  if (!(await kycRequirements(settingsDb))[action]) return;
  const row = await findSubject(db, memberId);
  if (row?.state !== 'verified') refuse('KYC_REQUIRED');
}

/** The verified identity (name and 11-digit CPF), or null while the player is not verified. */
export async function verifiedIdentity(
  db: Executor,
  memberId: bigint,
): Promise<{ name: string; cpf: string } | null> {
  const row = await findSubject(db, memberId);
  if (row?.state !== 'verified' || !row.cpf || !row.fullName) return null;
  return { name: row.fullName, cpf: row.cpf };
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR') ===
  b.trim().replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR');

/**
 * Once verified, the name and CPF of the player's payer (recharge info) and withdrawal account holder
 * come from the verified record: anything else is refused `KYC_IDENTITY_MISMATCH` naming the field
 * (the app prefills them). Before verification nothing is checked here.
 */
export async function assertVerifiedIdentity(
  db: Executor,
  memberId: bigint,
  given: { name: string; cpf: string },
): Promise<void> {
  const identity = await verifiedIdentity(db, memberId);
  if (!identity) return;
  if (identity.cpf !== given.cpf) refuse('KYC_IDENTITY_MISMATCH', { field: 'cpf' });
  if (!sameName(identity.name, given.name)) refuse('KYC_IDENTITY_MISMATCH', { field: 'name' });
}

/**
 * Whether `given` is the player's verified identity: null while the player is not verified (the
 * withdrawal account's `withdraw.account_bound` event carries it, and kyc-reverify.ts acts on false).
 */
export async function isVerifiedIdentity(
  db: Executor,
  memberId: bigint,
  given: { name: string; cpf: string },
): Promise<boolean | null> {
  const identity = await verifiedIdentity(db, memberId);
  if (!identity) return null;
  return identity.cpf === given.cpf && sameName(identity.name, given.name);
}

/**
 * A risk event on a verified player (a changed phone, a withdrawal account held by another CPF): the
 * state goes back to `pending` at the selfie step with the event as its reason — the identity on record
 * stays; the player confirms it with a new selfie, and until then every action that needs a verified
 * identity is refused `KYC_REQUIRED`. A player who is not verified is left as they are.
 */
export async function requestReverification(
  tx: Executor,
  memberId: bigint,
  reason: Extract<KycReason, 'reverify_phone' | 'reverify_withdraw_key'>,
  now: Date,
): Promise<boolean> {
  const row = await lockSubject(tx, memberId, now);
  if (row.state !== 'verified') return false;
  await updateSubject(tx, memberId, {
    state: 'pending',
    step: 'selfie',
    reason,
    verifiedAt: null,
    updatedAt: now,
  });
  return true;
}
