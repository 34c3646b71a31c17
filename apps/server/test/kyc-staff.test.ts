import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/events/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { kycCpf, kycStart, kycStatus, verifyPlayer } from './kyc-fixtures.ts';
import { newMember } from './pay-fixtures.ts';
import { bearer, invitedStaff, refusalAudits, signInNewStaff } from './staff-fixtures.ts';
import { bindBody, newPlayer } from './withdraw-fixtures.ts';

/**
 * The staff side of identity checks (docs/COMPLIANCE.md "Identity (KYC)"): the review queue with what
 * the player typed beside what the bureau answered, approval under four eyes (two independent people),
 * refusal by one, each step audited, and the outcome on the player's GET /kyc/status.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-15T15:00:00Z');
  for (const [name, role] of [
    ['kyc.fin1', 'finance'],
    ['kyc.fin2', 'finance'],
    ['kyc.boss', 'owner'],
    ['kyc.help', 'support'],
  ] as const)
    tokens[name] = await signInNewStaff(t, name, role);
}, 180_000);
afterAll(async () => t?.close());

const as = (name: string) => ({ headers: bearer(tokens[name]!), form: false as const });
const queue = (name: string, state = 'review') =>
  t.api('GET', '/admin/kyc', { ...as(name), query: { state } });
const propose = (name: string, member: string, reason = 'Nome abreviado no cadastro da Receita') =>
  t.api('POST', `/admin/kyc/${member}/approve`, { ...as(name), body: { reason } });
const confirm = (name: string, id: string) =>
  t.api('POST', `/admin/kyc/approvals/${id}/confirm`, { ...as(name), body: {} });
const refuseKyc = (name: string, member: string, reason = 'Documento de outra pessoa') =>
  t.api('POST', `/admin/kyc/${member}/refuse`, { ...as(name), body: { reason } });
const audits = async (action: string, member: string) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from staff_audit_log where action = ${action} and target_id = ${member}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

/** A player whose name the bureau does not confirm (the sandbox's name-mismatch CPF): in review. */
async function playerInReview(name = 'Joana Pereira Lima') {
  const player = await newMember(t);
  const cpf = kycCpf('name_mismatch');
  const started = await kycStart(t, player.token, { cpf, name, birth_date: '1988-02-29' });
  expect(started.data).toMatchObject({ state: 'review', reason: 'name_mismatch' });
  return { ...player, cpf, name, id: String(player.memberId) };
}

describe('the review queue', () => {
  it('lists a player in review with the typed data and the bureau’s answer per check', async () => {
    const p = await playerInReview();
    const answer = await queue('kyc.fin1');
    expect(answer.code, answer.msg).toBe(1);
    const row = answer.data.list.find((c: { member_id: string }) => c.member_id === p.id);
    expect(row).toMatchObject({
      state: 'review',
      reason: 'name_mismatch',
      typed: { name: p.name, cpf: p.cpf, birth_date: '1988-02-29' },
      bureau: { provider: 'sandbox' },
      proposal: null,
    });
    const dashboard = await t.api('GET', '/admin/reports/dashboard', as('kyc.help'));
    expect(dashboard.data.pending.kyc_to_review).toBeGreaterThanOrEqual(1);
    expect(row.bureau.checks.map((c: { kind: string; outcome: string }) => `${c.kind}:${c.outcome}`)).toEqual(
      ['age:passed', 'cpf:passed', 'name:failed', 'birth_date:passed'],
    );
  });

  it('masks the name, CPF and birth date for support, like every other staff read', async () => {
    const p = await playerInReview('Joana Pereira Lima');
    const row = (await queue('kyc.help')).data.list.find((c: { member_id: string }) => c.member_id === p.id);
    expect(row.typed).toEqual({
      name: 'Jo*** Pe***',
      cpf: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/),
      birth_date: '1988-**-**',
    });
    expect(JSON.stringify(row)).not.toContain(p.cpf);
    expect(JSON.stringify(row)).not.toContain(p.name);
  });

  it('filters by state and refuses an unknown state with a localised message', async () => {
    const verified = await newMember(t);
    await verifyPlayer(t, verified.token);
    const list = (await queue('kyc.fin1', 'verified')).data.list;
    expect(list.map((c: { member_id: string }) => c.member_id)).toContain(String(verified.memberId));
    const bad = await t.api('GET', '/admin/kyc', { ...as('kyc.fin1'), query: { state: 'maybe' } });
    expect(bad).toMatchObject({ code: 0, msg: expect.stringContaining('verificação') });
  });
});

