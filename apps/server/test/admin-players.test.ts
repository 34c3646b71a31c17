import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newOrder, newPayer, type Payer, pixPaying, postWebhook } from './pay-fixtures.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let maria: Payer;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['support', 'finance', 'marketing'] as const) {
    await createStaff(t.database.db, {
      username: role,
      email: `${role}@x.dev`,
      password: `${role}-pass-123`,
      role,
    });
    tokens[role] = await signInStaff(t, role, `${role}-pass-123`);
  }
  maria = await newPayer(t, 'Maria Aparecida Souza');
  for (const amount of ['50.00', '30.00']) {
    const order = await newOrder(t, maria, amount);
    expect((await postWebhook(t, pixPaying(t, order, maria))).code).toBe(1);
  }
  for (let i = 0; i < 3; i++) {
    const round = await t.api('POST', '/originals/fruit-trio/play', {
      token: maria.token,
      body: { bet: '1.00' },
    });
    expect(round.code).toBe(1);
  }
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const as = (role: string) => bearer(tokens[role]!);
const search = (role: string, q: string) =>
  t.api('GET', '/admin/players', { headers: as(role), query: { q } });
const id = () => String(maria.memberId);
async function phoneOf(): Promise<string> {
  const result = (await t.database.db.execute(
    sql`select phone from members where id = ${id()}::bigint`,
  )) as unknown as {
    rows: { phone: string }[];
  };
  return result.rows[0]!.phone;
}
const lastAudit = async () =>
  (await t.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;

describe('finding a player', () => {
  it('by member id, CPF (any punctuation), name (any case, any part) and phone', async () => {
    const cpf = maria.cpf.replace(/\D/g, '');
    const dotted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const memberPhone = await phoneOf();
    for (const q of [id(), cpf, dotted, 'aparecida', 'MARIA APARECIDA', memberPhone, memberPhone.slice(-8)]) {
      const found = await search('finance', q);
      expect(found.code, q).toBe(1);
      expect(
        found.data.list.map((p: { id: string }) => p.id),
        q,
      ).toContain(id());
    }
    expect((await search('finance', 'ninguém com este nome')).data.list).toEqual([]);
    expect((await search('finance', ' ')).data.field).toBe('q');
  });

  it('finance sees CPF and phone whole; support sees them masked; every search is audited', async () => {
    const full = (await search('finance', 'Aparecida')).data.list[0];
    expect(full.cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(full.phone).toMatch(/^\(\d{2}\) \d{5}-\d{4}$/);
    const masked = (await search('support', 'Aparecida')).data.list[0];
    expect(masked.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(masked.phone).toMatch(/^\(\d{2}\) \d\*\*\*\*-\d{4}$/);
    expect(JSON.stringify(masked)).not.toContain(maria.cpf.replace(/\D/g, ''));
    expect(await lastAudit()).toMatchObject({ action: 'players.search' });
    expect((await search('marketing', 'Aparecida')).data.error).toBe('STAFF_FORBIDDEN');
  });
});

describe('the player page', () => {
  it('shows the profile and sessions (masked for support), audited as a read of personal data', async () => {
    const detail = await t.api('GET', `/admin/players/${id()}`, { headers: as('support') });
    expect(detail.data.player).toMatchObject({ id: id(), name: 'Ma*** Ap***', status: 'active' });
    expect(detail.data.player.cpf).toContain('***');
    expect(detail.data.player.email).toContain('***');
    expect(detail.data.sessions.some((s: { active: boolean }) => s.active)).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'player.view', targetType: 'member', targetId: id() });
    expect((await t.api('GET', '/admin/players/999999999', { headers: as('support') })).data.error).toBe(
      'NOT_FOUND',
    );
  });

  it('lists ledger entries newest first with each account’s balance after them, adding up to the wallet', async () => {
    const answer = await t.api('GET', `/admin/players/${id()}/wallet`, {
      headers: as('finance'),
      query: { size: '100' },
    });
    const { wallet, entries } = answer.data;
    expect(entries.total).toBeGreaterThanOrEqual(5);
    // Per account, the newest entry's balance is the account's balance, and each older one is it minus the newer amounts.
    const byAccount = new Map<string, { amount: string; balance_after: string }[]>();
    for (const e of entries.list) byAccount.set(e.account, [...(byAccount.get(e.account) ?? []), e]);
    const cents = (v: string) => Math.round(Number(v) * 100);
    for (const [account, list] of byAccount) {
      for (let i = 0; i + 1 < list.length; i++) {
        expect(cents(list[i]!.balance_after) - cents(list[i]!.amount), account).toBe(
          cents(list[i + 1]!.balance_after),
        );
      }
    }
    const newest = (kind: string) => byAccount.get(kind)?.[0]?.balance_after ?? '0.00';
    expect(newest('cash')).toBe(wallet.cash);
    expect(newest('locked')).toBe(wallet.locked);
    expect(entries.list.filter((e: { code: number }) => e.code === 1)).toHaveLength(2);
  });

  it('lists deposits, withdrawals and rounds with their proof data', async () => {
    const deposits = await t.api('GET', `/admin/players/${id()}/deposits`, { headers: as('support') });
    expect(deposits.data.list.map((d: { amount: string; status: string }) => [d.amount, d.status])).toEqual([
      ['30.00', 'success'],
      ['50.00', 'success'],
    ]);
    const withdrawals = await t.api('GET', `/admin/players/${id()}/withdrawals`, { headers: as('support') });
    expect(withdrawals.data).toMatchObject({ list: [], total: 0 });
    const rounds = await t.api('GET', `/admin/players/${id()}/rounds`, { headers: as('finance') });
    expect(rounds.data.total).toBe(3);
    expect(rounds.data.list[0]).toMatchObject({ game: 'fruit-trio', bet: '1.00', nonce: '2' });
    expect(rounds.data.list[0].server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('actions on a player', () => {
  it('ending sessions signs the player out everywhere, with the reason audited', async () => {
    const refused = await t.api('POST', `/admin/players/${id()}/end-sessions`, {
      headers: as('support'),
      body: {},
    });
    expect(refused.data.field).toBe('reason');
    const ended = await t.api('POST', `/admin/players/${id()}/end-sessions`, {
      headers: as('support'),
      body: { reason: 'Jogador pediu: celular roubado' },
    });
    expect(ended.data).toEqual({ status: 'active', sessions_ended: 1 });
    expect((await t.api('GET', '/user/info', { token: maria.token })).code).not.toBe(1);
    expect(await lastAudit()).toMatchObject({
      action: 'player.end-sessions',
      detail: { reason: 'Jogador pediu: celular roubado', sessionsEnded: 1 },
    });
  });

  it('locking refuses sign-in until unlocked; both are audited with before and after', async () => {
    const username = await phoneOf();
    const login = () => t.api('POST', '/user/login', { body: { username, password: 'segredo123' } });
    const before = await login();
    expect(before.code).toBe(1);
    const locked = await t.api('POST', `/admin/players/${id()}/lock`, {
      headers: as('finance'),
      body: { reason: 'Suspeita de fraude, em análise' },
    });
    expect(locked.data).toEqual({ status: 'locked', sessions_ended: 1 });
    expect((await t.api('GET', '/user/info', { token: before.data.token })).code).toBe(302);
    expect((await login()).data.error).toBe('ACCOUNT_DISABLED');
    const audited = await lastAudit();
    expect(audited.detail).toMatchObject({ before: { status: 0 }, after: { status: 1 } });
    await t.api('POST', `/admin/players/${id()}/unlock`, {
      headers: as('finance'),
      body: { reason: 'Análise concluída' },
    });
    expect((await login()).code).toBe(1);
    const rows = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, id()));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['player.lock', 'player.unlock']));
  });
});
