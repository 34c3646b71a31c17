import { createHmac } from 'node:crypto';
import type { Locale } from '@jl/core';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { ensureLockedState, recordAction, updateState } from './rg-repository.ts';
import { formatWhen } from './rg-rules.ts';
import { rgRegistryAnswers, rgState } from './rg-schema.ts';

/**
 * Responsible gaming's part of an account closure (the `closure` module runs it): the state row and
 * the RG log are kept, the closure time is recorded on it, and the CPF is kept only as a keyed
 * pseudonym so that a cool-off or self-exclusion in force follows the CPF after the account's personal
 * data is erased (docs/COMPLIANCE.md "Account closure").
 */

/** The CPF's pseudonym: HMAC-SHA256 keyed with the app secret (a bare hash of 11 digits is reversible). */
export function cpfKeyOf(secret: string, cpf: string): string {
  return createHmac('sha256', secret).update(`closure-cpf:${cpf}`).digest('hex');
}

export type ClosureState = {
  /** Set when the account was closed already (a replay of the closure). */
  closedAt: Date | null;
  block: { kind: 'cooloff' | 'exclusion'; until: Date | null } | null;
};

/** Locks the player's state row (closures of one player go one at a time) and reads what closure needs. */
export async function lockClosureState(tx: Executor, memberId: bigint, now: Date): Promise<ClosureState> {
  const state = await ensureLockedState(tx, memberId, now);
  return {
    closedAt: state.closureRequestedAt,
    block: state.blockKind
      ? { kind: state.blockKind as 'cooloff' | 'exclusion', until: state.blockUntil }
      : null,
  };
}

/** Records the closure on the (locked) state row and in the RG log, with the CPF's pseudonym. */
export async function recordClosure(
  tx: Executor,
  memberId: bigint,
  input: { cpfKey: string | null; detail: Record<string, unknown>; now: Date },
): Promise<void> {
  await updateState(tx, memberId, {
    closureRequestedAt: input.now,
    closedCpfKey: input.cpfKey,
    updatedAt: input.now,
  });
  await recordAction(tx, memberId, 'closure.closed', input.detail, input.now);
}

/**
 * When a CPF is bound (recharge info, withdrawal account): refused while a closed account of the same
 * CPF is on a cool-off or self-exclusion, so that closing and opening a new account cannot cut it short.
 */
export async function assertCpfNotBlocked(
  ctx: {
    db: Executor;
    appSecret: string;
    previousAppSecrets: readonly string[];
    now: () => Date;
    locale: Locale;
  },
  memberId: bigint,
  cpf: string,
): Promise<void> {
  const now = ctx.now();
  // A pseudonym keyed by an earlier APP_SECRET still matches (it cannot be rekeyed: the CPF is erased).
  const keys = [ctx.appSecret, ...ctx.previousAppSecrets].map((secret) => cpfKeyOf(secret, cpf));
  const [blocked] = await ctx.db
    .select({ until: rgState.blockUntil })
    .from(rgState)
    .where(
      and(
        inArray(rgState.closedCpfKey, keys),
        ne(rgState.memberId, memberId),
        sql`${rgState.blockKind} is not null`,
        or(isNull(rgState.blockUntil), sql`${rgState.blockUntil} > ${now.toISOString()}`),
      ),
    )
    .orderBy(sql`${rgState.blockUntil} desc nulls first`)
    .limit(1);
  if (!blocked) return;
  if (!blocked.until)
    refuse('RG_CPF_BLOCKED', { field: 'cpf', messageKey: 'rg:refusal.cpfBlockedPermanent' });
  refuse('RG_CPF_BLOCKED', { field: 'cpf', vars: { until: formatWhen(blocked.until, ctx.locale) } });
}

/** Minimisation: the state row forgets the CPF (the pseudonym stays); the registry's answers for it go. */
export async function minimiseRgData(tx: Executor, memberId: bigint, now: Date): Promise<void> {
  const [state] = await tx.select({ cpf: rgState.cpf }).from(rgState).where(eq(rgState.memberId, memberId));
  if (!state?.cpf) return;
  await updateState(tx, memberId, { cpf: null, registryReason: null, updatedAt: now });
  await tx.delete(rgRegistryAnswers).where(eq(rgRegistryAnswers.cpf, state.cpf));
}
