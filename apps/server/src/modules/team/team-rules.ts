import { parseDecimal } from '@jl/core';
import { maskPhoneForDisplay } from '@jl/core/br/phone.ts';
import type { DEFAULT_TEAM_SETTINGS } from '../config/index.ts';

/** The team's pure rules: rates, levels, tiers, masking. */

export type TeamSettings = typeof DEFAULT_TEAM_SETTINGS;
export type AgentLevel = TeamSettings['agentLevels'][number];

const cents = (decimal: string): bigint => parseDecimal(decimal) ?? 0n;

/** A percentage with up to 2 decimals ("1.50") in basis points (150). */
export function percentBps(percent: string): bigint {
  return cents(percent);
}

/** floor(base × percent / 100): a commission never rounds up. */
export function shareOf(baseCents: bigint, percent: string): bigint {
  return (baseCents * percentBps(percent)) / 10_000n;
}

export function levelsOf(settings: TeamSettings): AgentLevel[] {
  return [...settings.agentLevels].sort((a, b) => a.level - b.level);
}

/** The highest level whose active-subordinate count is met. */
export function agentLevelFor(settings: TeamSettings, active: number): AgentLevel {
  const levels = levelsOf(settings);
  let reached = levels[0]!;
  for (const level of levels) if (active >= level.activeNeeded) reached = level;
  return reached;
}

export function levelRow(settings: TeamSettings, level: number): AgentLevel {
  const levels = levelsOf(settings);
  return levels.find((l) => l.level === level) ?? levels[0]!;
}

/** The invite reward for a first deposit: the highest tier it reaches, 0 below the first. */
export function inviteRewardFor(settings: TeamSettings, firstDepositCents: bigint): bigint {
  let reward = 0n;
  for (const tier of [...settings.inviteTiers].sort((a, b) =>
    Number(cents(a.firstDeposit) - cents(b.firstDeposit)),
  ))
    if (firstDepositCents >= cents(tier.firstDeposit)) reward = cents(tier.reward);
  return reward;
}

export function minFirstDeposit(settings: TeamSettings): bigint {
  const mins = settings.inviteTiers.map((t) => cents(t.firstDeposit));
  let min: bigint | null = null;
  for (const m of mins) if (min === null || m < min) min = m;
  return min ?? 0n;
}

export function rewardMax(settings: TeamSettings): bigint {
  let max = 0n;
  for (const tier of settings.inviteTiers) if (cents(tier.reward) > max) max = cents(tier.reward);
  return max;
}

/** A valid invite: CPF bound, first deposit at least the minimum, not flagged or rejected. */
export function isValidInvite(
  settings: TeamSettings,
  line: { cpf_bound: boolean; first_deposit_cents: string | null; status: string },
): boolean {
  if (!line.cpf_bound || line.first_deposit_cents === null) return false;
  if (line.status === 'flagged' || line.status === 'rejected') return false;
  return BigInt(line.first_deposit_cents) >= minFirstDeposit(settings);
}

/** What other players see of a subordinate: "Jo** S****" from the recharge name, else the masked phone. */
export function maskName(name: string | null, phone: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (words.length > 0)
    return words
      .map((w) => `${w.slice(0, w.length > 3 ? 2 : 1)}${'*'.repeat(Math.max(2, w.length - 2))}`)
      .join(' ');
  if (phone) {
    try {
      return maskPhoneForDisplay(phone);
    } catch {
      return '***';
    }
  }
  return '***';
}
