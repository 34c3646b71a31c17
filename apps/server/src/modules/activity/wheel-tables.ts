import { segmentsOf, type WheelSegment, type WheelTuple, wheelTuples, wheelVersionOf } from '@jl/games';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  activityEnvelopes,
  activitySpins,
  activityWheelActivations,
  activityWheelTables,
} from './activity-schema.ts';

/**
 * Wheel table versions (docs/GAMES.md "Table versions"). A version is the SHA-256 of its content;
 * versions and their activations are append-only rows (a trigger refuses changes). Putting a table in
 * force registers its content once and appends an activation only when it differs from the one in
 * force, so the same content never makes a new version.
 */

export type WheelVersion = { version: string; tuples: WheelTuple[] };
type Tuples = ['cash' | 'diamond', number, number][];

const WHEEL_LOCK = 7_402;

async function insertVersion(tx: Executor, tuples: Tuples, at: Date, label: string | null): Promise<string> {
  const version = wheelVersionOf(tuples);
  await tx
    .insert(activityWheelTables)
    .values({ version, segments: tuples, label, createdAt: at })
    .onConflictDoNothing({ target: activityWheelTables.version });
  return version;
}

/** The version in force now (the latest activation appended), or null before any. */
export async function findVersionInForce(db: Executor): Promise<WheelVersion | null> {
  const [row] = await db
    .select({ version: activityWheelTables.version, segments: activityWheelTables.segments })
    .from(activityWheelActivations)
    .innerJoin(activityWheelTables, eq(activityWheelTables.version, activityWheelActivations.version))
    .orderBy(desc(activityWheelActivations.id))
    .limit(1);
  return row ? { version: row.version, tuples: row.segments } : null;
}

/**
 * Puts `segments` in force at `at` (under a lock, so two callers never append the same change twice):
 * nothing is written when they are the version in force already.
 */
export async function putInForce(
  tx: Executor,
  segments: readonly WheelSegment[],
  at: Date,
  source: string,
): Promise<WheelVersion> {
  const tuples = wheelTuples(segments) as Tuples;
  const version = wheelVersionOf(tuples);
  const current = await findVersionInForce(tx);
  if (current?.version === version) return current;
  await tx.execute(sql`select pg_advisory_xact_lock(${WHEEL_LOCK})`);
  const locked = await findVersionInForce(tx);
  if (locked?.version === version) return locked;
  await insertVersion(tx, tuples, at, null);
  await tx.insert(activityWheelActivations).values({ version, fromAt: at, source });
  return { version, tuples };
}

export type WheelHistoryEntry = {
  version: string;
  label: string | null;
  segments: WheelSegment[];
  tuples: WheelTuple[];
  from: Date;
  until: Date | null;
  source: string;
};

/** Every activation, in the order appended, with its version's content and the instant the next one began. */
export async function listWheelHistory(db: Executor): Promise<WheelHistoryEntry[]> {
  const rows = await db
    .select({
      version: activityWheelTables.version,
      label: activityWheelTables.label,
      segments: activityWheelTables.segments,
      from: activityWheelActivations.fromAt,
      source: activityWheelActivations.source,
    })
    .from(activityWheelActivations)
    .innerJoin(activityWheelTables, eq(activityWheelTables.version, activityWheelActivations.version))
    .orderBy(asc(activityWheelActivations.id));
  return rows.map((r, i) => ({
    version: r.version,
    label: r.label,
    tuples: r.segments,
    segments: segmentsOf(r.segments),
    from: r.from,
    until: rows[i + 1]?.from ?? null,
    source: r.source,
  }));
}

/** One version's content by its hash (a spin's proof names it). */
export async function findWheelVersion(db: Executor, version: string): Promise<WheelVersion | null> {
  const [row] = await db.select().from(activityWheelTables).where(eq(activityWheelTables.version, version));
  return row ? { version: row.version, tuples: row.segments } : null;
}

/**
 * Start-up migration of the tables used before versions were hashed: each distinct (free-text
 * version, table) of the spins becomes a hashed version labelled with its old name, in force from its
 * first spin (when no activation exists yet); the spins then name the hash, and each envelope without
 * a version takes its first spin's. Idempotent: the second run finds nothing to do.
 */
export async function migrateLegacyWheelVersions(tx: Executor): Promise<number> {
  const legacy = await tx
    .select({
      label: activitySpins.tableVersion,
      wheel: activitySpins.wheel,
      first: sql<string>`min(${activitySpins.createdAt})`.mapWith((v) => new Date(v)),
    })
    .from(activitySpins)
    .where(sql`${activitySpins.tableVersion} !~ '^[0-9a-f]{64}$'`)
    .groupBy(activitySpins.tableVersion, activitySpins.wheel)
    .orderBy(sql`min(${activitySpins.createdAt})`);
  const noActivations = (await findVersionInForce(tx)) === null;
  for (const row of legacy) {
    const version = await insertVersion(tx, row.wheel, row.first, row.label);
    if (noActivations)
      await tx.insert(activityWheelActivations).values({ version, fromAt: row.first, source: 'migration' });
    await tx
      .update(activitySpins)
      .set({ tableVersion: version })
      .where(
        sql`${activitySpins.tableVersion} = ${row.label} and ${activitySpins.wheel} = ${JSON.stringify(row.wheel)}::jsonb`,
      );
  }
  await tx.execute(sql`update ${activityEnvelopes} e set table_version = (
      select s.table_version from ${activitySpins} s where s.envelope_id = e.id order by s.id limit 1)
    where e.table_version is null`);
  return legacy.length;
}

/** At start: the legacy spins' tables migrated, then the table of the settings put in force. */
export async function seedWheelVersions(
  tx: Executor,
  segments: readonly WheelSegment[],
  at: Date,
): Promise<WheelVersion> {
  await migrateLegacyWheelVersions(tx);
  return putInForce(tx, segments, at, 'settings');
}
