import { normalizeCpf } from '@jl/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { shareLocationInBrazil } from './location-fixtures.ts';
import { newCpf, newMember, newMobile, newPayer } from './pay-fixtures.ts';
import { newSession, playRound, registryOf, rgStatus, setProfile } from './rg-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  t.clock.set(NOON_SP);
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});
beforeEach(async () => {
  await setProfile(t, 'standard');
  registryOf(t).available = true;
});

const DAY = 86_400_000;
const cooloff = (token: string, period: string) => t.api('POST', '/rg/cooloff', { token, body: { period } });
const exclude = (token: string, period: string) => t.api('POST', '/rg/exclude', { token, body: { period } });
const deposit = (token: string) => t.api('POST', '/recharge/create', { token, body: { amount: '50.00' } });
const vipReceive = (token: string) => t.api('POST', '/vip/receive', { token, body: { level: '1' } });

describe('cool-off', () => {
  it('a cool-off blocks stakes, deposits and rewards but not login, withdrawal or history, and ends by the job', async () => {
    const p = await eligiblePlayer(t);
    await t.api('POST', '/recharge/info', {
      token: p.token,
      body: { name: 'Maria da Silva', cpf: p.cpf, mobile: newMobile(), email: 'm@exemplo.com.br' },
    });
    const started = await cooloff(p.token, '24h');
    expect(started.code).toBe(1);
    expect(started.data.block).toMatchObject({
      kind: 'cooloff',
      period: '24h',
      until: '2026-03-11T15:00:00.000Z',
    });
    expect(started.data.can).toEqual({ stake: false, deposit: false, claim: false, marketing: false });

    const stake = await playRound(t, p.token);
    expect(stake.data.error).toBe('RG_COOLOFF_ACTIVE');
    expect(stake.msg).toBe(
      'Você está em pausa até 11/03/2026 12:00. Você ainda pode sacar e ver seu histórico.',
    );
    expect((await deposit(p.token)).data.error).toBe('RG_COOLOFF_ACTIVE');
    expect((await vipReceive(p.token)).data.error).toBe('RG_COOLOFF_ACTIVE');
    // Every other reward too: activities (check-in, claims, wheel) and team (salary, chests, bonus).
    for (const [path, body] of [
      ['/activity/checkin', {}],
      ['/activity/receive', { code: 'checkin' }],
      ['/activity/wheel/spin', {}],
      ['/team/salary/receive', {}],
      ['/team/chest/open', { chest: '1' }],
      ['/team/bonus/withdraw', { amount: '1.00' }],
    ] as const) {
      const answer = await t.api('POST', path, { token: p.token, body });
      expect(answer.data?.error, path).toBe('RG_COOLOFF_ACTIVE');
    }
    // Still allowed: a new login, the withdrawal of cash, the history.
    const fresh = await newSession(t, p.memberId);
    expect((await t.api('GET', '/user/info', { token: fresh })).code).toBe(1);
    const withdrawal = await apply(t, p, { amount: '50.00', account_id: p.accountId });
    expect(withdrawal.code).toBe(1);
    expect((await t.api('GET', '/fund/log', { token: p.token })).code).toBe(1);
    expect((await t.api('GET', '/game/rounds', { token: p.token })).code).toBe(1);

    // It cannot be shortened; a longer one may replace it.
    expect((await cooloff(p.token, '24h')).data.error).toBe('RG_BLOCK_CANNOT_SHORTEN');
    expect((await cooloff(p.token, '7d')).code).toBe(1);
    expect((await cooloff(p.token, '24h')).data.error).toBe('RG_BLOCK_CANNOT_SHORTEN');

    // The end is a job.
    t.clock.advance(7 * DAY);
    expect((await playRound(t, p.token)).data.error).toBe('RG_COOLOFF_ACTIVE');
    await t.app.jobs.runDue();
    const after = await rgStatus(t, p.token);
    expect(after.data.block).toBeNull();
    // The session is a week old: its reality check comes first.
    expect((await playRound(t, p.token)).data.error).toBe('RG_REALITY_CHECK_DUE');
    await t.api('POST', '/rg/reality-check', { token: p.token, body: { choice: 'continue' } });
    expect((await playRound(t, p.token)).code).toBe(1);
  });
});

