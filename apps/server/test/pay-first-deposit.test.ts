import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstDepositReports } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newOrder, newPayer, type Payer, pixPaying, postWebhook } from './pay-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

const reports = (payer: Payer) =>
  t.database.db.select().from(firstDepositReports).where(eq(firstDepositReports.memberId, payer.memberId));

async function deposit(payer: Payer, amount = '50.00') {
  const order = await newOrder(t, payer, amount);
  expect((await postWebhook(t, pixPaying(t, order, payer))).data.receipts[0].disposition).toBe('credited');
}

describe('first-deposit reporting (docs/SPECIFICATION.md §4, §7)', () => {
  it('GET /user/fb answers zero and is_fb 0 before any deposit', async () => {
    const payer = await newPayer(t);
    const answer = await t.api('GET', '/user/fb', {
      token: payer.token,
      query: { id: String(payer.memberId) },
    });
    expect(answer).toEqual(
      expect.objectContaining({ code: 1, data: { userInfo: { accumulated_recharge: '0.00', is_fb: 0 } } }),
    );
  });

  it('/activity/Fbb answers CONDITION_NOT_MET before a credited deposit and records nothing', async () => {
    const payer = await newPayer(t);
    await newOrder(t, payer); // an unpaid order does not count
    const answer = await t.api('GET', '/activity/Fbb', {
      token: payer.token,
      query: { pixId: 'kw-1', ageCode: 'ad=1' },
      lang: 'en',
    });
    expect(answer).toMatchObject({ code: 0, msg: 'Condition not met', data: { error: 'CONDITION_NOT_MET' } });
    expect(await reports(payer)).toHaveLength(0);
    expect((await t.api('GET', '/user/fb', { token: payer.token })).data.userInfo.is_fb).toBe(0);
  });

  it('records the conversion once with pixId, ageCode and amount, and sets is_fb', async () => {
    const payer = await newPayer(t);
    await deposit(payer, '50.00');
    expect((await t.api('GET', '/user/fb', { token: payer.token })).data.userInfo).toEqual({
      accumulated_recharge: '50.00',
      is_fb: 0,
    });
    const first = await t.api('GET', '/activity/Fbb', {
      token: payer.token,
      query: { pixId: 'kwai-123', ageCode: 'utm_source=kwai&c=9' },
    });
    expect(first).toMatchObject({ code: 1, data: { is_fb: 1, recorded: true } });
    expect((await t.api('GET', '/user/fb', { token: payer.token })).data.userInfo.is_fb).toBe(1);
    // A second call (a retry, another tab) answers success without recording again.
    await deposit(payer, '20.00');
    const second = await t.api('GET', '/activity/Fbb', { token: payer.token, query: { pixId: 'other' } });
    expect(second).toMatchObject({ code: 1, data: { is_fb: 1, recorded: false } });
    const rows = await reports(payer);
    expect(rows).toEqual([
      expect.objectContaining({ pixId: 'kwai-123', ageCode: 'utm_source=kwai&c=9', amountCents: 5_000n }),
    ]);
  });

  it('records one report when called concurrently', async () => {
    const payer = await newPayer(t);
    await deposit(payer);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.api('GET', '/activity/Fbb', { token: payer.token, query: { pixId: 'p' } }),
      ),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(answers.filter((a) => a.data.recorded)).toHaveLength(1);
    expect(await reports(payer)).toHaveLength(1);
  });

  it("stores the app's 'null' pixel id as no id", async () => {
    const payer = await newPayer(t);
    await deposit(payer);
    await t.api('GET', '/activity/Fbb', { token: payer.token, query: { pixId: 'null', ageCode: '' } });
    expect(await reports(payer)).toEqual([expect.objectContaining({ pixId: null, ageCode: null })]);
  });

  it('refuses oversize and unknown parameters naming them, and records nothing', async () => {
    const payer = await newPayer(t);
    await deposit(payer);
    const bad: Record<string, string>[] = [
      { pixId: 'x'.repeat(201) },
      { ageCode: 'y'.repeat(501) },
      { other: '1' },
    ];
    for (const query of bad) {
      const answer = await t.api('GET', '/activity/Fbb', { token: payer.token, query });
      expect(answer.code).toBe(0);
      expect(answer.data.field).toBe(Object.keys(query)[0]);
    }
    expect(await reports(payer)).toHaveLength(0);
  });
});
