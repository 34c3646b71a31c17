import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransfers, withdrawals } from '../src/db/schema.ts';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sandboxOf } from './pay-fixtures.ts';
import { bearer, signInNewStaff } from './staff-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

/**
 * The staff lists' server-side sort and filters, and the bulk decisions on the withdrawal review queue
 * and the pending adjustments: each row through the single-row path, each with its own result.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
  for (const [name, role] of [
    ['fin1', 'finance'],
    ['fin2', 'finance'],
    ['help', 'support'],
  ] as const) {
    tokens[name] = await signInNewStaff(t, name, role);
  }
  // Everything above R$ 500,00 waits for review; above R$ 650,00 it needs two approvers.
  await updateSettingsSection(t.database.db, 'withdraw', {
    min: '20.00',
    windowStart: '00:00',
    windowEnd: '22:00',
    timeZone: 'America/Sao_Paulo',
    autoApproveMax: '500.00',
    twoApprovalsAbove: '650.00',
  });
}, 180_000);
beforeEach(() => t.clock.set(NOON_SP));
afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

const as = (name: string) => bearer(tokens[name]!);
const list = (query: Record<string, string>, lang = 'en') =>
  t.api('GET', '/admin/withdrawals', { headers: as('fin1'), query, lang });
const bulk = (name: string, body: Record<string, unknown>, path = '/admin/withdrawals/bulk', lang = 'en') =>
  t.api('POST', path, { headers: as(name), body, form: false, lang });

async function underReview(amount: string) {
  const player = await eligiblePlayer(t);
  const applied = await apply(t, player, { amount, account_id: player.accountId });
  expect(applied.data.withdrawal.status).toBe('applying');
  const [row] = await t.database.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, applied.data.withdrawal.order_no));
  return { player, id: String(row!.id), orderNo: row!.orderNo };
}

describe('sorting and filtering the withdrawal queue on the server', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    for (const amount of ['510.00', '600.00', '640.00']) ids.push((await underReview(amount)).id);
  }, 180_000);

  it('filters by amount range and sorts by amount either way', async () => {
    const between = await list({ min: '550', max: '640.00', sort: '-amount' });
    expect(between.code, between.msg).toBe(1);
    expect(between.data.list.map((w: { amount: string }) => w.amount)).toEqual(['640.00', '600.00']);
    expect(between.data.total).toBe(2);
    const up = await list({ sort: 'amount' });
    expect(up.data.list.map((w: { amount: string }) => w.amount)).toEqual(['510.00', '600.00', '640.00']);
  });

  it('filters by São Paulo days and by VIP level', async () => {
    expect((await list({ from: '2026-03-10', to: '2026-03-10' })).data.total).toBe(3);
    expect((await list({ from: '2026-03-11' })).data.total).toBe(0);
    const vip = (await list({})).data.list[0].vip_level as number;
    expect((await list({ vip: String(vip) })).data.total).toBe(3);
    expect((await list({ vip: String(vip + 1) })).data.total).toBe(0);
  });

  it('refuses an unknown sort, a range upside down and an unknown field, localised', async () => {
    const sort = await list({ sort: 'cpf' }, 'pt-BR');
    expect(sort.data).toEqual({ error: 'INVALID_FIELD', field: 'sort' });
    expect(sort.msg).toBe('Ordenação desconhecida para esta lista');
    const range = await list({ min: '700', max: '600' }, 'es');
    expect(range.data).toEqual({ error: 'INVALID_FIELD', field: 'max' });
    expect(range.msg).toMatch(/Rango inválido/);
    expect((await list({ from: '2026-03-12', to: '2026-03-10' })).data.field).toBe('to');
    expect((await list({ min: '12,50' })).data.field).toBe('min');
    expect((await list({ vip: 'gold' })).data.field).toBe('vip');
    expect((await list({ colour: 'red' })).data.error).toBe('UNKNOWN_FIELD');
  });

  it('applies the same filters to the adjustments list', async () => {
    const answer = await t.api('GET', '/admin/adjustments', {
      headers: as('fin1'),
      query: { sort: '-amount', min: '1', from: '2026-03-01' },
    });
    expect(answer.code, answer.msg).toBe(1);
    const bad = await t.api('GET', '/admin/adjustments', { headers: as('fin1'), query: { sort: 'staff' } });
    expect(bad.data).toEqual({ error: 'INVALID_FIELD', field: 'sort' });
  });
});

describe('bulk decisions', () => {
  it('approves each row through the single path: a two-approval row is only recorded; a bad id says so', async () => {
    const small = await underReview('520.00');
    const big = await underReview('700.00');
    const answer = await bulk('fin1', { action: 'approve', ids: [small.id, big.id, '999999'] });
    expect(answer.code, answer.msg).toBe(1);
    const [a, b, c] = answer.data.results;
    expect(a).toMatchObject({ id: small.id, ok: true, status: 'wait' });
    // Above the second amount the first approval is recorded and the row stays under review.
    expect(b).toMatchObject({ id: big.id, ok: true, status: 'applying' });
    expect(c).toMatchObject({ id: '999999', ok: false, status: null });
    expect(c.msg).toBeTruthy();
    // The same staff member cannot give the second approval, in bulk as one by one.
    const again = await bulk('fin1', { action: 'approve', ids: [big.id] }, undefined, 'pt-BR');
    expect(again.data.results[0]).toMatchObject({ ok: false, error: 'STAFF_SECOND_APPROVER' });
    const second = await bulk('fin2', { action: 'approve', ids: [big.id] });
    expect(second.data.results[0]).toMatchObject({ ok: true, status: 'wait' });
  });

  it('a replay decides nothing twice, and two bulk approvals racing pay each withdrawal once', async () => {
    const rows = [await underReview('530.00'), await underReview('540.00')];
    const ids = rows.map((r) => r.id);
    const [one, two] = await Promise.all([
      bulk('fin1', { action: 'approve', ids }),
      bulk('fin2', { action: 'approve', ids }),
    ]);
    const wins = [...one.data.results, ...two.data.results].filter((r: { ok: boolean }) => r.ok);
    expect(wins.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());
    const replay = await bulk('fin1', { action: 'approve', ids });
    for (const r of replay.data.results)
      expect(r).toMatchObject({ ok: false, error: 'WITHDRAWAL_STATE_CHANGED' });
    await sandboxOf(t).settle();
    // One hold when applied and one payout once approved: the race paid nothing twice.
    for (const { orderNo } of rows) {
      const keys = (
        await t.database.db
          .select()
          .from(ledgerTransfers)
          .where(like(ledgerTransfers.idempotencyKey, `%${orderNo}%`))
      ).map((p) => p.idempotencyKey);
      expect(new Set(keys).size, keys.join(' ')).toBe(keys.length);
      expect(keys.filter((k) => k.endsWith(':hold'))).toHaveLength(1);
      expect(keys.filter((k) => k.endsWith(':post'))).toHaveLength(1);
    }
    await assertLedgerInvariants(t.database.db);
  });

  it('rejects with a reason, and refuses a bulk body that is wrong before touching anything', async () => {
    const row = await underReview('550.00');
    const noReason = await bulk('fin1', { action: 'reject', ids: [row.id] }, undefined, 'pt-BR');
    expect(noReason.data).toMatchObject({ error: 'REQUIRED_FIELD', field: 'reason' });
    for (const body of [
      { action: 'pay', ids: [row.id] },
      { action: 'approve', ids: [] },
      { action: 'approve', ids: [row.id, row.id] },
      { action: 'approve', ids: Array.from({ length: 51 }, (_, i) => String(i + 1)) },
    ])
      expect((await bulk('fin1', body)).code).toBe(0);
    expect((await list({ sort: 'created_at' })).data.list.some((w: { id: string }) => w.id === row.id)).toBe(
      true,
    );
    const rejected = await bulk('fin1', { action: 'reject', ids: [row.id], reason: 'Titular diverge' });
    expect(rejected.data.results[0]).toMatchObject({ ok: true, status: 'rejected' });
    expect((await bulk('help', { action: 'reject', ids: [row.id], reason: 'x y z' })).data.error).toBe(
      'STAFF_FORBIDDEN',
    );
  });

  it('decides pending adjustments one by one, never one’s own', async () => {
    const player = await eligiblePlayer(t);
    const request = (name: string) =>
      t.api('POST', `/admin/players/${player.memberId}/adjustments`, {
        headers: as(name),
        body: { code: 2, amount: '10.00', reason: 'Bônus de teste em lote' },
        form: false,
      });
    const mine = (await request('fin1')).data.adjustment.id as string;
    const theirs = (await request('fin2')).data.adjustment.id as string;
    const answer = await bulk('fin1', { action: 'approve', ids: [mine, theirs] }, '/admin/adjustments/bulk');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.results[0]).toMatchObject({ id: mine, ok: false, error: 'STAFF_SELF_APPROVAL' });
    expect(answer.data.results[1]).toMatchObject({ id: theirs, ok: true, status: 'applied' });
    const rejected = await bulk(
      'fin2',
      { action: 'reject', ids: [mine], reason: 'Não procede' },
      '/admin/adjustments/bulk',
    );
    expect(rejected.data.results[0]).toMatchObject({ ok: true, status: 'rejected' });
  });
});
