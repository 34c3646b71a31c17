import { saoPauloDay } from '@jl/core/dates.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import type { SelfExclusionRegistry } from '../../providers/self-exclusion/index.ts';
import { profileOf } from './rg-guard.ts';
import {
  ensureLockedState,
  findRegistryAnswer,
  findState,
  recordAction,
  saveRegistryAnswer,
  updateState,
} from './rg-repository.ts';

/**
 * The central registry check (SIGAP "Módulo de Impedidos": the centralised self-exclusion, IN SPA/MF
 * DOU 10/11/2025, and Bolsa Família / BPC beneficiaries, IN SPA/MF 22/2025): by CPF when it is first
 * bound, at the first login of each São Paulo day, and every 15 days for everyone (the
 * `rg.registry-recheck` job). Both categories bar stakes and deposits at once; a beneficiary's account
 * is then closed by the `barred` module's jobs (docs/COMPLIANCE.md "Barred beneficiaries").
 * One answer per CPF and day is kept and reused. When the registry cannot be reached the player's
 * status becomes `unavailable` — in br-regulated that blocks stakes and deposits (fail closed) until a
 * later check answers; in standard it is logged and play goes on.
 */

export type RegistryContext = {
  db: Db;
  registry: SelfExclusionRegistry;
  now: () => Date;
  log: FastifyBaseLogger;
};
export type RegistryStatus = 'clear' | 'barred' | 'unavailable';

/** Asks (or reuses today's answer) for `cpf` and records the result on the player's state. */
export async function checkRegistry(
  ctx: RegistryContext,
  memberId: bigint,
  cpf: string,
  trigger: 'bind' | 'login' | 'recheck' | 'deposit',
): Promise<RegistryStatus> {
  const now = ctx.now();
  const day = saoPauloDay(now);
  let answer = await findRegistryAnswer(ctx.db, cpf, day);
  if (!answer) {
    try {
      const fresh = await ctx.registry.check(cpf);
      answer = {
        cpf,
        day,
        barred: fresh.barred ? 1 : 0,
        reason: fresh.reason,
        category: fresh.barred ? (fresh.category ?? 'self_exclusion') : null,
        checkedAt: now,
      };
      await saveRegistryAnswer(ctx.db, answer);
    } catch (error) {
      ctx.log.warn(
        { err: error, memberId: String(memberId), trigger },
        'self-exclusion registry unavailable',
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    const state = await ensureLockedState(tx, memberId, now);
    if (!answer) {
      // A bar stands; otherwise `unavailable`, which blocks stakes and deposits in br-regulated only.
      const registryStatus = state.registryStatus === 'barred' ? 'barred' : 'unavailable';
      await updateState(tx, memberId, { cpf, registryStatus, updatedAt: now });
      await recordAction(tx, memberId, 'registry.unavailable', { trigger }, now);
      return;
    }
    const status = answer.barred ? 'barred' : 'clear';
    // A beneficiary flag starts the closure's clock once; a later answer does not move or stop it.
    const flagged = answer.category === 'beneficiary' && !state.beneficiaryFlaggedAt;
    await updateState(tx, memberId, {
      cpf,
      registryStatus: status,
      registryReason: answer.reason,
      registryCategory: answer.category ?? null,
      registryCheckedAt: answer.checkedAt,
      ...(flagged ? { beneficiaryFlaggedAt: now } : {}),
      updatedAt: now,
    });
    if (state.registryStatus !== status || state.cpf !== cpf)
      await recordAction(tx, memberId, `registry.${status}`, { trigger, reason: answer.reason }, now);
    if (flagged) await recordAction(tx, memberId, 'registry.beneficiary', { trigger }, now);
  });
  const state = await findState(ctx.db, memberId);
  return (state?.registryStatus as RegistryStatus) ?? 'unavailable';
}

/**
 * When a player binds a CPF (recharge info): in br-regulated a barred CPF is refused — this product
 * takes the CPF at the first deposit step, so this is its sign-up refusal — and so is one the
 * registry could not confirm. In standard the binding goes through and the status blocks play.
 */
export async function checkRegistryAtBinding(
  ctx: RegistryContext,
  memberId: bigint,
  cpf: string,
): Promise<void> {
  const status = await checkRegistry(ctx, memberId, cpf, 'bind');
  if ((await profileOf(ctx.db)) !== 'br-regulated') return;
  if (status === 'barred') refuse('RG_REGISTRY_BARRED', { field: 'cpf' });
  if (status === 'unavailable') refuse('RG_REGISTRY_UNAVAILABLE', { field: 'cpf' });
}

/** At login: the first login of the São Paulo day asks again (today's cached answer is reused). */
export async function checkRegistryAtLogin(ctx: RegistryContext, memberId: bigint): Promise<void> {
  const state = await findState(ctx.db, memberId);
  if (!state?.cpf) return;
  const today = saoPauloDay(ctx.now());
  if (
    state.registryCheckedAt &&
    saoPauloDay(state.registryCheckedAt) === today &&
    state.registryStatus !== 'unavailable'
  )
    return;
  await checkRegistry(ctx, memberId, state.cpf, 'login');
}

/**
 * Before a deposit: a player never checked (a CPF bound before this check existed) or whose last
 * check found the registry unreachable is asked now; otherwise today's state stands.
 */
export async function checkRegistryBeforeDeposit(
  ctx: RegistryContext,
  memberId: bigint,
  cpf: string,
): Promise<void> {
  const state = await findState(ctx.db, memberId);
  if (state?.cpf === cpf && state.registryStatus && state.registryStatus !== 'unavailable') return;
  await checkRegistry(ctx, memberId, cpf, 'deposit');
}
