import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, eventFailures } from '../src/db/schema.ts';
import { recordEvent } from '../src/events/index.ts';
import { createTestApp, createTestAppOn, TEST_DB_KIND, type TestApp } from './harness.ts';
import { newPlayer } from './withdraw-fixtures.ts';

let t: TestApp;
let memberId: bigint;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql`create table test_event_effects (id serial primary key, handler text, event_id bigint)`,
  );
  memberId = (await newPlayer(t, { withdrawPassword: false })).memberId;
});
afterAll(async () => {
  await t?.close();
});

async function effects(handler: string) {
  const { rows } = (await t.database.db.execute(
    sql`select event_id::text as id, count(*)::int as n from test_event_effects where handler = ${handler} group by event_id order by event_id`,
  )) as unknown as { rows: { id: string; n: number }[] };
  return rows;
}

/** Records a `vip.level_reached` fact in its own committed transaction, without dispatching it. */
async function committedEvent(level: number): Promise<bigint> {
  await t.database.db.transaction((tx) =>
    recordEvent(tx, 'vip.level_reached', memberId, { level, from: level - 1 }, t.clock.now),
  );
  const [row] = await t.database.db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .orderBy(sql`${domainEvents.id} desc`)
    .limit(1);
  return row!.id;
}

describe('domain events', () => {
  it('retries a handler that throws, with backoff, and applies the event once', async () => {
    let calls = 0;
    t.app.events.on({
      name: 'test.flaky',
      types: ['vip.level_reached'],
      apply: async (tx, events) => {
        calls += 1;
        for (const e of events)
          await tx.execute(
            sql`insert into test_event_effects (handler, event_id) values ('test.flaky', ${e.id})`,
          );
        if (calls <= 2) throw new Error(`flaky ${calls}`);
      },
    });
    t.clock.set('2026-11-24T15:00:00Z');
    const id = await committedEvent(1);
    await t.app.events.drain();
    const [failure] = await t.database.db.select().from(eventFailures).where(eq(eventFailures.eventId, id));
    expect(failure).toMatchObject({ handler: 'test.flaky', attempts: 1, lastError: 'flaky 1' });
    await t.app.events.drain(); // backing off: not tried again yet
    expect(calls).toBe(1);
    t.clock.advance(1_000);
    await t.app.events.drain();
    expect(calls).toBe(2);
    t.clock.advance(2_000);
    await t.app.events.drain();
    await t.app.events.drain();
    expect(calls).toBe(3);
    expect(await effects('test.flaky')).toEqual([{ id: String(id), n: 1 }]);
    const [event] = await t.database.db.select().from(domainEvents).where(eq(domainEvents.id, id));
    expect(event?.doneAt).not.toBeNull();
    expect(await t.database.db.select().from(eventFailures).where(eq(eventFailures.eventId, id))).toEqual([]);
  });

  it('delivers an event a crash left undispatched through the poller job, once', async () => {
    let applied = 0;
    t.app.events.on({
      name: 'test.counter',
      types: ['vip.level_reached'],
      apply: async (tx, events) => {
        applied += events.length;
        for (const e of events)
          await tx.execute(
            sql`insert into test_event_effects (handler, event_id) values ('test.counter', ${e.id})`,
          );
      },
    });
    // Committed, then the process "died" before dispatching: nothing has run it yet.
    const id = await committedEvent(2);
    expect((await effects('test.counter')).map((r) => r.id)).not.toContain(String(id));
    t.clock.advance(60_000);
    const outcome = await t.app.jobs.runDue();
    expect(outcome['events.deliver']).toMatchObject({ result: 'ok' });
    expect((await effects('test.counter')).find((r) => r.id === String(id))).toEqual({
      id: String(id),
      n: 1,
    });
    await t.app.events.drain();
    expect((await effects('test.counter')).filter((r) => r.n !== 1)).toEqual([]);
    expect(applied).toBeGreaterThan(0);
  });

  it('applies a later handler of a type only after the earlier one has', async () => {
    let firstFails = true;
    const seen: string[] = [];
    t.app.events.on({
      name: 'test.first',
      types: ['withdrawal.paid'],
      apply: async () => {
        seen.push('first');
        if (firstFails) throw new Error('not yet');
      },
    });
    t.app.events.on({
      name: 'test.second',
      types: ['withdrawal.paid'],
      apply: async () => {
        seen.push('second');
      },
    });
    await t.database.db.transaction((tx) =>
      recordEvent(
        tx,
        'withdrawal.paid',
        memberId,
        { withdrawalId: 'W1', amountCents: '100', feeCents: '0' },
        t.clock.now,
      ),
    );
    await t.app.events.drain();
    expect(seen).toEqual(['first']);
    firstFails = false;
    t.clock.advance(5_000);
    await t.app.events.drain();
    expect(seen).toEqual(['first', 'first', 'second']);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('domain events: two dispatchers (PostgreSQL)', () => {
  it('applies each event once when two processes drain at once', async () => {
    const other = await createTestAppOn(t);
    for (const app of [t.app, other.app]) {
      app.events.on({
        name: 'test.shared',
        types: ['bonus.credited'],
        apply: async (tx, events) => {
          for (const e of events)
            await tx.execute(
              sql`insert into test_event_effects (handler, event_id) values ('test.shared', ${e.id})`,
            );
        },
      });
    }
    for (let i = 0; i < 50; i += 1) {
      await recordEvent(
        t.database.db,
        'bonus.credited',
        memberId,
        { code: 7, amountCents: '1', key: `k${i}` },
        t.clock.now,
      );
    }
    await Promise.all([
      t.app.events.drain(),
      other.app.events.drain(),
      t.app.events.drain(),
      other.app.events.drain(),
    ]);
    const rows = await effects('test.shared');
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    await other.close();
  });
});
