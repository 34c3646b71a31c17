import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM_SETTINGS } from '../config/index.ts';
import {
  agentLevelFor,
  inviteRewardFor,
  isValidInvite,
  maskName,
  minFirstDeposit,
  rewardMax,
  shareOf,
} from './team-rules.ts';

const settings = DEFAULT_TEAM_SETTINGS;

describe('team rules', () => {
  it('takes a share as floor(base × percent / 100), never rounding up', () => {
    expect(shareOf(10_000n, '1.00')).toBe(100n);
    expect(shareOf(10_000n, '0.05')).toBe(5n);
    expect(shareOf(5_000n, '0.05')).toBe(2n); // 2.5 centavos → 2
    expect(shareOf(1n, '4.00')).toBe(0n);
  });

  it('gives the highest agent level whose active count is met', () => {
    expect(agentLevelFor(settings, 0).level).toBe(0);
    expect(agentLevelFor(settings, 2).level).toBe(0);
    expect(agentLevelFor(settings, 3).level).toBe(1);
    expect(agentLevelFor(settings, 49).level).toBe(4);
    expect(agentLevelFor(settings, 500).level).toBe(5);
  });

  it('pays the invite reward of the highest tier the first deposit reaches, up to the top tier', () => {
    expect(minFirstDeposit(settings)).toBe(2000n);
    expect(rewardMax(settings)).toBe(3000n);
    expect(inviteRewardFor(settings, 1999n)).toBe(0n);
    expect(inviteRewardFor(settings, 2000n)).toBe(500n);
    expect(inviteRewardFor(settings, 9999n)).toBe(1000n);
    expect(inviteRewardFor(settings, 1_000_000n)).toBe(3000n);
  });

  it('counts an invite as valid only with a CPF, a first deposit at the minimum and no flag', () => {
    const line = { cpf_bound: true, first_deposit_cents: '2000', status: 'ok' };
    expect(isValidInvite(settings, line)).toBe(true);
    expect(isValidInvite(settings, { ...line, status: 'cleared' })).toBe(true);
    expect(isValidInvite(settings, { ...line, cpf_bound: false })).toBe(false);
    expect(isValidInvite(settings, { ...line, first_deposit_cents: '1999' })).toBe(false);
    expect(isValidInvite(settings, { ...line, first_deposit_cents: null })).toBe(false);
    expect(isValidInvite(settings, { ...line, status: 'flagged' })).toBe(false);
    expect(isValidInvite(settings, { ...line, status: 'rejected' })).toBe(false);
  });

  it('masks names for other players, falling back to the masked phone', () => {
    expect(maskName('Bruno Almeida', null)).toBe('Br*** Al*****');
    expect(maskName('Ana Maria de Souza', null)).toBe('A** Ma***');
    expect(maskName(null, '+5511912345678')).toBe('(11) 9****-5678');
    expect(maskName('  ', null)).toBe('***');
  });
});
