import { randomUUID } from 'node:crypto';
import { type Cents, FUND_TYPES } from '@jl/core';
import { sql } from 'drizzle-orm';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { creditBonus, creditDeposit } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { NOON_SP } from './withdraw-fixtures.ts';

/** Account-closure helpers (closure*.test.ts). */

/** The suites' app: noon in São Paulo (withdrawals open), withdrawals above R$ 10,00 held for staff. */
export async function startClosureApp(): Promise<TestApp> {
  const t = await createTestApp();
  t.clock.set(NOON_SP);
  await holdWithdrawalsForReview(t);
  return t;
}

/** After the suite: the ledger invariants hold, then the app and its database go. */
export async function stopClosureApp(t: TestApp | undefined): Promise<void> {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
}

type Row = Record<string, unknown>;

export async function rows(t: TestApp, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

export async function one(t: TestApp, statement: ReturnType<typeof sql>): Promise<Row | undefined> {
  return (await rows(t, statement))[0];
}

/** Withdrawals above R$ 10,00 wait for staff: they stay in flight while a closure is asked for. */
export async function holdWithdrawalsForReview(t: TestApp): Promise<void> {
  await updateSettingsSection(t.database.db, 'withdraw', {
    min: '20.00',
    windowStart: '00:00',
    windowEnd: '22:00',
    timeZone: 'America/Sao_Paulo',
    autoApproveMax: '10.00',
    twoApprovalsAbove: '650.00',
  });
}

/** Own money under wagering: a deposit credited straight by the wallet (as the Pix webhook does). */
export async function giveDeposit(t: TestApp, memberId: bigint, cents: bigint): Promise<void> {
  await t.database.db.transaction((tx) =>
    creditDeposit(tx, { memberId, amount: cents as Cents, idempotencyKey: `pix:test:${randomUUID()}` }),
  );
}

/** Bonus money: a reward into `locked` (type 20) or a commission into `team_bonus` (type 4). */
export async function giveBonus(
  t: TestApp,
  memberId: bigint,
  cents: bigint,
  target: 'locked' | 'team_bonus' = 'locked',
): Promise<void> {
  await t.database.db.transaction((tx) =>
    creditBonus(tx, {
      memberId,
      amount: cents as Cents,
      code: target === 'locked' ? FUND_TYPES.REGISTRATION_BONUS : FUND_TYPES.PROFIT_SHARE,
      target,
      idempotencyKey: `test:bonus:${randomUUID()}`,
    }),
  );
}

/** The member's balances by account kind, in cents. */
export async function balancesOf(t: TestApp, memberId: bigint): Promise<Record<string, bigint>> {
  const found = await rows(
    t,
    sql`select kind, balance::text as balance from ledger_accounts where member_id = ${String(memberId)}::bigint`,
  );
  return Object.fromEntries(found.map((r) => [r.kind as string, BigInt(r.balance as string)]));
}

/** The closure's forfeit transfer (`closure:<member>`, type 31) with its entries, or undefined. */
export async function forfeitOf(t: TestApp, memberId: bigint) {
  const transfer = await one(
    t,
    sql`select id::text as id, code from ledger_transfers where idempotency_key = ${`closure:${memberId}`}`,
  );
  if (!transfer) return undefined;
  const entries = await rows(
    t,
    sql`select coalesce(a.member_id::text, 'house') as owner, a.kind, e.code, e.amount::text as amount
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transfer_id = ${transfer.id as string}::bigint order by e.id`,
  );
  return { id: BigInt(transfer.id as string), code: Number(transfer.code), entries };
}

export async function countClosureTransfers(t: TestApp, memberId: bigint): Promise<number> {
  const row = await one(
    t,
    sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`closure:${memberId}%`}`,
  );
  return Number(row?.n ?? 0);
}

/** Ledger entries on the member's accounts written after `transferId` (nothing may stake after closure). */
export async function entriesAfter(t: TestApp, memberId: bigint, transferId: bigint): Promise<Row[]> {
  return rows(
    t,
    sql`select e.transfer_id::text as transfer, e.code, e.amount::text as amount
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.member_id = ${String(memberId)}::bigint and e.transfer_id > ${String(transferId)}::bigint`,
  );
}

/**
 * Every place a value is stored as text: each text, varchar or jsonb column of every table, with the
 * rows whose value contains `needle` (case-insensitive). What minimisation must leave empty.
 */
export async function whereStored(t: TestApp, needle: string): Promise<string[]> {
  const columns = await rows(
    t,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')
        order by table_name, column_name`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const table = sql.identifier(c.table_name as string);
    const column = sql.identifier(c.column_name as string);
    const hit = await one(
      t,
      sql`select count(*)::int as n from ${table} where ${column}::text ilike ${`%${needle}%`}`,
    );
    if (Number(hit?.n ?? 0) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}
