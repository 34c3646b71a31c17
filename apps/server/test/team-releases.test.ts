import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sandboxOf } from './pay-fixtures.ts';
import { bearer, invitedStaff, refusalAudits, signInNewStaff } from './staff-fixtures.ts';
import { deposit, join, setProfile, setTeamSettings, sp, type TeamPlayer } from './team-fixtures.ts';

/**
 * Releasing withheld referral commissions (docs/COMPLIANCE.md "Four eyes"): finance's alone, a second
 * independent finance or owner above `team.releaseSecondApprovalAbove`, and always in br-regulated.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let device = 0;

beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  t.clock.set(sp('2026-04-01T10:00:00'));
  for (const [name, role] of [
    ['boss', 'owner'],
    ['fin1', 'finance'],
    ['fin2', 'finance'],
    ['help', 'support'],
    ['mark', 'marketing'],
  ] as const) {
    tokens[name] = await signInNewStaff(t, name, role);
  }
  tokens['fin.made'] = (await invitedStaff(t, tokens.boss!, 'fin.made', 'finance')).token;
});
afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

const as = (name: string) => bearer(tokens[name]!);
const clear = (name: string, member: bigint) =>
  t.api('POST', `/admin/team/referrals/${member}/clear`, {
    headers: as(name),
    body: { note: 'Mesma casa, conferido' },
  });
const approve = (name: string, id: string) =>
  t.api('POST', `/admin/team/releases/${id}/approve`, { headers: as(name), body: {}, form: false });
const teamBonus = async (p: TeamPlayer) => (await getWallet(t.database.db, p.memberId)).teamBonus;

/** An inviter and a referral sharing their device: flagged; its R$ 100 deposit withholds R$ 1,00. */
async function flagged() {
  const same = `Same-Phone/${++device}`;
  const inviter = await join(t, undefined, same);
  const referral = await join(t, inviter.inviteCode, same);
  await deposit(t, referral, '100.00');
  expect(await teamBonus(inviter)).toBe(0n);
  return { inviter, referral };
}

describe('commission releases', () => {
  it('are refused to support and marketing; below the amount, finance releases alone', async () => {
    const { inviter, referral } = await flagged();
    expect((await clear('help', referral.memberId)).data.error).toBe('STAFF_FORBIDDEN');
    expect((await clear('mark', referral.memberId)).data.error).toBe('STAFF_FORBIDDEN');
    expect(await teamBonus(inviter)).toBe(0n);
    const released = await clear('fin1', referral.memberId);
    expect(released.data).toMatchObject({ status: 'cleared', credited: '1.00', request: null });
    expect(await teamBonus(inviter)).toBe(100n);
  });

  it('above the amount: a request, then a second finance applies it once (replays refused)', async () => {
    await setTeamSettings(t, { releaseSecondApprovalAbove: '0.50' });
    const { inviter, referral } = await flagged();
    const asked = await clear('fin1', referral.memberId);
    expect(asked.data).toMatchObject({
      status: 'flagged',
      credited: '0.00',
      request: { status: 'pending', amount: '1.00' },
    });
    const id = asked.data.request.id as string;
    // Asking again answers the same request.
    expect((await clear('fin2', referral.memberId)).data.request.id).toBe(id);
    expect(await teamBonus(inviter)).toBe(0n);
    const pending = await t.api('GET', '/admin/team/releases', { headers: as('fin2') });
    expect(pending.data.list.map((r: { id: string }) => r.id)).toContain(id);
    expect((await approve('fin1', id)).data.error).toBe('STAFF_SELF_APPROVAL');
    expect((await approve('help', id)).data.error).toBe('STAFF_FORBIDDEN');
    expect((await approve('fin2', id)).data.request.status).toBe('applied');
    expect(await teamBonus(inviter)).toBe(100n);
    expect((await approve('fin2', id)).data.error).toBe('STAFF_REQUEST_DECIDED');
    expect((await approve('boss', id)).data.error).toBe('STAFF_REQUEST_DECIDED');
    expect((await clear('fin1', referral.memberId)).data.error).toBe('TEAM_REFERRAL_STATE');
    expect(await teamBonus(inviter)).toBe(100n);
  });

  it('applies racing second approvals exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { inviter, referral } = await flagged();
      const id = (await clear('fin1', referral.memberId)).data.request.id as string;
      const answers = await Promise.all([approve('fin2', id), approve('boss', id), approve('fin.made', id)]);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(await teamBonus(inviter)).toBe(100n);
    }
  });

  it('refuses the second approval of a finance account the requesting owner created (audited, nothing moves)', async () => {
    const { inviter, referral } = await flagged();
    const id = (await clear('boss', referral.memberId)).data.request.id as string;
    const refused = await approve('fin.made', id);
    expect(refused).toMatchObject({ code: 0, data: { error: 'STAFF_NOT_INDEPENDENT' } });
    expect(await teamBonus(inviter)).toBe(0n);
    expect(await refusalAudits(t, 'team.release.approve.refused')).toBe(1);
    expect((await approve('fin2', id)).code).toBe(1);
    expect(await teamBonus(inviter)).toBe(100n);
  });

  it('a rejected request credits nothing and leaves the referral flagged', async () => {
    const { inviter, referral } = await flagged();
    const id = (await clear('fin1', referral.memberId)).data.request.id as string;
    const rejected = await t.api('POST', `/admin/team/releases/${id}/reject`, {
      headers: as('fin2'),
      body: { reason: 'Conferir de novo' },
    });
    expect(rejected.data.request.status).toBe('rejected');
    expect(await teamBonus(inviter)).toBe(0n);
    expect((await approve('boss', id)).data.error).toBe('STAFF_REQUEST_DECIDED');
  });

  it('in br-regulated every release needs the second approval, however small', async () => {
    await setTeamSettings(t, { releaseSecondApprovalAbove: '200.00' });
    // Withheld under the standard profile (br-regulated pays no new team cash), released under br-regulated.
    const { inviter, referral } = await flagged();
    await setProfile(t, 'br-regulated');
    const asked = await clear('fin1', referral.memberId);
    expect(asked.data.request).toMatchObject({ status: 'pending', amount: '1.00' });
    expect(await teamBonus(inviter)).toBe(0n);
    expect((await approve('fin2', asked.data.request.id)).code).toBe(1);
    expect(await teamBonus(inviter)).toBe(100n);
    await setProfile(t, 'standard');
  });
});
