import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerNotes, staffAuditLog } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { setLimit } from './rg-fixtures.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';
import { join, type TeamPlayer } from './team-fixtures.ts';

/** The player page's team, limits and notes sections (support, finance; owners). */

let t: TestApp;
const tokens: Record<string, string> = {};
let agent: TeamPlayer;
let invitee: TeamPlayer;
let second: TeamPlayer;

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
  agent = await join(t);
  invitee = await join(t, agent.inviteCode);
  second = await join(t, invitee.inviteCode);
  // A referral the screen flagged (what team's fraud check writes when the inviter shares a CPF).
  await t.database.db.execute(sql`update team_referrals set status = 'flagged', reasons = '["cpf"]'::jsonb,
    flagged_at = now() where member_id = ${String(invitee.memberId)}::bigint`);
});
afterAll(async () => t?.close());

const as = (role: string) => bearer(tokens[role]!);
const get = (role: string, path: string) => t.api('GET', path, { headers: as(role) });
const lastAudit = async () =>
  (await t.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;

describe('the team section', () => {
  it('shows the inviter, the player’s screening, level-1 players with their flags and the level-2 count', async () => {
    const team = (await get('finance', `/admin/players/${invitee.memberId}/team`)).data;
    expect(team.inviter).toEqual({
      id: String(agent.memberId),
      phone: expect.stringMatching(/^\(\d{2}\) \d{5}-\d{4}$/),
    });
    expect(team.referral).toMatchObject({ status: 'flagged', reasons: ['cpf'] });
    expect(team.level1).toBe(1);
    expect(team.subordinates.list).toEqual([
      expect.objectContaining({ id: String(second.memberId), status: 'ok', reasons: [] }),
    ]);
    const top = (await get('finance', `/admin/players/${agent.memberId}/team`)).data;
    expect(top).toMatchObject({ inviter: null, level1: 1, level2: 1, flagged: 1 });
    expect(top.subordinates.list[0]).toMatchObject({ id: String(invitee.memberId), status: 'flagged' });
    expect(await lastAudit()).toMatchObject({ action: 'player.team.view', targetId: String(agent.memberId) });
  });

  it('support sees the phones masked', async () => {
    const team = (await get('support', `/admin/players/${invitee.memberId}/team`)).data;
    expect(team.inviter.phone).toMatch(/\*{4}/);
    expect(team.subordinates.list[0].phone).toMatch(/\*{4}/);
  });

  it('answers not found for an unknown player and refuses marketing', async () => {
    expect((await get('finance', '/admin/players/999999999/team')).data.error).toBe('NOT_FOUND');
    expect((await get('marketing', `/admin/players/${agent.memberId}/team`)).data.error).toBe(
      'STAFF_FORBIDDEN',
    );
  });
});

describe('the limits section', () => {
  it('shows limits in force and pending, and the player’s decisions', async () => {
    expect((await setLimit(t, agent.token, 'deposit', '24h', '100.00')).code).toBe(1);
    expect((await setLimit(t, agent.token, 'deposit', '24h', '300.00')).code).toBe(1);
    expect((await setLimit(t, agent.token, 'session', 'session', '90')).code).toBe(1);
    const view = (await get('support', `/admin/players/${agent.memberId}/limits`)).data;
    expect(view.profile).toBe('standard');
    expect(
      view.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === '24h'),
    ).toEqual({
      kind: 'deposit',
      period: '24h',
      amount: '100.00',
      pending: { amount: '300.00', effective_at: expect.any(String) },
    });
    expect(view.limits.find((l: { kind: string }) => l.kind === 'session').amount).toBe('90');
    expect(view.block).toBeNull();
    expect(view.registry.status).toBe('unchecked');
    expect(view.actions.length).toBeGreaterThanOrEqual(3);
    expect(await lastAudit()).toMatchObject({ action: 'player.limits.view' });
  });

  it('shows a self-exclusion in force', async () => {
    const answer = await t.api('POST', '/rg/exclude', {
      token: second.token,
      body: { period: '6m' },
    });
    expect(answer.code, JSON.stringify(answer)).toBe(1);
    const view = (await get('finance', `/admin/players/${second.memberId}/limits`)).data;
    expect(view.block).toMatchObject({ kind: 'exclusion', period: '6m' });
    expect(view.block.until).not.toBeNull();
  });
});

describe('staff notes', () => {
  const notes = (role: string, id: bigint) => get(role, `/admin/players/${id}/notes`);
  const add = (role: string, id: bigint | string, text: unknown) =>
    t.api('POST', `/admin/players/${id}/notes`, { headers: as(role), body: { text }, form: false });

  it('are added by support and finance, listed newest first with the author, and audited with the text', async () => {
    expect((await notes('support', agent.memberId)).data.list).toEqual([]);
    expect((await add('support', agent.memberId, 'Ligou pedindo o comprovante do saque')).code).toBe(1);
    const answer = await add('finance', agent.memberId, 'Comprovante enviado por e-mail');
    expect(answer.data.list.map((n: { staff: string; text: string }) => [n.staff, n.text])).toEqual([
      ['finance', 'Comprovante enviado por e-mail'],
      ['support', 'Ligou pedindo o comprovante do saque'],
    ]);
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'player.note'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      targetId: String(agent.memberId),
      detail: { text: 'Comprovante enviado por e-mail' },
    });
  });

  it('refuses empty, oversized or control-character text and unknown players; nothing is written', async () => {
    const count = async () => (await t.database.db.select().from(playerNotes)).length;
    const before = await count();
    expect((await add('support', agent.memberId, ' ')).data.field).toBe('text');
    expect((await add('support', agent.memberId, 'x'.repeat(1001))).data.field).toBe('text');
    expect((await add('support', agent.memberId, 'linha\u202eoculta')).code).toBe(0);
    expect((await add('support', agent.memberId, 42)).data.field).toBe('text');
    expect((await add('support', '999999999', 'Nota para ninguém')).data.error).toBe('NOT_FOUND');
    expect((await add('marketing', agent.memberId, 'Campanha')).data.error).toBe('STAFF_FORBIDDEN');
    const refused = await add('support', agent.memberId, '');
    expect(refused.msg).toContain('nota');
    expect(await count()).toBe(before);
  });
});