describe('central self-exclusion registry', () => {
  it('standard: a barred CPF binds but cannot stake or deposit; withdrawals stay', async () => {
    const member = await newMember(t);
    const cpf = newCpf();
    registryOf(t).barred.add(normalizeCpf(cpf));
    const saved = await t.api('POST', '/recharge/info', {
      token: member.token,
      body: { name: 'Ana Souza', cpf, mobile: newMobile(), email: 'a@exemplo.com.br' },
    });
    expect(saved.code).toBe(1);
    expect((await deposit(member.token)).data.error).toBe('RG_REGISTRY_BARRED');
    expect((await playRound(t, member.token)).data.error).toBe('RG_REGISTRY_BARRED');
    expect((await rgStatus(t, member.token)).data.registry.status).toBe('barred');
  });

  it('br-regulated: binding a barred CPF is refused; an unreachable registry fails closed and is retried', async () => {
    await setProfile(t, 'br-regulated');
    const barred = await newMember(t);
    const cpf = newCpf();
    registryOf(t).barred.add(normalizeCpf(cpf));
    const body = { name: 'Ana Souza', cpf, mobile: newMobile(), email: 'b@exemplo.com.br' };
    const refused = await t.api('POST', '/recharge/info', { token: barred.token, body });
    expect(refused.data).toMatchObject({ error: 'RG_REGISTRY_BARRED', field: 'cpf' });

    const other = await newMember(t);
    registryOf(t).available = false;
    const body2 = { name: 'Rui Lima', cpf: newCpf(), mobile: newMobile(), email: 'c@exemplo.com.br' };
    const unavailable = await t.api('POST', '/recharge/info', { token: other.token, body: body2 });
    expect(unavailable.data.error).toBe('RG_REGISTRY_UNAVAILABLE');
    registryOf(t).available = true;
    expect((await t.api('POST', '/recharge/info', { token: other.token, body: body2 })).code).toBe(1);
  });

  it('unavailable later: br-regulated blocks deposits and stakes until a check answers; standard lets play go on', async () => {
    const p = await newPayer(t);
    // The next São Paulo day: the login check finds the registry down.
    t.clock.advance(DAY);
    registryOf(t).available = false;
    const { checkRegistryAtLogin, rgContext } = await import('../src/modules/rg/index.ts');
    await checkRegistryAtLogin(rgContext(t.app), p.memberId);
    expect((await rgStatus(t, p.token)).data.registry.status).toBe('unavailable');
    expect((await deposit(p.token)).code).toBe(1); // standard: logged, not blocked
    await setProfile(t, 'br-regulated');
    await t.api('POST', '/rg/limits/confirm', { token: p.token });
    // A day later the location shared at verification has lapsed (12 hours): shared again.
    await shareLocationInBrazil(t, p.token);
    expect((await deposit(p.token)).data.error).toBe('RG_REGISTRY_UNAVAILABLE');
    expect((await playRound(t, p.token)).data.error).toBe('RG_REGISTRY_UNAVAILABLE');
    registryOf(t).available = true;
    // The deposit path asks again when the last answer was "unavailable".
    expect((await deposit(p.token)).code).toBe(1);
  });

  it('answers are cached per CPF and day; the first login of each day and the 15-day job ask again', async () => {
    const p = await newPayer(t);
    const registry = registryOf(t);
    const { checkRegistryAtLogin, rgContext } = await import('../src/modules/rg/index.ts');
    const before = registry.calls;
    await checkRegistryAtLogin(rgContext(t.app), p.memberId);
    expect(registry.calls).toBe(before); // checked at binding today
    t.clock.advance(DAY);
    await checkRegistryAtLogin(rgContext(t.app), p.memberId);
    await checkRegistryAtLogin(rgContext(t.app), p.memberId);
    expect(registry.calls).toBe(before + 1);
    // A CPF barred since then is found by the 15-day re-check.
    registry.barred.add(normalizeCpf(p.cpf));
    t.clock.advance(15 * DAY + 3_600_000);
    await t.app.jobs.runDue();
    expect((await rgStatus(t, p.token)).data.registry.status).toBe('barred');
    expect((await deposit(p.token)).data.error).toBe('RG_REGISTRY_BARRED');
  });
});

describe('self-exclusion', () => {
  it('self-exclusion for 6 months cannot be replaced by a cool-off; permanent never ends', async () => {
    const p = await newPayer(t);
    const six = await exclude(p.token, '6m');
    const sixMonths = new Date(t.clock.now);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(six.data.block).toMatchObject({ kind: 'exclusion', until: sixMonths.toISOString() });
    expect((await cooloff(p.token, '30d')).data.error).toBe('RG_BLOCK_CANNOT_SHORTEN');
    expect((await deposit(p.token)).data.error).toBe('RG_EXCLUDED');
    const forever = await exclude(p.token, 'permanent');
    expect(forever.data.block).toMatchObject({ until: null });
    expect((await exclude(p.token, '1y')).data.error).toBe('RG_BLOCK_CANNOT_SHORTEN');
    const refused = await deposit(p.token);
    expect(refused.msg).toBe(
      'Você está autoexcluído permanentemente. Você ainda pode sacar e ver seu histórico.',
    );
    t.clock.advance(400 * DAY);
    await t.app.jobs.runDue();
    expect((await rgStatus(t, await newSession(t, p.memberId))).data.block).toMatchObject({
      kind: 'exclusion',
      until: null,
    });
  });
});
