import { normalizeCpf } from '@jl/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../src/lib/request-context.ts';
import { returnBalance, type StepContext } from '../src/modules/barred/barred-steps.ts';
import { barredCases } from '../src/modules/barred/index.ts';
import { closureContext } from '../src/modules/closure/index.ts';
import { liveBets, refundOpenBetsOf } from '../src/modules/live/index.ts';
import { checkRegistryAtLogin } from '../src/modules/rg/index.ts';
import { balancesOf, giveBonus, one } from './closure-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { nextCrashRound } from './live-fixtures.ts';
import { newOrder, newPayer, type Payer, pixPaying, postWebhook, sandboxOf } from './pay-fixtures.ts';
import { newSession, registryOf, rgStatus } from './rg-fixtures.ts';
import { apply, bindBody, LOGIN_PASSWORD, NOON_SP, WITHDRAW_PASSWORD } from './withdraw-fixtures.ts';

/**
 * A Bolsa Família / BPC beneficiary flagged by the central registry (IN SPA/MF 22/2025;
 * docs/COMPLIANCE.md "Barred beneficiaries"): stakes and deposits refused at once, the open live bet
 * refunded once by `barred.cancel-bets`, a voluntary withdrawal in the 2-day window whatever the VIP
 * level, the rest returned once by Pix by `barred.return-balance` (a replay and two runs at once make one
 * withdrawal), the account closed on day 3 by `barred.close-accounts`; the ledger's invariants hold.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  t.clock.set(NOON_SP);
  await t.app.jobs.runDue(); // the first run sets every job's cursor
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

type Depositor = Payer & { accountId: string };

/** VIP0: R$ 100,00 paid by Pix, a R$ 10,00 bonus, a withdrawal password and a bound account. */
async function beneficiary(): Promise<Depositor> {
  const payer = await newPayer(t);
  const paid = await postWebhook(t, pixPaying(t, await newOrder(t, payer, '100.00'), payer));
  expect(paid.status).toBe(200);
  await giveBonus(t, payer.memberId, 1_000n);
  const body = { password: WITHDRAW_PASSWORD, repassword: WITHDRAW_PASSWORD, login_password: LOGIN_PASSWORD };
  expect((await t.api('POST', '/user/withdraw-password', { token: payer.token, body })).code).toBe(1);
  const bound = await t.api('POST', '/withdraw/bind', { token: payer.token, body: bindBody(payer.cpf) });
  expect(bound.code).toBe(1);
  return { ...payer, accountId: bound.data.list[0].id };
}

/** Advances the test clock and runs every job's due periods, as the timer would. */
async function later(ms: number) {
  t.clock.advance(ms);
  await t.app.jobs.runDue();
}

const caseOf = async (memberId: bigint) =>
  (await t.database.db.select().from(barredCases).where(eq(barredCases.memberId, memberId)))[0];
