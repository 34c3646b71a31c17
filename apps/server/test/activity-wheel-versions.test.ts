import { hashServerSeed, segmentsOf, spinWheel, wheelVersionOf } from '@jl/games';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEnvelopes, activitySpins, activityWheelTables } from '../src/db/schema.ts';
import { migrateLegacyWheelVersions } from '../src/modules/activity/wheel-tables.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { newPayer, setActivities, setProfile } from './activity-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';
import { NOON_SP } from './withdraw-fixtures.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  t.clock.set(NOON_SP);
  await setProfile(t, 'standard');
  await setActivities(t, {});
  await createStaff(t.database.db, {
    username: 'mkt-tables',
    email: 'mkt-tables@jogolimpo.local',
    password: 'mkt-pass-12345',
    role: 'marketing',
  });
  headers = bearer(await signInStaff(t, 'mkt-tables', 'mkt-pass-12345'));
});
beforeEach(() => t.clock.advance(60_000));
afterAll(async () => {
  await t?.close();
});

const tables = () => t.api('GET', '/activity/wheel/tables');
const spin = (token: string) => t.api('POST', '/activity/wheel/spin', { token });
type Settings = Record<string, Record<string, unknown>>;

async function saveWheel(weightOfFirst: number) {
  const current = await t.api('GET', '/admin/activity/settings', { headers });
  const settings = current.data.settings as Settings;
  const wheel = settings.redEnvelope!.wheel as { segments: { weight: number }[] };
  const segments = wheel.segments.map((s, i) => (i === 0 ? { ...s, weight: weightOfFirst } : s));
  const edited = { ...settings, redEnvelope: { ...settings.redEnvelope, wheel: { ...wheel, segments } } };
  const saved = await t.api('POST', '/admin/activity/settings', {
    headers,
    form: false,
    body: { activities: edited },
  });
  expect(saved.code, saved.msg).toBe(1);
  return saved.data;
}

describe('wheel table versions', () => {
  it('names the table by its content hash, publicly, with its odds and since when', async () => {
    const answer = await tables();
    expect(answer.code).toBe(1);
    const [current] = answer.data.history;
    expect(answer.data.in_force).toBe(wheelVersionOf(current.table));
    expect(current).toMatchObject({ until: null, short: answer.data.in_force.slice(0, 12) });
    expect(current.segments.length).toBeGreaterThan(1);
  });

  it('a staff edit of a weight makes a new version in force; saving the same content makes nothing new', async () => {
    const before = (await tables()).data;
    const saved = await saveWheel(31);
    expect(saved.wheel.in_force).not.toBe(before.in_force);
    expect(saved.settings.redEnvelope.wheel.version).toBe(saved.wheel.in_force);
    const after = (await tables()).data;
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history[1]).toMatchObject({ version: before.in_force, until: after.history[0].from });
    await saveWheel(31);
    expect((await tables()).data.history).toHaveLength(after.history.length);
  });

  it('an old spin still verifies against its old version after the table is edited', async () => {
    const player = await newPayer(t);
    const first = (await spin(player.token)).data.spin;
    const oldVersion = first.proof.table_version;
    expect(oldVersion).toBe((await tables()).data.in_force);
    const [envelope] = await t.database.db
      .select()
      .from(activityEnvelopes)
      .where(eq(activityEnvelopes.memberId, player.memberId));
    expect(envelope!.tableVersion).toBe(oldVersion);
    await saveWheel(7);
    const published = (await tables()).data;
    expect(published.in_force).not.toBe(oldVersion);
    expect((await t.api('POST', '/game/fairness/rotate', { token: player.token })).code).toBe(1);
    const records = await t.api('GET', '/activity/records', {
      token: player.token,
      query: { code: 'red_envelope' },
    });
    const proof = records.data.list.find((r: { kind: string }) => r.kind === 'spin').spin.proof;
    // The table it names is in the public history, unchanged, and re-derives the same segment.
    const old = published.history.find((v: { version: string }) => v.version === oldVersion);
    expect(old.table).toEqual(proof.table);
    expect(wheelVersionOf(old.table)).toBe(oldVersion);
    expect(hashServerSeed(proof.server_seed)).toBe(proof.server_seed_hash);
    const seeds = { serverSeed: proof.server_seed, clientSeed: proof.client_seed, nonce: proof.nonce };
    expect(spinWheel(seeds, { version: oldVersion, segments: segmentsOf(old.table) })).toBe(first.segment);
  });

  it('keeps versions append-only: the database refuses an update or a delete', async () => {
    const db = t.database.db;
    await expect(db.execute(sql`update activity_wheel_tables set label = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from activity_wheel_activations`)).rejects.toThrow();
  });

  it('migrates a spin of a free-text version to its hash, kept with the old name', async () => {
    const player = await newPayer(t);
    await spin(player.token);
    const db = t.database.db;
    const [row] = await db.select().from(activitySpins).where(eq(activitySpins.memberId, player.memberId));
    const legacy = [
      ['cash', 10, 1],
      ['cash', 20, 3],
    ] as ['cash', number, number][];
    await db
      .update(activitySpins)
      .set({ tableVersion: 'wheel-legacy', wheel: legacy })
      .where(eq(activitySpins.id, row!.id));
    await db.transaction((tx) => migrateLegacyWheelVersions(tx));
    const [after] = await db.select().from(activitySpins).where(eq(activitySpins.id, row!.id));
    expect(after!.tableVersion).toBe(wheelVersionOf(legacy));
    const [version] = await db
      .select()
      .from(activityWheelTables)
      .where(eq(activityWheelTables.version, wheelVersionOf(legacy)));
    expect(version).toMatchObject({ label: 'wheel-legacy', segments: legacy });
    expect(await db.transaction((tx) => migrateLegacyWheelVersions(tx))).toBe(0);
  });
});
