import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/events/index.ts';
import { createMember } from '../src/modules/auth/index.ts';
import { deposit, newPayer, setActivities, setProfile, transfersOf } from './activity-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newMobile } from './pay-fixtures.ts';
import { NOON_SP } from './withdraw-fixtures.ts';

// The one idempotency rule (docs/API.md "Idempotency"), endpoint by endpoint: the same key and body
// answer the first answer (also 20 at once), the same key with another body is IDEMPOTENCY_CONFLICT
// and writes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
beforeEach(async () => {
  t.clock.set(NOON_SP);
  await setProfile(t, 'standard');
  await setActivities(t, {});
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const post = (path: string, token: string, key: string, body?: Record<string, unknown>) =>
  t.api('POST', path, { token, headers: { 'idempotency-key': key }, ...(body ? { body } : {}) });
const twenty = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, call));

describe('POST /activity/receive', () => {
  it('answers 20 concurrent claims with one key with the first answer, and pays once', async () => {
    const payer = await newPayer(t);
    await deposit(t, payer, '100.00');
    const key = `recv-${randomUUID()}`;
    const answers = await twenty(() =>
      post('/activity/receive', payer.token, key, { code: 'first_deposit' }),
    );
    expect(answers[0]).toMatchObject({ code: 1, data: { code: 'first_deposit', fund_type: 16 } });
    for (const answer of answers) expect(answer).toMatchObject({ code: 1, data: answers[0]!.data });
    expect(await transfersOf(t, payer.memberId, 16)).toHaveLength(1);
    const later = await post('/activity/receive', payer.token, key, { code: 'first_deposit' });
    expect(later.data).toEqual(answers[0]!.data);
  });

  it('refuses the same key with another code with IDEMPOTENCY_CONFLICT and pays nothing', async () => {
    const payer = await newPayer(t);
    await deposit(t, payer, '100.00');
    const key = `recv-${randomUUID()}`;
    expect((await post('/activity/receive', payer.token, key, { code: 'first_deposit' })).code).toBe(1);
    const other = await post('/activity/receive', payer.token, key, { code: 'recharge_reward' });
    expect(other.data.error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await transfersOf(t, payer.memberId, 14)).toHaveLength(0);
    // The other claim was open all along: with its own key it pays.
    expect(
      (await post('/activity/receive', payer.token, `recv-${randomUUID()}`, { code: 'recharge_reward' }))
        .code,
    ).toBe(1);
    expect(await transfersOf(t, payer.memberId, 14)).toHaveLength(1);
  });
});

describe('POST /activity/checkin', () => {
  it('answers 20 concurrent check-ins with one key with the first answer, and pays once', async () => {
    const payer = await newPayer(t);
    const key = `checkin-${randomUUID()}`;
    const answers = await twenty(() => post('/activity/checkin', payer.token, key));
    expect(answers[0]).toMatchObject({ code: 1, data: { code: 'checkin', fund_type: 30 } });
    for (const answer of answers) expect(answer).toMatchObject({ code: 1, data: answers[0]!.data });
    expect(await transfersOf(t, payer.memberId, 30)).toHaveLength(1);
  });

  it('keeps keys per endpoint: a check-in key does not answer a claim', async () => {
    const payer = await newPayer(t);
    await deposit(t, payer, '100.00');
    const key = `shared-${randomUUID()}`;
    expect((await post('/activity/checkin', payer.token, key)).data.code).toBe('checkin');
    expect((await post('/activity/receive', payer.token, key, { code: 'first_deposit' })).data.code).toBe(
      'first_deposit',
    );
  });
});

describe('POST /activity/wheel/spin', () => {
  async function invite(inviterId: bigint, n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      const friend = await createMember(t.database.db, {
        phone: newMobile(),
        password: 'segredo123',
        now: t.clock.now,
      });
      const payload = { inviterId: String(inviterId), ip: null, device: null };
      await recordEvent(t.database.db, 'member.registered', friend.id, payload, t.clock.now);
    }
    await t.app.events.drain();
  }

  it('answers 20 concurrent spins with one key with the first spin and spends one spin', async () => {
    const payer = await newPayer(t);
    await invite(payer.memberId, 1); // 2 spins
    const key = `spin-${randomUUID()}`;
    const answers = await twenty(() => post('/activity/wheel/spin', payer.token, key));
    expect(answers.map((a) => a.data?.error ?? 'ok')).toEqual(Array(20).fill('ok'));
    for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data);
    const wheel = await t.api('GET', '/activity/wheel', { token: payer.token });
    expect(wheel.data.spins).toBe(1);
    // After the spins are gone the key still answers the spin it made.
    await post('/activity/wheel/spin', payer.token, `spin-${randomUUID()}`);
    expect((await post('/activity/wheel/spin', payer.token, key)).data).toEqual(answers[0]!.data);
  });
});