const returns = async (memberId: bigint) =>
  one(
    t,
    sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::text as total from withdrawals
        where member_id = ${String(memberId)}::bigint and idempotency_key like 'barred-return:%'`,
  );
const refundTransfers = async (memberId: bigint) =>
  one(
    t,
    sql`select count(*)::int as n from ledger_transfers
        where idempotency_key like ${`round:originals:crash.%.${memberId}:refund`}`,
  );

describe('a flagged Bolsa Família / BPC beneficiary', () => {
  it('is refused, refunded, may withdraw for 2 days, gets the rest by Pix, and is closed on day 3', async () => {
    const first = await beneficiary();
    t.clock.advance(DAY); // a new São Paulo day: the day's first login asks the registry again
    const p = { ...first, token: await newSession(t, first.memberId) };
    await nextCrashRound(t);
    const bet = await t.api('POST', '/live/crash/bet', { token: p.token, body: { amount: '5.00' } });
    expect(bet.code, bet.msg).toBe(1);

    registryOf(t).beneficiaries.add(normalizeCpf(p.cpf));
    const ctx = { db: t.database.db, registry: registryOf(t), now: () => t.clock.now, log: t.app.log };
    await checkRegistryAtLogin(ctx, p.memberId);
    const flaggedAt = t.clock.now.getTime();
    const status = (await rgStatus(t, p.token)).data;
    expect(status.registry).toMatchObject({ status: 'barred', category: 'beneficiary' });
    expect(status.registry.beneficiary).toEqual({
      flagged_at: new Date(flaggedAt).toISOString(),
      withdraw_until: new Date(flaggedAt + 2 * DAY).toISOString(),
      close_at: new Date(flaggedAt + 3 * DAY).toISOString(),
      step: 'window',
    });
    const deposit = await t.api('POST', '/recharge/create', { token: p.token, body: { amount: '50.00' } });
    expect(deposit.data.error).toBe('RG_REGISTRY_BARRED');
    expect(
      (await t.api('POST', '/live/crash/bet', { token: p.token, body: { amount: '1.00' } })).data.error,
    ).toBe('RG_REGISTRY_BARRED');

    // Step 1: the open bet is refunded once, however often the job runs.
    await later(31_000);
    await later(31_000);
    const [liveBet] = await t.database.db.select().from(liveBets).where(eq(liveBets.memberId, p.memberId));
    expect(liveBet!.status).toBe('refunded');
    expect((await refundTransfers(p.memberId))?.n).toBe(1);
    expect((await caseOf(p.memberId))?.betsRefundedCents).toBe(500n);

    // In the window: the player withdraws part of their own money whatever the VIP level.
    const own = await apply(t, p, { amount: '30.00', account_id: p.accountId });
    expect(own.code, own.msg).toBe(1);
    await sandboxOf(t).settle();

    // Step 2 at the window's end: one return of the rest. The stake had spent R$ 5,00 of the bonus first
    // and its refund came back as the player's own (the wallet's rule favours the player): R$ 105,00 own,
    // R$ 30,00 withdrawn, R$ 75,00 returned; the R$ 5,00 of bonus left is forfeited.
    await later(2 * DAY - 2 * 31_000 + MINUTE);
    const ctxStep: StepContext = { ...requestContext(t.app), closure: closureContext(t.app) };
    const row = (await caseOf(p.memberId))!;
    await Promise.all([returnBalance(ctxStep, row), returnBalance(ctxStep, row)]);
    await later(MINUTE);
    expect(await returns(p.memberId)).toEqual({ n: 1, total: '7500' });
    expect((await rgStatus(t, p.token)).data.registry.beneficiary.step).toBe('returning');
    await sandboxOf(t).settle();
    expect(await balancesOf(t, p.memberId)).toMatchObject({ cash: 0n, locked: 0n });

    // Step 3 on day 3: the account is closed by the registry, once.
    await later(DAY);
    await later(MINUTE);
    expect((await caseOf(p.memberId))?.closedAt).not.toBeNull();
    const closure = await one(
      t,
      sql`select count(*)::int as n from account_closures where member_id = ${String(p.memberId)}::bigint`,
    );
    expect(closure?.n).toBe(1);
    const closed = await one(
      t,
      sql`select detail->>'by' as by from rg_actions where member_id = ${String(p.memberId)}::bigint
          and action = 'closure.closed'`,
    );
    expect(closed?.by).toBe('registry');
    expect(await returns(p.memberId)).toEqual({ n: 1, total: '7500' });
  });

  it('refunds an open live bet once when two refunds run at once, and its round does not settle it again', async () => {
    const first = await beneficiary();
    const p = { ...first, token: await newSession(t, first.memberId) };
    await nextCrashRound(t);
    const bet = await t.api('POST', '/live/crash/bet', { token: p.token, body: { amount: '2.00' } });
    expect(bet.code, bet.msg).toBe(1);
    const before = await balancesOf(t, p.memberId);
    const refunded = await Promise.all([
      refundOpenBetsOf(t.database.db, p.memberId, t.clock.now),
      refundOpenBetsOf(t.database.db, p.memberId, t.clock.now),
    ]);
    expect(refunded.reduce((a, b) => a + b, 0n)).toBe(200n);
    expect((await refundTransfers(p.memberId))?.n).toBe(1);
    expect((await balancesOf(t, p.memberId)).locked).toBe((before.locked ?? 0n) + 200n);
    // The round then ends: the refunded bet is not settled again, and a later refund finds nothing open.
    await nextCrashRound(t);
    const [row] = await t.database.db.select().from(liveBets).where(eq(liveBets.memberId, p.memberId));
    expect(row!.status).toBe('refunded');
    expect(await refundOpenBetsOf(t.database.db, p.memberId, t.clock.now)).toBe(0n);
  });

  it('a self-excluded CPF is barred with its category and no way to closure', async () => {
    const p = await beneficiary();
    registryOf(t).barred.add(normalizeCpf(p.cpf));
    t.clock.advance(DAY);
    const ctx = { db: t.database.db, registry: registryOf(t), now: () => t.clock.now, log: t.app.log };
    await checkRegistryAtLogin(ctx, p.memberId);
    const status = (await rgStatus(t, p.token)).data;
    expect(status.registry).toMatchObject({
      status: 'barred',
      category: 'self_exclusion',
      beneficiary: null,
    });
    await later(MINUTE);
    expect(await caseOf(p.memberId)).toBeUndefined();
  });
});
