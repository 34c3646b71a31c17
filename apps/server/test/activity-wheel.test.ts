import { randomUUID } from 'node:crypto';
import { FUND_TYPES } from '@jl/core';
import { hashServerSeed, reachProbability, spinWheel, type WheelTable } from '@jl/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEnvelopes } from '../src/db/schema.ts';
import { recordEvent } from '../src/events/index.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { createMember } from '../src/modules/auth/index.ts';
import { newPayer, setActivities, setProfile, transfersOf } from './activity-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newMobile } from './pay-fixtures.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';
import { NOON_SP, newPlayer } from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests move the clock by days between a player's calls; the idle end (30 min by default)
  // is tested in rg-session.test.ts.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
beforeEach(async () => {
  t.clock.set(NOON_SP);
  await setProfile(t, 'standard');
  await setActivities(t, {});
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const wheel = (token: string) => t.api('GET', '/activity/wheel', { token });
const spin = (token: string, key?: string) =>
  t.api('POST', '/activity/wheel/spin', { token, headers: key ? { 'idempotency-key': key } : {} });
const records = (token: string, query: Record<string, string> = {}) =>
  t.api('GET', '/activity/records', { token, query: { code: 'red_envelope', ...query } });

/** Invited registrations as the auth module records them (the handler grants the inviter's spins). */
async function invite(inviterId: bigint, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const friend = await createMember(t.database.db, {
      phone: newMobile(),
      password: 'segredo123',
      now: t.clock.now,
    });
    const payload = { inviterId: String(inviterId), ip: null, device: null };
    await recordEvent(t.database.db, 'member.registered', friend.id, payload, t.clock.now);
  }
  await t.app.events.drain();
}

describe('GET /activity/wheel', () => {
  it('publishes the odds table (summing to 1) with its exact expected value, the chances and the seed hash', async () => {
    const player = await newPayer(t);
    const answer = await wheel(player.token);
    expect(answer.code).toBe(1);
    const { odds } = answer.data;
    expect(odds.segments).toHaveLength(8);
    const sum = odds.segments.reduce((acc: number, s: { weight: number }) => acc + s.weight, 0);
    expect(sum).toBe(odds.total_weight);
    expect(odds).toMatchObject({
      expected_cents: '290/1',
      expected_value: '2.9000',
      diamond_probability: '1/10',
    });
    expect(odds.segments[0]).toMatchObject({ kind: 'cash', amount: '0.50', probability: '3/10' });
    expect(answer.data).toMatchObject({ spins: 1, envelope: null, target: '300.00', diamonds_target: 10 });
    expect(answer.data.fairness.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const [none, one] = answer.data.chances;
    expect(none.extra).toBe(0);
    expect(one.cash).toBeGreaterThanOrEqual(none.cash);
  });
});

describe('POST /activity/wheel/spin', () => {
  it('needs a CPF (docs/SPECIFICATION.md §5)', async () => {
    const bare = await newPlayer(t, { withdrawPassword: false });
    expect((await spin(bare.token)).data.error).toBe('ACTIVITY_CPF_REQUIRED');
  });

  it('opens an envelope for 48 h with its opening spin, spins once, then has none left', async () => {
    const player = await newPayer(t);
    const first = await spin(player.token);
    expect(first.code).toBe(1);
    const env = first.data.wheel.envelope;
    expect(Date.parse(env.expires_at) - Date.parse(env.opened_at)).toBe(48 * 3_600_000);
    expect(first.data.wheel.spins).toBe(0);
    expect((await spin(player.token)).data.error).toBe('WHEEL_NO_SPINS');
  });

  it('is re-derived from the revealed seed, client seed and nonce after the player rotates the seed', async () => {
    const player = await newPayer(t);
    await invite(player.memberId, 4);
    const hashBefore = (await wheel(player.token)).data.fairness.server_seed_hash;
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push((await spin(player.token)).data.spin);
    expect(outcomes.map((o) => o.proof.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(outcomes.every((o) => o.proof.server_seed === null)).toBe(true);
    expect((await t.api('POST', '/game/fairness/rotate', { token: player.token })).code).toBe(1);
    const listed = (await records(player.token)).data.list.filter((r: { kind: string }) => r.kind === 'spin');
    expect(listed).toHaveLength(5);
    for (const record of listed) {
      const proof = record.spin.proof;
      expect(proof.server_seed).toMatch(/^[0-9a-f]{64}$/);
      expect(hashServerSeed(proof.server_seed)).toBe(hashBefore);
      const table: WheelTable = {
        version: proof.table_version,
        segments: proof.table.map(([kind, cents, weight]: ['cash' | 'diamond', number, number]) =>
          kind === 'cash' ? { kind, cents, weight } : { kind, weight },
        ),
      };
      const seeds = { serverSeed: proof.server_seed, clientSeed: proof.client_seed, nonce: proof.nonce };
      expect(spinWheel(seeds, table)).toBe(record.spin.segment);
    }
  });

  it('grants one spin per invited registration, once per invited member', async () => {
    const player = await newPayer(t);
    await invite(player.memberId, 3);
    expect((await wheel(player.token)).data.spins).toBe(4); // opening + 3 invites
    await t.app.events.drain();
    expect((await wheel(player.token)).data.spins).toBe(4);
    const grants = (await records(player.token)).data.list.filter(
      (r: { kind: string }) => r.kind === 'grant',
    );
    expect(grants.map((g: { detail: string }) => g.detail).sort()).toEqual([
      'Giro de abertura',
      'Giro por convite',
      'Giro por convite',
      'Giro por convite',
    ]);
  });

  it('credits a completed envelope once (type 7) with its wagering, and the next spin opens a new one', async () => {
    await setActivities(t, {
      redEnvelope: {
        target: '1.00',
        wheel: {
          version: 'test-cash',
          segments: [
            { kind: 'cash', amount: '0.50', weight: 1 },
            { kind: 'cash', amount: '1.00', weight: 1 },
          ],
        },
      },
    });
    const player = await newPayer(t);
    await invite(player.memberId, 2);
    let credited: unknown[] = [];
    for (let i = 0; i < 2 && credited.length === 0; i++) credited = (await spin(player.token)).data.credited;
    expect(credited).toEqual([{ kind: 'cash', amount: '1.00' }]);
    const paid = await transfersOf(t, player.memberId, FUND_TYPES.RED_ENVELOPE);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.wagerRequiredDelta).toBe(1_250n);
    const next = await wheel(player.token);
    expect(next.data.envelope).toBeNull();
    const envelopes = await t.database.db
      .select()
      .from(activityEnvelopes)
      .where(eq(activityEnvelopes.memberId, player.memberId));
    expect(envelopes.map((e) => e.status)).toEqual(['completed']);
    const closed = (await records(player.token)).data.list.find(
      (r: { kind: string }) => r.kind === 'envelope',
    );
    expect(closed).toMatchObject({ status: 'completed', amount: '1.00' });
  });

  it('credits the diamonds reward when the diamonds target is reached', async () => {
    await setActivities(t, {
      redEnvelope: {
        diamondsTarget: 2,
        diamondsReward: '5.00',
        wheel: {
          version: 'test-diamonds',
          segments: [
            { kind: 'cash', amount: '0.01', weight: 1 },
            { kind: 'diamond', weight: 1_000_000 },
          ],
        },
      },
    });
    const player = await newPayer(t);
    await invite(player.memberId, 1);
    await spin(player.token);
    const second = await spin(player.token);
    expect(second.data.credited).toEqual([{ kind: 'diamonds', amount: '5.00' }]);
    expect(await transfersOf(t, player.memberId, FUND_TYPES.RED_ENVELOPE)).toHaveLength(1);
  });

  it('expires an envelope not completed in time by the job, and the records say so', async () => {
    const player = await newPayer(t);
    await spin(player.token);
    t.clock.advance(48 * 3_600_000 - 1_000);
    await t.app.jobs.runDue();
    expect((await wheel(player.token)).data.envelope).not.toBeNull();
    t.clock.advance(61_000);
    await t.app.jobs.runDue();
    const [env] = await t.database.db
      .select()
      .from(activityEnvelopes)
      .where(eq(activityEnvelopes.memberId, player.memberId));
    expect(env!.status).toBe('expired');
    const { createSession } = await import('../src/modules/auth/index.ts');
    const token = (await createSession(t.database.db, { memberId: player.memberId, now: t.clock.now })).token;
    const expired = (await records(token)).data.list.find((r: { kind: string }) => r.kind === 'envelope');
    expect(expired).toMatchObject({ status: 'expired' });
    expect(expired.detail).toContain('expirado');
  });

  it('spends each spin once when spins race, each with its own nonce', async () => {
    const player = await newPayer(t);
    await invite(player.memberId, 2); // 3 spins
    const answers = await Promise.all(Array.from({ length: 6 }, () => spin(player.token)));
    const ok = answers.filter((a) => a.code === 1);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.data?.error === 'WHEEL_NO_SPINS')).toHaveLength(3);
    expect(new Set(ok.map((a) => a.data.spin.proof.nonce)).size).toBe(3);
  });

  it('answers a replay with the same Idempotency-Key with the first spin', async () => {
    const player = await newPayer(t);
    await invite(player.memberId, 1);
    const key = `spin-${randomUUID()}`;
    const first = await spin(player.token, key);
    const replay = await spin(player.token, key);
    expect(replay.data.spin).toEqual(first.data.spin);
    expect((await wheel(player.token)).data.spins).toBe(1);
  });

  it('shows the exact chance of reaching the target from the published table', async () => {
    const player = await newPayer(t);
    await invite(player.memberId, 5);
    await spin(player.token);
    const info = (await wheel(player.token)).data;
    const table: WheelTable = {
      version: info.odds.version,
      segments: info.odds.segments.map(
        (s: { kind: 'cash' | 'diamond'; amount: string | null; weight: number }) =>
          s.kind === 'cash'
            ? { kind: 'cash', cents: Math.round(Number(s.amount) * 100), weight: s.weight }
            : { kind: 'diamond', weight: s.weight },
      ),
    };
    const current = Math.round(Number(info.envelope.amount) * 100);
    for (const c of info.chances) {
      const expected = reachProbability(table, {
        currentCents: current,
        targetCents: 30_000,
        spins: info.spins + c.extra,
      });
      expect(c.cash).toBeCloseTo(expected, 12);
    }
  });
});

describe('activity settings: the legal lint', () => {
  it('refuses, in br-regulated, to enable what art. 42 forbids, citing it; accepts a lawful configuration', async () => {
    await createStaff(t.database.db, {
      username: 'mkt',
      email: 'mkt@jogolimpo.local',
      password: 'mkt-pass-12345',
      role: 'marketing',
    });
    const headers = bearer(await signInStaff(t, 'mkt', 'mkt-pass-12345'));
    await setProfile(t, 'br-regulated');
    const current = await t.api('GET', '/admin/activity/settings', { headers });
    expect(current.data.problems.some((p: string) => p.includes('art. 42, §1, I'))).toBe(true);
    // In the staff member's language, every word of it (the law is cited as written).
    expect(current.data.problems.join(' ')).toContain('proibido no perfil br-regulated');
    expect(current.data.problems.join(' ')).not.toContain('forbidden');
    const english = await t.api('GET', '/admin/activity/settings', { headers: { ...headers, lang: 'en' } });
    expect(english.data.problems.join(' ')).toContain('forbidden under the br-regulated profile');
    const refused = await t.api('POST', '/admin/activity/settings', {
      headers,
      form: false,
      body: { activities: { ...current.data.settings } },
    });
    expect(refused).toMatchObject({ code: 0, data: { error: 'ACTIVITY_SETTINGS_INVALID' } });
    expect(refused.msg).toContain('Lei 5.768/1971');
    const off = Object.fromEntries(
      Object.entries(current.data.settings as Record<string, Record<string, unknown>>).map(([k, v]) => [
        k,
        { ...v, enabled: false },
      ]),
    );
    const accepted = await t.api('POST', '/admin/activity/settings', {
      headers,
      form: false,
      body: { activities: off },
    });
    expect(accepted).toMatchObject({ code: 1, data: { problems: [] } });
    const badWheel = {
      ...off,
      redEnvelope: {
        ...off.redEnvelope,
        wheel: { version: 'x', segments: [{ kind: 'cash', amount: '1.00', weight: 0 }] },
      },
    };
    const invalid = await t.api('POST', '/admin/activity/settings', {
      headers,
      form: false,
      body: { activities: badWheel },
    });
    expect(invalid.data.error).toBe('ACTIVITY_SETTINGS_INVALID');
    expect(invalid.msg).toContain('segments.0.weight: valor inválido');
    expect(invalid.msg).not.toMatch(/Invalid|expected|Too small/);
    const unknown = await t.api('POST', '/admin/activity/settings', {
      headers: { ...headers, lang: 'es' },
      form: false,
      body: { activities: { ...off, lottery: { enabled: true } } },
    });
    expect(unknown.msg).toContain('activities.lottery: actividad desconocida');
  });
});

describe('activity settings: in force at once', () => {
  it('shows a staff edit to the very next player read (no cached copy outlives the commit)', async () => {
    await createStaff(t.database.db, {
      username: 'mkt2',
      email: 'mkt2@jogolimpo.local',
      password: 'mkt-pass-12345',
      role: 'marketing',
    });
    const headers = bearer(await signInStaff(t, 'mkt2', 'mkt-pass-12345'));
    const player = await newPlayer(t);
    // The player's read fills this process's copy of the settings first.
    expect((await wheel(player.token)).data.target).toBe('300.00');
    const current = await t.api('GET', '/admin/activity/settings', { headers });
    const settings = current.data.settings as Record<string, Record<string, unknown>>;
    const edited = { ...settings, redEnvelope: { ...settings.redEnvelope, target: '5.00' } };
    const saved = await t.api('POST', '/admin/activity/settings', {
      headers,
      form: false,
      body: { activities: edited },
    });
    expect(saved.code, saved.msg).toBe(1);
    expect((await wheel(player.token)).data.target).toBe('5.00');
  });
});
