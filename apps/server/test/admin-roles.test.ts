import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/modules/admin/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { newOrder, newPayer, type Payer, pixPaying, postWebhook } from './pay-fixtures.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

/**
 * The role × endpoint matrix. Every route under /api/v2/admin is listed here with the roles its guard
 * admits; the test fails when a route is added without a line here, or its guard differs.
 */
const O = 'owner';
const F = 'finance';
const S = 'support';
const M = 'marketing';
const MATRIX: Record<string, string[] | 'sign-in' | 'public'> = {
  'POST /api/v2/admin/login': 'public',
  'POST /api/v2/admin/logout': 'sign-in',
  'GET /api/v2/admin/me': 'sign-in',
  'POST /api/v2/admin/2fa/enrol': 'sign-in',
  'POST /api/v2/admin/2fa/confirm': 'sign-in',
  'POST /api/v2/admin/2fa/verify': 'sign-in',
  'GET /api/v2/admin/staff': [O],
  'POST /api/v2/admin/staff': [O],
  'POST /api/v2/admin/staff/:id': [O],
  'POST /api/v2/admin/staff/:id/reset-2fa': [O],
  'POST /api/v2/admin/staff/:id/unlock': [O],
  'POST /api/v2/admin/staff/invitations/accept': 'public',
  'GET /api/v2/admin/staff/requests': [O],
  'POST /api/v2/admin/staff/requests/:id/approve': [O],
  'POST /api/v2/admin/staff/requests/:id/reject': [O],
  'GET /api/v2/admin/audit': [O],
  'POST /api/v2/admin/audit/verify': [O],
  'GET /api/v2/admin/jobs': [O],
  'GET /api/v2/admin/games/rtp': [O],
  'GET /api/v2/admin/games': [O],
  'POST /api/v2/admin/games/status': [O],
  'POST /api/v2/admin/games/:code/maintenance': [O],
  'POST /api/v2/admin/games/platforms/:code/maintenance': [O],
  'GET /api/v2/admin/games/reconciliation': [O, F],
  'POST /api/v2/admin/games/reconciliation/run': [O, F],
  'GET /api/v2/admin/settings/vip': [O],
  'GET /api/v2/admin/activity/settings': [O, F, S, M],
  'POST /api/v2/admin/activity/settings': [O, M],
  'POST /api/v2/admin/settings/vip': [O],
  'GET /api/v2/admin/settings/site': [O],
  'POST /api/v2/admin/settings/site': [O],
  'GET /api/v2/admin/settings/recharge': [O],
  'POST /api/v2/admin/settings/recharge': [O],
  'GET /api/v2/admin/settings/withdraw': [O],
  'POST /api/v2/admin/settings/withdraw': [O],
  'GET /api/v2/admin/settings/team': [O],
  'POST /api/v2/admin/settings/team': [O],
  'GET /api/v2/admin/settings/service': [O],
  'POST /api/v2/admin/settings/service': [O],
  'GET /api/v2/admin/settings/pix': [O],
  'POST /api/v2/admin/settings/pix': [O],
  'GET /api/v2/admin/settings/compliance': [O],
  'POST /api/v2/admin/settings/compliance': [O],
  'GET /api/v2/admin/settings/tax': [O],
  'POST /api/v2/admin/settings/tax': [O],
  'GET /api/v2/admin/reports/dashboard': [O, F, S, M],
  'GET /api/v2/admin/reports/rtp': [O],
  'GET /api/v2/admin/reports/summary': [O, F],
  'GET /api/v2/admin/players': [O, F, S],
  'GET /api/v2/admin/players/:id': [O, F, S],
  'POST /api/v2/admin/players/:id/end-sessions': [O, F, S],
  'POST /api/v2/admin/players/:id/lock': [O, F, S],
  'POST /api/v2/admin/players/:id/unlock': [O, F, S],
  'GET /api/v2/admin/players/:id/close': [O, F],
  'POST /api/v2/admin/players/:id/close': [O, F],
  'GET /api/v2/admin/players/:id/access-log-holds': [O],
  'POST /api/v2/admin/players/:id/access-log-holds': [O],
  'POST /api/v2/admin/access-log-holds/:id/release': [O],
  'GET /api/v2/admin/players/:id/wallet': [O, F, S],
  'GET /api/v2/admin/players/:id/deposits': [O, F, S],
  'GET /api/v2/admin/players/:id/withdrawals': [O, F, S],
  'GET /api/v2/admin/players/:id/rounds': [O, F, S],
  'GET /api/v2/admin/players/:id/team': [O, F, S],
  'GET /api/v2/admin/players/:id/limits': [O, F, S],
  'GET /api/v2/admin/players/:id/notes': [O, F, S],
  'POST /api/v2/admin/players/:id/notes': [O, F, S],
  'GET /api/v2/admin/players/glance': [O, F, S],
  'GET /api/v2/admin/reconciliation/payouts': [O, F],
  'GET /api/v2/admin/rg/overview': [O, F, S],
  'POST /api/v2/admin/players/:id/adjustments': [O, F],
  'GET /api/v2/admin/adjustments': [O, F],
  'POST /api/v2/admin/adjustments/:id/approve': [O, F],
  'POST /api/v2/admin/adjustments/bulk': [O, F],
  'POST /api/v2/admin/adjustments/:id/reject': [O, F],
  'GET /api/v2/admin/kyc': [O, F, S],
  'POST /api/v2/admin/kyc/:id/approve': [O, F],
  'POST /api/v2/admin/kyc/:id/refuse': [O, F],
  'POST /api/v2/admin/kyc/approvals/:id/confirm': [O, F],
  'POST /api/v2/admin/kyc/approvals/:id/reject': [O, F],
  'GET /api/v2/admin/withdrawals': [O, F, S],
  'POST /api/v2/admin/withdrawals/:id/approve': [O, F],
  'POST /api/v2/admin/withdrawals/bulk': [O, F],
  'POST /api/v2/admin/withdrawals/:id/reject': [O, F],
  'GET /api/v2/admin/payments/uncredited': [O, F],
  'POST /api/v2/admin/payments/:id/resolve': [O, F],
  'POST /api/v2/admin/payments/resolutions/:id/approve': [O, F],
  'POST /api/v2/admin/payments/resolutions/:id/reject': [O, F],
  'GET /api/v2/admin/tickets': [O, S],
  'GET /api/v2/admin/tickets/assignees': [O, S],
  'GET /api/v2/admin/tickets/:id': [O, S],
  'POST /api/v2/admin/tickets/:id/reply': [O, S],
  'POST /api/v2/admin/tickets/:id/assign': [O, S],
  'POST /api/v2/admin/tickets/:id/close': [O, S],
  'POST /api/v2/admin/tickets/:id/reopen': [O, S],
  'GET /api/v2/admin/team/referrals': [O, F, S],
  'POST /api/v2/admin/team/referrals/:member/clear': [O, F],
  'POST /api/v2/admin/team/referrals/:member/reject': [O, F, S],
  'GET /api/v2/admin/team/releases': [O, F],
  'POST /api/v2/admin/team/releases/:id/approve': [O, F],
  'POST /api/v2/admin/team/releases/:id/reject': [O, F],
};
const ROLES = [O, F, S, M];

