import type { Cents } from '@jl/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adjust,
  creditBonus,
  creditDeposit,
  holdWithdrawal,
  placeStake,
  postWithdrawal,
  refundStake,
  settleWin,
} from '../src/modules/wallet/index.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { bearer, signInNewStaff } from './staff-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let memberId = 0n;

const spDay = (at: Date, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(at.getTime() + days * 86_400_000),
  );

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date());
  for (const role of ['owner', 'finance', 'support', 'marketing'] as const) {
    tokens[role] = await signInNewStaff(t, `r-${role}`, role);
  }
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const range = () => ({ from: spDay(new Date(), -1), to: spDay(new Date(), 1) });

async function summary(group: string, role = 'finance', extra: Record<string, string> = {}) {
  const answer = await t.api('GET', '/admin/reports/summary', {
    headers: bearer(tokens[role]!),
    query: { ...range(), group, ...extra },
  });
  return answer;
}

const cents = (v: string | null) => (v === null ? null : BigInt(v.replace('.', '')));

/** Every movement the report is made of, for one player: each kind of money at least once. */
async function buildActivity() {
  const db = t.database.db;
  const player = await fundedPlayer(db, 100_00n); // a manual credit (code 2) of R$ 100,00
  memberId = player.memberId;
  const round = { memberId, platform: 'originals' };
  await db.transaction(async (tx) => {
    await creditDeposit(tx, { memberId, amount: 50_00n as Cents, idempotencyKey: 'rep:dep:1' });
    await placeStake(tx, {
      ...round,
      roundId: 'rep-1',
      amount: 10_00n as Cents,
      meta: { game: 'fruit-trio' },
    });
    await settleWin(tx, {
      ...round,
      roundId: 'rep-1',
      amount: 25_00n as Cents,
      meta: { game: 'fruit-trio' },
    });
    await placeStake(tx, {
      ...round,
      roundId: 'rep-2',
      amount: 5_00n as Cents,
      meta: { game: 'jungle-ways' },
    });
    await placeStake(tx, {
      ...round,
      roundId: 'rep-3',
      amount: 3_00n as Cents,
      meta: { game: 'fruit-trio' },
    });
    await refundStake(tx, { ...round, roundId: 'rep-3' });
    await creditBonus(tx, { memberId, amount: 2_00n as Cents, code: 14, idempotencyKey: 'rep:bonus:1' });
    await creditBonus(tx, {
      memberId,
      amount: 1_00n as Cents,
      code: 4,
      target: 'team_bonus',
      idempotencyKey: 'rep:share:1',
    });
    await adjust(tx, {
      memberId,
      amount: 5_00n as Cents,
      code: 22,
      reason: 'report test debit',
      actorId: 1n,
      idempotencyKey: 'rep:debit:1',
    });
    await holdWithdrawal(tx, { memberId, amount: 20_00n as Cents, withdrawalId: 'rep-w1' });
    await postWithdrawal(tx, { memberId, withdrawalId: 'rep-w1', fee: 1_00n as Cents });
  });
}

/** Sums of ledger entries over the report's days, by account (house kinds; all player accounts as one). */
async function movements() {
  const { from, to } = range();
  const result = (await t.database.db.execute(sql`
    select case when a.member_id is null then a.kind else 'players' end as kind, e.code,
      sum(e.amount)::text as amount
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.created_at >= (${from}::date::timestamp at time zone 'America/Sao_Paulo')
      and e.created_at < ((${to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')
    group by 1, 2`)) as unknown as { rows: { kind: string; code: number; amount: string }[] };
  const sum = (match: (kind: string, code: number) => boolean) =>
    result.rows.filter((r) => match(r.kind, Number(r.code))).reduce((s, r) => s + BigInt(r.amount), 0n);
  return { sum };
}

