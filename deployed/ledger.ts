import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** A broken invariant: its description and the offending rows (apps/server/test/ledger-invariants.ts). */
export type LedgerViolation = { name: string; rows: unknown[] };
type Checks = { findLedgerViolations(db: unknown): Promise<LedgerViolation[]> };
// The server suite's checks, loaded at run time: their types reach into the server's own code, which
// this suite's build does not compile (it only talks to the product from outside).
const CHECKS_MODULE: string = '../apps/server/test/ledger-invariants.ts';

/**
 * The product's database read from outside, as a report tool reads it: the ledger invariants
 * (docs/LEDGER.md "Invariants and how they are tested") and how many times given rows are there.
 */
export async function ledgerViolations(databaseUrl: string): Promise<LedgerViolation[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { findLedgerViolations } = (await import(CHECKS_MODULE)) as Checks;
    return await findLedgerViolations(drizzle(pool));
  } finally {
    await pool.end();
  }
}

/** For each id, how many rows of `table` have it: an acknowledged operation is there exactly once. */
export async function rowsById(
  databaseUrl: string,
  table: 'game_rounds' | 'live_bets',
  ids: string[],
): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; n: number }>(
      `select id::text as id, count(*)::int as n from ${table} where id = any($1::bigint[]) group by id`,
      [ids],
    );
    const found = new Map(ids.map((id) => [id, 0]));
    for (const row of rows) found.set(row.id, row.n);
    return found;
  } finally {
    await client.end();
  }
}