let t: TestApp;
const tokens: Record<string, string> = {};
let passwordOnly = '';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
  for (const role of ROLES) {
    await createStaff(t.database.db, {
      username: role,
      email: `${role}@x.dev`,
      password: `${role}-pass-123`,
      role: role as 'owner',
    });
    tokens[role] = await signInStaff(t, role, `${role}-pass-123`);
  }
  passwordOnly = (
    await t.api('POST', '/admin/login', { body: { username: 'finance', password: 'finance-pass-123' } })
  ).data.token;
});
afterAll(async () => t?.close());

const call = (key: string, headers: Record<string, string>) => {
  const [method, url] = key.split(' ') as ['GET' | 'POST', string];
  const path = url.replace('/api/v2', '').replace(/:id/g, '999999999').replace(/:code/g, 'no-such-game');
  return t.api(method, path, { headers, ...(method === 'POST' ? { body: {}, form: false } : {}) });
};

describe('role × endpoint matrix', () => {
  it('lists every staff route with the guard this matrix expects', () => {
    const actual = Object.fromEntries(
      t.app.staffRoutes.map((r) => [
        `${r.method} ${r.url}`,
        r.roles === null ? 'public' : r.secondFactor ? [...r.roles].sort() : 'sign-in',
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(MATRIX).map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v]),
    );
    expect(actual).toEqual(expected);
  });

  const guarded = Object.entries(MATRIX).filter((e): e is [string, string[]] => Array.isArray(e[1]));
  for (const [key, allowed] of guarded) {
    it(`${key}: admits ${allowed.join(', ')}; refuses the other roles, no session and a password-only session`, async () => {
      for (const role of ROLES) {
        const answer = await call(key, bearer(tokens[role]!));
        if (allowed.includes(role)) {
          expect(answer.code, `${role} ${JSON.stringify(answer.data)}`).not.toBe(409);
          expect(answer.data?.error, role).not.toBe('STAFF_FORBIDDEN');
          expect(answer.data?.error, role).not.toBe('STAFF_SECOND_FACTOR_REQUIRED');
        } else {
          expect(answer.data?.error, role).toBe('STAFF_FORBIDDEN');
        }
      }
      expect((await call(key, {})).code).toBe(409);
      expect((await call(key, { authorization: 'Bearer nope' })).code).toBe(409);
      expect((await call(key, bearer(passwordOnly))).data.error).toBe('STAFF_SECOND_FACTOR_REQUIRED');
    });
  }

  it('the sign-in steps need a staff session (any role, password only is enough)', async () => {
    for (const key of Object.keys(MATRIX).filter((k) => MATRIX[k] === 'sign-in')) {
      expect((await call(key, {})).code, key).toBe(409);
    }
    expect((await call('GET /api/v2/admin/me', bearer(passwordOnly))).data.second_factor).toBe('verify');
  });
});

