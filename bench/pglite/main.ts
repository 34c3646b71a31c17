/**
 * What a statement costs through the embedded database's driver (apps/server/src/db/pglite-statements.ts)
 * against PGlite's own query() and transaction(), on the same in-memory instance, same moment: `select 1`,
 * and a transaction locking four rows FOR UPDATE (awaited one by one, then issued together as the game
 * round issues its first batch). Medians of BENCH_REPEATS (3) rounds of BENCH_CALLS (2000) calls after 200
 * warm-up calls. The ratio is the point: this machine's speed varies by several times from hour to hour.
 * Smoke mode (bench/smoke.ts): 40 calls after 10 warm-up calls, once.
 */
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { PgliteStatements } from '../../apps/server/src/db/pglite-statements.ts';
import { SMOKE, setting } from '../smoke.ts';

const CALLS = setting('BENCH_CALLS', 2000, 40);
const REPEATS = setting('BENCH_REPEATS', 3, 1);
const WARMUP = SMOKE ? 10 : 200;
const LOCK = 'select * from t where id = $1 for update';

async function microseconds(calls: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await fn(i);
  const start = performance.now();
  for (let i = 0; i < calls; i++) await fn(i);
  return ((performance.now() - start) * 1000) / calls;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const pg = await PGlite.create();
const ours = new PgliteStatements(pg);
await pg.exec(
  'create table t (id int primary key, v int); insert into t select g, g from generate_series(1, 200) g',
);
const id = (i: number) => 1 + (i % 200);
const cases: [string, () => Promise<number>][] = [
  ['select 1 — PGlite query()', () => microseconds(CALLS, () => pg.query('select 1'))],
  ['select 1 — PgliteStatements', () => microseconds(CALLS, () => ours.query('select 1'))],
  [
    '4 row locks in a transaction — PGlite',
    () =>
      microseconds(CALLS / 4, (i) =>
        pg.transaction(async (tx) => {
          for (let k = 0; k < 4; k++) await tx.query(LOCK, [id(i + k)]);
        }),
      ),
  ],
  [
    '4 row locks, awaited one by one — PgliteStatements',
    () =>
      microseconds(CALLS / 4, (i) =>
        ours.transaction(async (tx) => {
          for (let k = 0; k < 4; k++) await tx.query(LOCK, [id(i + k)]);
        }),
      ),
  ],
  [
    '4 row locks, issued together — PgliteStatements',
    () =>
      microseconds(CALLS / 4, (i) =>
        ours.transaction(async (tx) => {
          await Promise.all([0, 1, 2, 3].map((k) => tx.query(LOCK, [id(i + k)])));
        }),
      ),
  ],
];
const samples = new Map<string, number[]>(cases.map(([name]) => [name, []]));
for (let r = 0; r < REPEATS; r++) for (const [name, run] of cases) samples.get(name)?.push(await run());
await pg.close();
const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
console.log(`PGlite driver: ${CALLS} calls × ${REPEATS}, node ${process.version}, load average ${load}`);
console.table(
  Object.fromEntries([...samples].map(([name, values]) => [name, { median_us: Math.round(median(values)) }])),
);