describe('approval under four eyes', () => {
  it('a proposal leaves the player in review; a second staff member confirms and the player is verified', async () => {
    const p = await playerInReview();
    const proposed = await propose('kyc.fin1', p.id);
    expect(proposed.code, proposed.msg).toBe(1);
    expect(proposed.data.case).toMatchObject({
      state: 'review',
      proposal: { requested_by_name: 'kyc.fin1' },
    });
    expect((await kycStatus(t, p.token)).data.state).toBe('review');
    // A second proposal of the same attempt waits for the first.
    expect((await propose('kyc.fin2', p.id)).data.error).toBe('KYC_APPROVAL_PENDING');
    const id = proposed.data.case.proposal.id;
    // Never the proposer.
    expect((await confirm('kyc.fin1', id)).data.error).toBe('STAFF_SELF_APPROVAL');
    expect((await kycStatus(t, p.token)).data.state).toBe('review');
    const confirmed = await confirm('kyc.fin2', id);
    expect(confirmed.data.case).toMatchObject({
      state: 'verified',
      reason: 'staff_approved',
      proposal: null,
    });
    const status = (await kycStatus(t, p.token)).data;
    expect(status).toMatchObject({ state: 'verified', reason: 'staff_approved' });
    expect(await audits('kyc.approve.propose', p.id)).toBe(1);
    expect(await audits('kyc.approve', p.id)).toBe(1);
    // Decided: nothing more to confirm or refuse.
    expect((await confirm('kyc.fin2', id)).data.error).toBe('STAFF_REQUEST_DECIDED');
    expect((await refuseKyc('kyc.fin2', p.id)).data.error).toBe('KYC_NOT_IN_REVIEW');
  });

  it('refuses the confirmation of a colleague the proposer made (not independent), audited, nothing changes', async () => {
    const p = await playerInReview();
    const made = await invitedStaff(t, tokens['kyc.boss']!, 'kyc.made', 'finance');
    tokens['kyc.made'] = made.token;
    const id = (await propose('kyc.boss', p.id)).data.case.proposal.id;
    const refused = await confirm('kyc.made', id);
    expect(refused).toMatchObject({ code: 0, data: { error: 'STAFF_NOT_INDEPENDENT' } });
    expect((await kycStatus(t, p.token)).data.state).toBe('review');
    expect(await refusalAudits(t, 'kyc.approve.refused')).toBe(1);
    // An independent colleague confirms it.
    expect((await confirm('kyc.fin1', id)).data.case.state).toBe('verified');
  });

  it('support reads the queue but may not decide; a missing reason is refused with nothing written', async () => {
    const p = await playerInReview();
    expect((await propose('kyc.help', p.id)).data.error).toBe('STAFF_FORBIDDEN');
    const empty = await t.api('POST', `/admin/kyc/${p.id}/approve`, {
      ...as('kyc.fin1'),
      body: { reason: ' ' },
    });
    expect(empty.code).toBe(0);
    expect(await audits('kyc.approve.propose', p.id)).toBe(0);
  });
});

describe('refusal', () => {
  it('one staff member refuses with a reason: the player sees it refused, may start again, proposals are void', async () => {
    const p = await playerInReview();
    const id = (await propose('kyc.fin1', p.id)).data.case.proposal.id;
    const refused = await refuseKyc('kyc.fin2', p.id);
    expect(refused.data.case).toMatchObject({ state: 'refused', reason: 'staff_refused', proposal: null });
    expect((await kycStatus(t, p.token)).data).toMatchObject({ state: 'refused', reason: 'staff_refused' });
    expect((await confirm('kyc.fin2', id)).data.error).toBe('STAFF_REQUEST_DECIDED');
    expect(await audits('kyc.refuse', p.id)).toBe(1);
    const again = await kycStart(t, p.token, { cpf: kycCpf(), name: p.name, birth_date: '1988-02-29' });
    expect(again.data.state).toBe('pending');
  });
});

describe('re-verification at risk events', () => {
  const reverifyOn = async (type: 'withdraw.account_bound' | 'member.phone_changed', verified = true) => {
    const player = await newMember(t);
    if (verified) await verifyPlayer(t, player.token);
    await t.database.db.transaction((tx) =>
      type === 'member.phone_changed'
        ? recordEvent(tx, type, player.memberId, {}, t.clock.now)
        : recordEvent(tx, type, player.memberId, { accountId: '1', verifiedOwner: false }, t.clock.now),
    );
    await t.app.events.drain();
    return (await kycStatus(t, player.token)).data;
  };

  it('a changed phone sends a verified player back to the selfie step with the reason', async () => {
    expect(await reverifyOn('member.phone_changed')).toMatchObject({
      state: 'pending',
      step: 'selfie',
      reason: 'reverify_phone',
    });
  });

  it('a withdrawal key held by someone other than the verified identity does too', async () => {
    expect(await reverifyOn('withdraw.account_bound')).toMatchObject({
      state: 'pending',
      step: 'selfie',
      reason: 'reverify_withdraw_key',
    });
  });

  it('a player who is not verified is left as they are', async () => {
    expect(await reverifyOn('member.phone_changed', false)).toMatchObject({ state: 'none', reason: null });
  });

  it('binding a key in the verified identity leaves the player verified', async () => {
    const player = await newPlayer(t, { withdrawPassword: true });
    const { cpf } = await verifyPlayer(t, player.token, 'Maria da Silva');
    const bound = await t.api('POST', '/withdraw/bind', { token: player.token, body: bindBody(cpf) });
    expect(bound.code, JSON.stringify(bound)).toBe(1);
    await t.app.events.drain();
    expect((await kycStatus(t, player.token)).data).toMatchObject({ state: 'verified' });
    const events = (await t.database.db.execute(
      sql`select payload from domain_events where type = 'withdraw.account_bound' and member_id = ${String(player.memberId)}::bigint`,
    )) as unknown as { rows: { payload: { verifiedOwner: boolean } }[] };
    expect(events.rows.map((r) => r.payload.verifiedOwner)).toEqual([true]);
  });
});
