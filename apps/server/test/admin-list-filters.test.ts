import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { newPayer } from './pay-fixtures.ts';
import { bearer, signInNewStaff } from './staff-fixtures.ts';

/**
 * The day range, VIP level and sort of the players, payments, tickets, referrals and audit lists, on
 * the server: each filter narrows the JSON answer and the CSV export alike, and a bad value is refused
 * with the field named in the staff member's language.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const DAY = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
  // 22:00 on 10 March in São Paulo, already 11 March in UTC.
  t.clock.set('2026-03-11T01:00:00.000Z');
  for (const role of ['owner', 'finance', 'support'] as const)
    tokens[role] = await signInNewStaff(t, `lf-${role}`, role);
  for (const name of ['Ana Filtro', 'Bruna Filtro']) {
    const payer = await newPayer(t, name);
    const ticket = await t.api('POST', '/service/tickets', {
      token: payer.token,
      body: { subject: `Dúvida de ${name}`, message: 'Quando cai o saque?' },
    });
    expect(ticket.code, ticket.msg).toBe(1);
  }
}, 180_000);
afterAll(async () => t?.close());

const get = (role: string, path: string, query: Record<string, string>, lang = 'en') =>
  t.api('GET', path, { headers: bearer(tokens[role]!), query, lang });
const csv = (role: string, path: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2${path}`,
    headers: { ...bearer(tokens[role]!), platform: 'H5' },
    query: { ...query, format: 'csv' },
  });

const LISTS = [
  { path: '/admin/players', role: 'support', base: { q: 'Filtro' }, sort: '-vip_level' },
  { path: '/admin/payments/uncredited', role: 'finance', base: {}, sort: '-amount' },
  { path: '/admin/tickets', role: 'support', base: {}, sort: '-created_at' },
  { path: '/admin/team/referrals', role: 'finance', base: {}, sort: '-withheld' },
  { path: '/admin/audit', role: 'owner', base: {}, sort: 'created_at' },
] as const;

describe('the lists’ filters and sorts', () => {
  for (const list of LISTS) {
    it(`${list.path}: takes a day range and a sort, and refuses an unknown sort and a range upside down, localised`, async () => {
      const ok = await get(list.role, list.path, { ...list.base, from: DAY, to: DAY, sort: list.sort });
      expect(ok.code, ok.msg).toBe(1);
      const sort = await get(list.role, list.path, { ...list.base, sort: 'cpf' }, 'pt-BR');
      expect(sort.data).toEqual({ error: 'INVALID_FIELD', field: 'sort' });
      expect(sort.msg).toBe('Ordenação desconhecida para esta lista');
      const range = await get(
        list.role,
        list.path,
        { ...list.base, from: '2026-03-12', to: '2026-03-10' },
        'es',
      );
      expect(range.data).toEqual({ error: 'INVALID_FIELD', field: 'to' });
      expect((await get(list.role, list.path, { ...list.base, from: '2026-02-30' })).data.field).toBe('from');
    });
  }

  it('lists players by registration day and VIP level without a search, and exports the same selection', async () => {
    const day = await get('support', '/admin/players', { from: DAY, to: DAY, sort: 'created_at' });
    expect(day.code, day.msg).toBe(1);
    expect(day.data.total).toBeGreaterThanOrEqual(2);
    expect((await get('support', '/admin/players', { from: '2026-03-11' })).data.total).toBe(0);
    const vip = await get('support', '/admin/players', { q: 'Filtro', vip: '0' });
    expect(vip.data.total).toBe(2);
    expect((await get('support', '/admin/players', { q: 'Filtro', vip: '7' })).data.total).toBe(0);
    const file = await csv('support', '/admin/players', { from: DAY, to: DAY, size: '1' });
    expect(file.headers['x-export-rows']).toBe(String(day.data.total));
    const none = await csv('support', '/admin/players', { from: '2026-03-11' });
    expect(none.headers['x-export-rows']).toBe('0');
    expect((await get('support', '/admin/players', {})).data.field).toBe('q');
  });

  it('filters tickets by the day they were opened and the player’s VIP level; the export follows', async () => {
    const today = await get('support', '/admin/tickets', { from: DAY, to: DAY, vip: '0' });
    expect(today.data.total).toBe(2);
    expect((await get('support', '/admin/tickets', { vip: '3' })).data.total).toBe(0);
    expect((await csv('support', '/admin/tickets', { from: '2026-03-11' })).headers['x-export-rows']).toBe(
      '0',
    );
  });

  it('sorts the audit chain oldest first and filters it by day', async () => {
    const up = (await get('owner', '/admin/audit', { sort: 'created_at', size: '100' })).data.list as {
      id: string;
    }[];
    const ids = up.map((r) => BigInt(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    expect((await get('owner', '/admin/audit', { from: '2026-03-11' })).data.total).toBe(0);
  });

  it('names the CSV file with the São Paulo day, not the server’s UTC day', async () => {
    const file = await csv('owner', '/admin/audit', {});
    expect(file.headers['content-disposition']).toBe('attachment; filename="audit-2026-03-10.csv"');
  });
});
