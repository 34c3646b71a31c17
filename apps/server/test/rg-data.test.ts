import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newMember, newPayer } from './pay-fixtures.ts';
import { newSession, playRound, setLimit } from './rg-fixtures.ts';
import { giveCash } from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

async function exportOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/user/export', headers: { token } });
  return { response, body: response.json() };
}

describe('LGPD: GET /user/export', () => {
  it('is a file with the profile, ledger, rounds, deposits, withdrawals, limits and the RG log — only the player’s own', async () => {
    const p = await newPayer(t, 'Clara Nunes');
    await giveCash(t, p.memberId, 20_00n);
    const token = await newSession(t, p.memberId);
    expect((await playRound(t, token)).code).toBe(1);
    expect((await t.api('POST', '/recharge/create', { token, body: { amount: '30.00' } })).code).toBe(1);
    await setLimit(t, token, 'deposit', '7d', '500.00');
    const other = await newPayer(t, 'Outra Pessoa');
    await giveCash(t, other.memberId, 5_00n);

    const { response, body } = await exportOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="meus-dados-${p.memberId}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.profile).toMatchObject({ id: String(p.memberId), recharge_info: { name: 'Clara Nunes' } });
    expect(JSON.stringify(body)).not.toMatch(/password|token_hash|server_seed"/);
    expect(body.ledger.length).toBeGreaterThanOrEqual(2); // the money given and the stake
    expect(body.rounds).toHaveLength(1);
    expect(body.deposits).toMatchObject([{ amount_cents: '3000', status: 'wait' }]);
    expect(body.withdrawals).toEqual([]);
    expect(body.limits).toMatchObject([{ kind: 'deposit', period: '7d', amount: '50000' }]);
    expect(body.responsible_gaming_log.map((a: { action: string }) => a.action)).toContain('limit.set');
    expect(JSON.stringify(body)).not.toContain('Outra Pessoa');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/user/export' });
    expect(response.json()).toMatchObject({ code: 409 });
  });
});

describe('account closure', () => {
  it('asks to withdraw the balance first (nothing written), then closes at once', async () => {
    const m = await newMember(t);
    await giveCash(t, m.memberId, 10_00n);
    const refused = await t.api('POST', '/user/close', { token: m.token });
    expect(refused.data.error).toBe('RG_CLOSURE_BALANCE');
    expect(refused.msg.replace(/\u00a0/g, ' ')).toBe(
      'Saque seu saldo de R$ 10,00 antes de encerrar a conta.',
    );
    expect((await t.api('GET', '/rg/status', { token: m.token })).code).toBe(1);
    const empty = await newMember(t);
    const closed = await t.api('POST', '/user/close', { token: empty.token });
    expect(closed.code).toBe(1);
    expect(closed.data.closed_at).toBe(t.clock.now.toISOString());
    expect((await t.api('GET', '/rg/status', { token: empty.token })).code).toBe(302);
  });
});
