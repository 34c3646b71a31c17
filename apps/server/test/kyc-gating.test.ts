import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, updateSettingsSection } from '../src/modules/config/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { kycSelfie, verifyPlayer } from './kyc-fixtures.ts';
import { newMobile, newUnverifiedPayer } from './pay-fixtures.ts';
import { playRound, setProfile } from './rg-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

/**
 * Where a verified identity is required (docs/COMPLIANCE.md "Identity (KYC)"): in br-regulated before a
 * deposit, a stake (originals, live, a game's launch) and a withdrawal, refused `KYC_REQUIRED`; in the
 * default profile only what the operator's `compliance.kycRequired` names.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
}, 180_000);
afterAll(async () => t?.close());

/** A player with recharge info and the br-regulated limits step done, not verified. */
const unverified = () => newUnverifiedPayer(t);

const deposit = (token: string) =>
  t.api('POST', '/recharge/create', { token, body: { amount: '50.00' }, lang: 'en' });
const launch = (token: string) =>
  t.api('POST', '/game/launch', { token, body: { game_id: '1' }, lang: 'en' });
const liveBet = (token: string) =>
  t.api('POST', '/live/crash/bet', { token, body: { amount: '1.00' }, lang: 'en', form: false });

describe('br-regulated: verified before money and stakes', () => {
  beforeAll(() => setProfile(t, 'br-regulated'));
  afterAll(() => setProfile(t, 'standard'));

  it('refuses a deposit, a stake and a launch of an unverified player with KYC_REQUIRED, localised', async () => {
    const p = await unverified();
    for (const answer of [
      await deposit(p.token),
      await playRound(t, p.token, '1.00', 'en'),
      await launch(p.token),
    ]) {
      expect(answer.data.error).toBe('KYC_REQUIRED');
      expect(answer.msg).toBe('Verify your identity to continue');
    }
    expect((await liveBet(p.token)).data.error).toMatch(/KYC_REQUIRED|LIVE_NOT_BETTING/);
    const status = await t.api('GET', '/kyc/status', { token: p.token });
    expect(status.data.required).toEqual({ deposit: true, stake: true, withdraw: true });
  });

  it('lets the same player deposit once verified', async () => {
    const p = await unverified();
    await verifyPlayer(t, p.token, 'Maria da Silva', p.cpf);
    expect((await deposit(p.token)).code).toBe(1);
  });

  it('refuses a withdrawal of an unverified player, and allows it once verified', async () => {
    const p = await eligiblePlayer(t, 100_000n, { verified: false });
    const refused = await apply(t, p, { amount: '50.00', account_id: p.accountId });
    expect(refused.data.error).toBe('KYC_REQUIRED');
    await verifyPlayer(t, p.token, 'Maria da Silva', p.cpf);
    expect((await apply(t, p, { amount: '50.00', account_id: p.accountId })).code).toBe(1);
  });

  it('a verified player sent back to pending (a re-verification) is refused until the new selfie', async () => {
    const p = await unverified();
    await verifyPlayer(t, p.token, 'Maria da Silva', p.cpf);
    const { requestReverification } = await import('../src/modules/kyc/index.ts');
    await t.database.db.transaction((tx) =>
      requestReverification(tx, p.memberId, 'reverify_phone', t.clock.now),
    );
    const status = await t.api('GET', '/kyc/status', { token: p.token });
    expect(status.data).toMatchObject({ state: 'pending', step: 'selfie', reason: 'reverify_phone' });
    expect((await deposit(p.token)).data.error).toBe('KYC_REQUIRED');
    expect((await kycSelfie(t, p.token)).data.state).toBe('verified');
    expect((await deposit(p.token)).code).toBe(1);
  });
});

describe('the default profile: the operator chooses', () => {
  it('requires nothing by default', async () => {
    const p = await unverified();
    expect((await deposit(p.token)).code).toBe(1);
  });

  it('requires what compliance.kycRequired names, and only that', async () => {
    await updateSettingsSection(t.database.db, 'compliance', {
      ...DEFAULT_SETTINGS.compliance,
      kycRequired: { deposit: true, stake: false, withdraw: false },
    });
    try {
      const p = await unverified();
      expect((await deposit(p.token)).data.error).toBe('KYC_REQUIRED');
      expect((await launch(p.token)).data.error).not.toBe('KYC_REQUIRED');
      const status = await t.api('GET', '/kyc/status', { token: p.token });
      expect(status.data.required).toEqual({ deposit: true, stake: false, withdraw: false });
    } finally {
      await setProfile(t, 'standard');
    }
  });
});

describe('after verification, the payer and the account holder are the verified identity', () => {
  it('refuses another name or CPF in the recharge info and the withdrawal account, naming the field', async () => {
    const p = await unverified();
    await verifyPlayer(t, p.token, 'Maria da Silva', p.cpf);
    const info = (body: Record<string, string>) =>
      t.api('POST', '/recharge/info', {
        token: p.token,
        lang: 'en',
        body: { name: 'Maria da Silva', cpf: p.cpf, mobile: newMobile(), email: 'm@exemplo.com.br', ...body },
      });
    const other = await info({ name: 'Joana Pereira' });
    expect(other.data).toMatchObject({ error: 'KYC_IDENTITY_MISMATCH', field: 'name' });
    expect(other.msg).toBe('Use the name and CPF of your verified identity');
    expect((await info({ name: 'maria  da silva' })).code).toBe(1);
  });
});