/**
 * What each role sees (docs/COMPLIANCE.md "Least privilege"): every staff read support may make
 * answers with the CPF, the name and the Pix key masked; the dashboard's revenue figures reach finance
 * and owners only.
 */
describe('fields masked by role', () => {
  let payer: Payer;
  let withdrawer: Awaited<ReturnType<typeof eligiblePlayer>>;
  const WITHDRAW_NAME = 'Maria da Silva';

  beforeAll(async () => {
    payer = await newPayer(t, 'Josefina Aparecida Cardoso');
    const order = await newOrder(t, payer, '50.00');
    expect((await postWebhook(t, pixPaying(t, order, payer))).code).toBe(1);
    withdrawer = await eligiblePlayer(t);
    // One withdrawal waits for review, one is paid: both tabs of the withdrawals page.
    for (const amount of ['600.00', '30.00']) {
      const applied = await apply(t, withdrawer, { amount, account_id: withdrawer.accountId });
      expect(applied.code, JSON.stringify(applied)).toBe(1);
    }
    await t.database.db.execute(
      sql`update withdrawals set status = 'success' where member_id = ${String(withdrawer.memberId)}::bigint and status <> 'applying'`,
    );
  });

  /** Every GET admitted for the role, with a real player and the queries that bring their data. */
  function readsFor(role: string): string[] {
    const gets = Object.entries(MATRIX).filter(
      ([k, v]) => k.startsWith('GET ') && Array.isArray(v) && v.includes(role),
    );
    const paths: string[] = [];
    for (const [key] of gets) {
      const url = key.slice(4).replace('/api/v2', '');
      if (url === '/admin/players') paths.push('/admin/players?q=Aparecida', '/admin/players?q=Silva');
      else if (url === '/admin/withdrawals')
        for (const status of ['applying', 'wait', 'success', 'fail', 'rejected'])
          paths.push(`/admin/withdrawals?status=${status}`);
      // The identity queue in each state (the withdrawer is verified: their typed name and CPF).
      else if (url === '/admin/kyc')
        for (const state of ['review', 'verified', 'pending']) paths.push(`/admin/kyc?state=${state}`);
      // A ticket's id is not a member's; the ticket list (covered) carries the same fields.
      else if (url === '/admin/tickets/:id') continue;
      // The players at a glance (shared CPF and Pix key flags) of both players at once.
      else if (url === '/admin/players/glance')
        paths.push(`/admin/players/glance?ids=${payer.memberId},${withdrawer.memberId}`);
      else if (url.includes(':id'))
        for (const member of [payer.memberId, withdrawer.memberId])
          paths.push(url.replace(':id', String(member)));
      else paths.push(url);
    }
    return paths;
  }
  const read = async (role: string, path: string) => {
    const [p, q] = path.split('?');
    const query = Object.fromEntries(new URLSearchParams(q ?? ''));
    const answer = await t.api('GET', p!, { headers: bearer(tokens[role]!), query });
    expect(answer.code, `${role} ${path} ${JSON.stringify(answer.data)}`).toBe(1);
    return JSON.stringify(answer.data);
  };
  const fullCpf = (cpf: string) => {
    const d = cpf.replace(/\D/g, '');
    return [d, `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`];
  };

  it('support sees no full CPF, name or Pix key on any endpoint', async () => {
    const secrets = [
      ...fullCpf(payer.cpf),
      ...fullCpf(withdrawer.cpf),
      'Josefina Aparecida Cardoso',
      'Josefina',
      WITHDRAW_NAME,
    ];
    const paths = readsFor(S);
    expect(paths).toContain('/admin/withdrawals?status=success');
    expect(paths).toContain('/admin/kyc?state=verified');
    for (const path of paths) {
      const body = await read(S, path);
      for (const secret of secrets) expect(body, `${path} shows ${secret}`).not.toContain(secret);
    }
    const paid = JSON.parse(await read(S, '/admin/withdrawals?status=success')).list[0];
    expect(paid).toMatchObject({
      name: 'Ma*** d***',
      cpf: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/),
    });
    expect(paid.pix_key).toBe(paid.cpf);
  });

  it('finance and owners see them whole, where they check them', async () => {
    for (const role of [F, O]) {
      for (const status of ['applying', 'success']) {
        const row = JSON.parse(await read(role, `/admin/withdrawals?status=${status}`)).list[0];
        expect(row, `${role} ${status}`).toMatchObject({
          name: WITHDRAW_NAME,
          cpf: withdrawer.cpf,
          pix_key: withdrawer.cpf,
        });
      }
      const verified = JSON.parse(await read(role, '/admin/kyc?state=verified')).list;
      const mine = verified.find((c: { member_id: string }) => c.member_id === String(withdrawer.memberId));
      expect(mine.typed, role).toMatchObject({ name: WITHDRAW_NAME, cpf: withdrawer.cpf });
      const found = JSON.parse(await read(role, '/admin/players?q=Aparecida')).list[0];
      expect(found).toMatchObject({ name: 'Josefina Aparecida Cardoso', cpf: fullCpf(payer.cpf)[1] });
    }
  });

  it('the dashboard carries revenue for finance and owners only', async () => {
    const REVENUE = ['deposits', 'withdrawals', 'ggr', 'bonus_cost', 'ngr'];
    for (const role of ROLES) {
      const days = JSON.parse(await read(role, '/admin/reports/dashboard')).days as Record<string, unknown>[];
      expect(days.length, role).toBe(30);
      for (const day of days)
        for (const key of REVENUE) expect(key in day, `${role} ${key}`).toBe(role === O || role === F);
      expect(days.at(-1), role).toHaveProperty('registrations');
    }
  });
});