describe('GET /admin/reports/summary', () => {
  it('is all zero on an empty book, with the configured tax rate', async () => {
    const answer = await summary('day');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.list).toEqual([]);
    expect(answer.data.tax_rate).toBe('13.00');
    expect(answer.data.totals).toMatchObject({ ggr: '0.00', ngr: '0.00', tax_base: '0.00', tax: '0.00' });
  });

  it('reports every kind of money; a losing period has a tax base of zero; NGR counts manual credits', async () => {
    await buildActivity();
    const answer = await summary('day');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.list).toHaveLength(1);
    expect(answer.data.list[0].key).toBe(spDay(new Date()));
    expect(answer.data.totals).toEqual({
      bets: '15.00', // 10 + 5 + 3 staked, 3 refunded
      wins: '25.00',
      ggr: '-10.00',
      bonuses: '2.00',
      commissions: '1.00',
      adjustment_credits: '100.00',
      adjustment_debits: '5.00',
      ngr: '-108.00', // −10 − 2 − 1 − 100 + 5
      deposits: '50.00',
      withdrawals: '20.00',
      tax_base: '0.00',
      tax: '0.00',
    });
  });

  it('agrees with the dashboard: the same NGR for the day, manual credits and debits included', async () => {
    const report = (await summary('day')).data.totals;
    const board = await t.api('GET', '/admin/reports/dashboard', { headers: bearer(tokens.finance!) });
    expect(board.code, board.msg).toBe(1);
    const today = board.data.days.at(-1);
    expect(today.ggr).toBe(report.ggr);
    expect(today.ngr).toBe(report.ngr);
    expect(today.ngr).toBe('-108.00');
  });

  it('taxes a winning period at the operator’s rate, rounded half up to the centavo', async () => {
    await t.database.db.transaction((tx) =>
      placeStake(tx, { memberId, platform: 'originals', roundId: 'rep-4', amount: 40_03n as Cents }),
    );
    const totals = (await summary('month')).data.totals;
    expect(totals.ggr).toBe('30.03');
    expect(totals.tax_base).toBe('30.03');
    expect(totals.tax).toBe('3.90'); // 30.03 × 13% = 3.9039
    const owner = bearer(tokens.owner!);
    const read = await t.api('GET', '/admin/settings/tax', { headers: owner });
    expect(read.data.value).toEqual({ ggrRate: '13.00' });
    const saved = await t.api('POST', '/admin/settings/tax', {
      headers: owner,
      form: false,
      body: { value: { ggrRate: '15.00' }, reason: 'LC 224/2025 schedule, 2028' },
    });
    expect(saved.code, saved.msg).toBe(1);
    const after = (await summary('month')).data;
    expect(after.tax_rate).toBe('15.00');
    expect(after.totals.tax).toBe('4.50'); // 30.03 × 15% = 4.5045
  });

  it('reconciles with the ledger both ways: the house accounts’ movements and the players’', async () => {
    const totals = (await summary('day')).data.totals;
    const c = (k: string) => cents(totals[k])!;
    const { sum } = await movements();
    const game = (kind: string) => kind.startsWith('game_bankroll') || kind.startsWith('provider:');
    expect(sum((k) => game(k))).toBe(c('ggr'));
    expect(-sum((k) => k === 'bonus_expense')).toBe(c('bonuses'));
    expect(-sum((k) => k === 'referral_expense')).toBe(c('commissions'));
    expect(-sum((k) => k === 'adjustments')).toBe(c('adjustment_credits') - c('adjustment_debits'));
    expect(-sum((k, code) => k === 'pix_clearing' && code === 1)).toBe(c('deposits'));
    expect(sum((k, code) => (k === 'pix_clearing' || k === 'fees') && code === 9)).toBe(c('withdrawals'));
    // The whole house side is NGR less what came in by Pix plus what went out; the players' side mirrors it.
    const house = sum((k) => k !== 'players');
    expect(house).toBe(c('ngr') - c('deposits') + c('withdrawals'));
    expect(sum((k) => k === 'players')).toBe(-house);
  });

  it('groups by each value, and the rows always add up to the totals', async () => {
    const day = spDay(new Date());
    const monday = (() => {
      const d = new Date(`${day}T12:00:00Z`);
      return spDay(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000));
    })();
    const expected: Record<string, (string | null)[]> = {
      day: [day],
      week: [monday],
      month: [day.slice(0, 7)],
      game: ['fruit-trio', 'jungle-ways', 'originals', null],
      provider: ['house', null],
      platform: ['originals', null],
    };
    for (const [group, keys] of Object.entries(expected)) {
      const data = (await summary(group)).data;
      expect(
        data.list.map((r: { key: string | null }) => r.key),
        group,
      ).toEqual(keys);
      for (const field of ['bets', 'wins', 'ggr', 'ngr', 'deposits', 'withdrawals', 'adjustment_credits']) {
        const rows = data.list.reduce((s: bigint, r: Record<string, string>) => s + cents(r[field]!)!, 0n);
        expect(rows, `${group} ${field}`).toBe(cents(data.totals[field]));
      }
      const byTime = ['day', 'week', 'month'].includes(group);
      for (const row of data.list) expect(row.tax_base === null, group).toBe(!byTime);
    }
  });

  it('is for finance and the owner only', async () => {
    expect((await summary('day', 'owner')).code).toBe(1);
    for (const role of ['support', 'marketing']) {
      const answer = await summary('day', role);
      expect(answer.code).toBe(0);
      expect(answer.data.error).toBe('STAFF_FORBIDDEN');
    }
  });

  it('refuses a bad query with a localised message', async () => {
    const headers = bearer(tokens.finance!);
    const ask = (query: Record<string, string>, lang = 'en') =>
      t.api('GET', '/admin/reports/summary', { headers, query, lang });
    const reversed = await ask({ from: '2026-03-10', to: '2026-03-01' });
    expect(reversed.data).toEqual({ error: 'INVALID_FIELD', field: 'to' });
    expect(reversed.msg).toMatch(/end date/);
    const long = await ask({ from: '2025-01-01', to: '2026-01-02' }, 'pt-BR');
    expect(long.msg).toMatch(/366 dias/);
    const group = await ask({ from: '2026-03-01', to: '2026-03-02', group: 'year' }, 'es');
    expect(group.data).toEqual({ error: 'INVALID_FIELD', field: 'group' });
    expect(group.msg).toMatch(/Agrupar por/);
    expect((await ask({ from: '2026-02-30', to: '2026-03-02' })).data.field).toBe('from');
    expect((await ask({ from: '2026-03-01', to: '2026-03-02', sort: 'x' })).data.error).toBe('UNKNOWN_FIELD');
  });

  it('exports the same rows and a totals row as CSV', async () => {
    const json = (await summary('game')).data;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/reports/summary',
      headers: { ...bearer(tokens.finance!), platform: 'H5' },
      query: { ...range(), group: 'game', format: 'csv' },
    });
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="summary-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'key,bets,wins,ggr,bonuses,commissions,adjustment_credits,adjustment_debits,ngr,deposits,withdrawals,tax_base,tax',
    );
    expect(lines).toHaveLength(json.list.length + 2);
    const br = (v: string) => `"${v.replace('.', ',')}"`;
    expect(lines[1]!.startsWith(`fruit-trio,${br(json.list[0].bets)},${br(json.list[0].wins)},`)).toBe(true);
    // Rows grouped by game carry no tax base: empty cells.
    expect(lines[1]!.endsWith(',,')).toBe(true);
    expect(lines.at(-1)).toMatch(/^total,"\d+,\d{2}"/);
    // A negative amount is a number, not a formula: never prefixed.
    expect(response.body).not.toContain(`"'-`);
  });
});
