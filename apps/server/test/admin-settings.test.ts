import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { getVipLevels } from '../src/modules/config/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await createStaff(t.database.db, {
    username: 'boss',
    email: 'boss@x.dev',
    password: 'boss-pass-123',
    role: 'owner',
  });
  owner = bearer(await signInStaff(t, 'boss', 'boss-pass-123'));
});
afterAll(async () => t?.close());

const table = async () => (await t.api('GET', '/admin/settings/vip', { headers: owner })).data.levels;
const save = (levels: unknown, reason = 'Ajuste da política de saques') =>
  t.api('POST', '/admin/settings/vip', { headers: owner, body: { levels, reason }, form: false });

describe('the VIP table editor', () => {
  it('answers the table, stores a valid change and audits exactly what changed, before and after', async () => {
    const levels = await table();
    expect(levels).toHaveLength(11);
    levels[2].withdrawMax = '1200.00';
    levels[2].withdrawTimesPerDay = 4;
    const answer = await save(levels);
    expect(answer.data.changes).toEqual([
      { path: '2.withdrawTimesPerDay', before: 3, after: 4 },
      { path: '2.withdrawMax', before: '1000.00', after: '1200.00' },
    ]);
    expect((await getVipLevels(t.database.db))[2]).toMatchObject({
      withdrawMax: '1200.00',
      withdrawTimesPerDay: 4,
    });
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.vip'))
      .orderBy(desc(staffAuditLog.id));
    expect(row!.detail).toEqual({ reason: 'Ajuste da política de saques', changes: answer.data.changes });
    // Saving the same table again changes nothing (and says so).
    expect((await save(levels)).data.changes).toEqual([]);
  });

  it('refuses what the server’s schema refuses, naming the field; nothing is stored', async () => {
    const levels = await table();
    const broken = structuredClone(levels);
    broken[3].withdrawMax = '1000';
    expect((await save(broken)).data.field).toBe('levels.3.withdrawMax');
    const unordered = structuredClone(levels);
    unordered[4].recharge = '1.00';
    const refused = await save(unordered);
    expect(refused).toMatchObject({ code: 0, data: { field: 'levels.4.recharge' } });
    const extra = structuredClone(levels);
    extra[1].killRate = 0.5;
    expect((await save(extra)).data.error).toBe('UNKNOWN_FIELD');
    expect((await save(levels, '')).data.field).toBe('reason');
    expect(await table()).toEqual(levels);
  });
});
