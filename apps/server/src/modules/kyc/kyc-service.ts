import { formatCpf, type KycAction, type KycStartBody, type KycStatus } from '@jl/core';
import { saoPauloDay } from '@jl/core/dates.ts';
import type { Db, Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { type KycProvider, KycUnavailable } from '../../providers/kyc/index.ts';
import { getSiteConfig } from '../config/index.ts';
import {
  cpfHeldByAnother,
  findSubject,
  insertChecks,
  type KycSubjectRow,
  listChecks,
  lockSubject,
  updateSubject,
} from './kyc-repository.ts';
import {
  decodeSelfie,
  faceOutcome,
  isAdult,
  type Outcome,
  personChecks,
  personOutcome,
} from './kyc-rules.ts';

export type KycDeps = { db: Db; kyc: KycProvider; now: () => Date };

/** What needs a verified identity: all three in br-regulated, the operator's choice in standard. */
export async function kycRequirements(db: Executor): Promise<Record<KycAction, boolean>> {
  const { compliance } = await getSiteConfig(db);
  if (compliance.profile === 'br-regulated') return { deposit: true, stake: true, withdraw: true };
  return { ...compliance.kycRequired };
}

/** `GET /kyc/status`. */
export async function kycStatusOf(db: Db, memberId: bigint): Promise<KycStatus> {
  const row = await findSubject(db, memberId);
  const checks = row ? await listChecks(db, memberId, row.attempt) : [];
  return {
    state: (row?.state ?? 'none') as KycStatus['state'],
    reason: (row?.reason ?? null) as KycStatus['reason'],
    step: (row?.step ?? null) as KycStatus['step'],
    checks: checks.map((c) => ({
      kind: c.kind as KycStatus['checks'][number]['kind'],
      outcome: c.outcome as 'passed' | 'failed',
      at: c.at.toISOString(),
    })),
    identity:
      row?.cpf && row.fullName && row.birthDate
        ? { name: row.fullName, cpf: formatCpf(row.cpf), birth_date: row.birthDate }
        : null,
    required: await kycRequirements(db),
  };
}

/** A new attempt may start from `none` or `refused`; anything else is under way or done. */
function assertMayStart(row: KycSubjectRow | null): void {
  if (row?.state === 'verified') refuse('KYC_ALREADY_VERIFIED');
  if (row?.state === 'pending' || row?.state === 'review') refuse('KYC_PENDING');
}

async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof KycUnavailable) refuse('KYC_UNAVAILABLE');
    throw error;
  }
}

async function recordOutcome(
  tx: Executor,
  row: KycSubjectRow,
  outcome: Outcome,
  now: Date,
  extra: Partial<KycSubjectRow> = {},
) {
  await updateSubject(tx, row.memberId, {
    ...extra,
    state: outcome.state,
    reason: outcome.reason,
    step: outcome.step,
    verifiedAt: outcome.state === 'verified' ? now : null,
    updatedAt: now,
  });
}

/**
 * `POST /kyc/start`: a minor is refused at once (recorded, nothing sent to the bureau); a future date,
 * a CPF held by another player, an attempt under way or an unreachable bureau are refused with
 * nothing written; otherwise the bureau's answer decides (kyc-rules.ts).
 */
export async function startVerification(deps: KycDeps, memberId: bigint, body: KycStartBody) {
  const { db, kyc } = deps;
  const now = deps.now();
  const cpf = body.cpf.replace(/\D/g, '');
  const name = body.name.trim().replace(/\s+/g, ' ');
  assertMayStart(await findSubject(db, memberId));
  const today = saoPauloDay(now);
  if (body.birth_date > today) refuse('KYC_BIRTH_DATE_FUTURE', { field: 'birth_date' });
  if (await cpfHeldByAnother(db, cpf, memberId)) refuse('KYC_CPF_TAKEN', { field: 'cpf' });
  const identity = { cpf, fullName: name, birthDate: body.birth_date, provider: kyc.name };
  if (!isAdult(body.birth_date, today)) {
    await db.transaction(async (tx) => {
      const row = await lockSubject(tx, memberId, now);
      assertMayStart(row);
      const attempt = row.attempt + 1;
      await insertChecks(tx, memberId, attempt, kyc.name, [{ kind: 'age', outcome: 'failed' }], now);
      const outcome: Outcome = { state: 'refused', reason: 'underage', step: null };
      await recordOutcome(tx, row, outcome, now, { ...identity, attempt });
    });
    refuse('KYC_UNDERAGE', { field: 'birth_date' });
  }
  const answer = await ask(() => kyc.checkPerson({ cpf, name, birthDate: body.birth_date }));
  await db.transaction(async (tx) => {
    const row = await lockSubject(tx, memberId, now);
    assertMayStart(row);
    const attempt = row.attempt + 1;
    const checks = [{ kind: 'age', outcome: 'passed' as const }, ...personChecks(answer)];
    await insertChecks(tx, memberId, attempt, kyc.name, checks, now);
    await recordOutcome(tx, row, personOutcome(answer), now, { ...identity, attempt });
  });
  return kycStatusOf(db, memberId);
}

/**
 * `POST /kyc/selfie`: the liveness and face-match step of a pending verification (a new one, or a
 * re-verification after a risk event). The selfie goes to the bureau and is never stored.
 */
export async function submitSelfie(deps: KycDeps, memberId: bigint, selfieText: string) {
  const { db, kyc } = deps;
  const row = await findSubject(db, memberId);
  if (row?.step !== 'selfie' || !row.cpf || !row.fullName || !row.birthDate) refuse('KYC_NO_SELFIE_STEP');
  const selfie = decodeSelfie(selfieText);
  if (!selfie) refuse('KYC_SELFIE_INVALID', { field: 'selfie' });
  const query = { cpf: row.cpf, name: row.fullName, birthDate: row.birthDate, selfie };
  const answer = await ask(() => kyc.checkFace(query));
  const now = deps.now();
  await db.transaction(async (tx) => {
    const locked = await lockSubject(tx, memberId, now);
    if (locked.step !== 'selfie' || locked.attempt !== row.attempt) refuse('KYC_NO_SELFIE_STEP');
    const face = answer.faceAvailable && answer.faceMatches ? 'passed' : 'failed';
    await insertChecks(tx, memberId, locked.attempt, kyc.name, [{ kind: 'face', outcome: face }], now);
    await recordOutcome(tx, locked, faceOutcome(answer), now, { provider: kyc.name });
  });
  return kycStatusOf(db, memberId);
}
