import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, createStaff, verifyAuditChain } from '../src/modules/admin/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  await createStaff(t.database.db, {
    username: 'boss',
    email: 'boss@x.dev',
    password: 'boss-pass-123',
    role: 'owner',
  });
  token = await signInStaff(t, 'boss', 'boss-pass-123');
  for (let i = 0; i < 5; i++) {
    await audit(t.database.db, {
      staffId: null,
      action: 'test.seed',
      detail: { i, note: 'ação' },
      at: new Date(),
    });
  }
});
afterAll(async () => t?.close());

const verify = () => t.api('POST', '/admin/audit/verify', { headers: bearer(token) });
const rows = async () =>
  (
    (await t.database.db.execute(
      sql`select id::text as id, prev_hash, hash from staff_audit_log order by id`,
    )) as unknown as {
      rows: { id: string; prev_hash: string; hash: string }[];
    }
  ).rows;

/** What an attacker with database access does: switch the append-only trigger off, change history. */
async function tamper(statement: ReturnType<typeof sql>) {
  await t.database.db.execute(sql`alter table staff_audit_log disable trigger staff_audit_log_immutable`);
  try {
    await t.database.db.execute(statement);
  } finally {
    await t.database.db.execute(sql`alter table staff_audit_log enable trigger staff_audit_log_immutable`);
  }
}

describe('the hash-chained audit log', () => {
  it('links every row to the previous one from the genesis hash, and verifies', async () => {
    const chain = await rows();
    expect(chain.length).toBeGreaterThanOrEqual(4);
    expect(chain[0]!.prev_hash).toBe('0'.repeat(64));
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.prev_hash).toBe(chain[i - 1]!.hash);
    const answer = await verify();
    expect(answer.data).toMatchObject({ ok: true, first_broken: null });
    expect(answer.data.rows).toBe(chain.length);
    expect(answer.data.head_hash).toBe(chain.at(-1)!.hash);
  });

  it('stays one chain when many staff actions are audited at once', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        audit(t.database.db, { staffId: null, action: 'test.concurrent', detail: { i }, at: new Date() }),
      ),
    );
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: true, firstBroken: null });
  });

  it('an edited row is detected and named; putting it back heals the chain', async () => {
    const chain = await rows();
    const victim = chain[3]!;
    const [original] = (
      (await t.database.db.execute(
        sql`select detail::text as detail from staff_audit_log where id = ${victim.id}`,
      )) as unknown as { rows: { detail: string }[] }
    ).rows;
    await tamper(sql`update staff_audit_log set detail = '{"amount":"1.00"}'::jsonb where id = ${victim.id}`);
    const answer = await verify();
    expect(answer.data).toMatchObject({ ok: false, first_broken: { id: victim.id, reason: 'content' } });
    // Recomputing that row's hash does not help: the next row still points at the old one.
    await tamper(
      sql`update staff_audit_log set hash = staff_audit_row_hash(prev_hash, id, staff_id, action, target_type, target_id, detail, ip, created_at) where id = ${victim.id}`,
    );
    expect((await verify()).data.first_broken).toEqual({ id: chain[4]!.id, reason: 'link' });
    await tamper(
      sql`update staff_audit_log set detail = ${original!.detail}::jsonb, hash = ${victim.hash} where id = ${victim.id}`,
    );
    expect((await verify()).data.ok).toBe(true);
  });

  it('a removed row breaks the link of the row after it', async () => {
    const chain = await rows();
    await tamper(sql`delete from staff_audit_log where id = ${chain[6]!.id}`);
    expect((await verify()).data).toMatchObject({
      ok: false,
      first_broken: { id: chain[7]!.id, reason: 'link' },
    });
  });

  it('lists the chain newest first with each row’s hashes and staff name, filtered by action', async () => {
    const page = await t.api('GET', '/admin/audit', {
      headers: bearer(token),
      query: { action: '2fa.', size: '5' },
    });
    expect(page.code).toBe(1);
    expect(page.data.list.length).toBeGreaterThan(0);
    for (const row of page.data.list) {
      expect(row.action.startsWith('2fa.')).toBe(true);
      expect(row.staff).toBe('boss');
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
