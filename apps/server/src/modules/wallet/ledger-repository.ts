import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { type AccountRef, accountKey } from './wallet-accounts.ts';

/**
 * The ledger's SQL. Bigints travel as text both ways (PGlite reads int8 as a JS number, which is not
 * exact above 2^53), so every bigint is cast in and out explicitly.
 */

export type AccountRow = {
  id: bigint;
  key: string;
  memberId: bigint | null;
  kind: string;
  balance: bigint;
  allowNegative: boolean;
  wagerRequired: bigint;
  wagerDone: bigint;
  /** The owner closed the account (ledger_accounts.closed_at is set). */
  closed: boolean;
};

export type TransferRow = {
  id: bigint;
  requestHash: string;
  code: number;
  memberId: bigint | null;
  resolvesTransferId: bigint | null;
  wagerRequiredDelta: bigint;
  wagerDoneDelta: bigint;
  meta: Record<string, unknown>;
  createdAt: Date;
};

export type EntryRow = {
  id: bigint;
  accountId: bigint;
  key: string;
  code: number;
  amount: bigint;
  balanceAfter: bigint;
};

type Raw = Record<string, unknown>;

/**
 * Runs a statement. It is handed to the driver during this call (`then` at once, not a later `await`),
 * so statements issued one after another without waiting reach the server — and run — in call order
 * (pipelined on PostgreSQL: games/play-service.ts relies on it for the stake before the win).
 */
export function query<T = Raw>(db: Executor, statement: SQL): Promise<T[]> {
  return db.execute(statement).then((result) => (result as unknown as { rows: T[] }).rows);
}

/** `query` as a named prepared statement on PostgreSQL (db/named-statement.ts): the round's hot statements. */
export function queryNamed<T = Raw>(db: Executor, statement: SQL): Promise<T[]> {
  return executeNamed(db, statement).then((result) => result.rows as T[]);
}

const big = (value: unknown): bigint => BigInt(value as string);
const bigOrNull = (value: unknown): bigint | null => (value == null ? null : BigInt(value as string));

function toAccount(r: Raw): AccountRow {
  const memberId = bigOrNull(r.member_id);
  const kind = r.kind as string;
  return {
    id: big(r.id),
    key: accountKey({ memberId, kind }),
    memberId,
    kind,
    balance: big(r.balance),
    allowNegative: r.allow_negative === true,
    wagerRequired: big(r.wager_required),
    wagerDone: big(r.wager_done),
    closed: r.closed === true,
  };
}

function matchRefs(refs: readonly AccountRef[]): SQL {
  const byMember = new Map<string, Set<string>>();
  for (const ref of refs) {
    const owner = ref.memberId === undefined ? 'house' : String(ref.memberId);
    const kinds = byMember.get(owner) ?? new Set<string>();
    kinds.add(ref.kind);
    byMember.set(owner, kinds);
  }
  const clauses = [...byMember].map(([owner, kinds]) => {
    const list = sql.join(
      [...kinds].map((k) => sql`${k}`),
      sql`, `,
    );
    return owner === 'house'
      ? sql`(member_id is null and kind in (${list}))`
      : sql`(member_id = ${owner}::bigint and kind in (${list}))`;
  });
  return sql.join(clauses, sql` or `);
}

const ACCOUNT_COLUMNS = sql`id::text as id, member_id::text as member_id, kind, balance::text as balance,
  allow_negative, wager_required::text as wager_required, wager_done::text as wager_done,
  closed_at is not null as closed`;

/**
 * Locks the accounts `SELECT … FOR UPDATE` in one statement, in one order every writer shares (so two
 * transfers can never wait on each other in a cycle), creating missing rows first. The order is that of
 * the id's text (`order by id` sorts the `id::text` output column): total and the same everywhere, which
 * is all it needs — but a caller locking accounts in two statements must not assume numeric order.
 */
export async function lockAccounts(
  db: Executor,
  refs: readonly AccountRef[],
): Promise<Map<string, AccountRow>> {
  const wanted = new Set(refs.map(accountKey));
  const select = sql`select ${ACCOUNT_COLUMNS} from ledger_accounts where ${matchRefs(refs)} order by id for update`;
  let rows = (await queryNamed(db, select)).map(toAccount);
  if (rows.length < wanted.size) {
    await createAccounts(db, refs);
    rows = (await query(db, select)).map(toAccount);
  }
  const locked = new Map(rows.map((row) => [row.key, row]));
  for (const key of wanted)
    if (!locked.has(key)) throw new Error(`ledger account ${key} could not be created`);
  return locked;
}

/** Creates accounts that do not exist yet; house accounts may go negative, player accounts never. */
export async function createAccounts(db: Executor, refs: readonly AccountRef[]): Promise<void> {
  const values = refs.map((ref) =>
    ref.memberId === undefined
      ? sql`(null, ${ref.kind}, true)`
      : sql`(${String(ref.memberId)}::bigint, ${ref.kind}, false)`,
  );
  await db.execute(
    sql`insert into ledger_accounts (member_id, kind, allow_negative) values ${sql.join(values, sql`, `)}
        on conflict do nothing`,
  );
}

/** A player's accounts without locking (reads for display). */
export async function listMemberAccounts(db: Executor, memberId: bigint): Promise<AccountRow[]> {
  const rows = await query(
    db,
    sql`select ${ACCOUNT_COLUMNS} from ledger_accounts where member_id = ${String(memberId)}::bigint order by id`,
  );
  return rows.map(toAccount);
}

function toTransfer(r: Raw): TransferRow {
  return {
    id: big(r.id),
    requestHash: r.request_hash as string,
    code: Number(r.code),
    memberId: bigOrNull(r.member_id),
    resolvesTransferId: bigOrNull(r.resolves_transfer_id),
    wagerRequiredDelta: big(r.wager_required_delta),
    wagerDoneDelta: big(r.wager_done_delta),
    meta: (r.meta ?? {}) as Record<string, unknown>,
    createdAt: new Date(r.created_at as string),
  };
}

const TRANSFER_COLUMNS = sql`id::text as id, request_hash, code, member_id::text as member_id,
  resolves_transfer_id::text as resolves_transfer_id, wager_required_delta::text as wager_required_delta,
  wager_done_delta::text as wager_done_delta, meta, to_json(created_at)#>>'{}' as created_at`;

/** Every player's `game:<platform>` account: the money parked in a transfer platform (zero when out). */
export async function listPlatformHoldings(
  db: Executor,
  platform: string,
  memberId?: bigint,
): Promise<{ memberId: bigint; balance: bigint }[]> {
  const member = memberId === undefined ? sql`` : sql`and member_id = ${String(memberId)}::bigint`;
  const rows = await query<{ member_id: string; balance: string }>(
    db,
    sql`select member_id::text as member_id, balance::text as balance from ledger_accounts
        where kind = ${`game:${platform}`} and member_id is not null ${member}`,
  );
  return rows.map((r) => ({ memberId: BigInt(r.member_id), balance: BigInt(r.balance) }));
}

export async function findTransferByKey(db: Executor, idempotencyKey: string): Promise<TransferRow | null> {
  const [row] = await query(
    db,
    sql`select ${TRANSFER_COLUMNS} from ledger_transfers where idempotency_key = ${idempotencyKey}`,
  );
  return row ? toTransfer(row) : null;
}

/** The transfer that posted or voided a hold, if any. */
export async function findResolution(db: Executor, holdTransferId: bigint): Promise<TransferRow | null> {
  const [row] = await query(
    db,
    sql`select ${TRANSFER_COLUMNS} from ledger_transfers where resolves_transfer_id = ${String(holdTransferId)}::bigint`,
  );
  return row ? toTransfer(row) : null;
}

export async function listTransferEntries(db: Executor, transferId: bigint): Promise<EntryRow[]> {
  const rows = await query(
    db,
    sql`select e.id::text as id, e.account_id::text as account_id, a.member_id::text as member_id, a.kind,
          e.code, e.amount::text as amount, e.balance_after::text as balance_after
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transfer_id = ${String(transferId)}::bigint order by e.id`,
  );
  return rows.map((r) => ({
    id: big(r.id),
    accountId: big(r.account_id),
    key: accountKey({ memberId: bigOrNull(r.member_id), kind: r.kind as string }),
    code: Number(r.code),
    amount: big(r.amount),
    balanceAfter: big(r.balance_after),
  }));
}

export type TransferWrite = {
  idempotencyKey: string;
  requestHash: string;
  code: number;
  memberId: bigint | null;
  resolvesTransferId: bigint | null;
  wagerRequiredDelta: bigint;
  wagerDoneDelta: bigint;
  meta: Record<string, unknown>;
  entries: { accountId: bigint; code: number; amount: bigint; balanceAfter: bigint }[];
  accounts: { id: bigint; balance: bigint; wagerRequired: bigint; wagerDone: bigint }[];
};

const text = (value: bigint | null) => (value === null ? null : String(value));

/**
 * Writes a transfer, its entries and the new cached balances in ONE statement. When the idempotency
 * key already exists the insert does nothing, and so do the other parts (they join on it): the
 * caller gets null and nothing was written.
 */
export async function writeTransfer(
  db: Executor,
  w: TransferWrite,
): Promise<{ id: bigint; createdAt: Date } | null> {
  const accounts = sql.join(
    w.accounts.map(
      (a) => sql`(${String(a.id)}::bigint, ${String(a.balance)}::bigint, ${String(a.wagerRequired)}::bigint,
        ${String(a.wagerDone)}::bigint)`,
    ),
    sql`, `,
  );
  const entries = sql.join(
    w.entries.map(
      (
        e,
        i,
      ) => sql`(${i}::int, ${String(e.accountId)}::bigint, ${e.code}::smallint, ${String(e.amount)}::bigint,
        ${String(e.balanceAfter)}::bigint)`,
    ),
    sql`, `,
  );
  const rows = await queryNamed(
    db,
    sql`with t as (
          insert into ledger_transfers (idempotency_key, request_hash, code, member_id, resolves_transfer_id,
            wager_required_delta, wager_done_delta, meta)
          values (${w.idempotencyKey}, ${w.requestHash}, ${w.code}, ${text(w.memberId)}::bigint,
            ${text(w.resolvesTransferId)}::bigint, ${String(w.wagerRequiredDelta)}::bigint,
            ${String(w.wagerDoneDelta)}::bigint, ${JSON.stringify(w.meta)}::jsonb)
          on conflict (idempotency_key) do nothing
          returning id, created_at
        ), u as (
          update ledger_accounts a set balance = v.balance, wager_required = v.wr, wager_done = v.wd
          from (values ${accounts}) as v(id, balance, wr, wd), t
          where a.id = v.id
        ), e as (
          insert into ledger_entries (transfer_id, account_id, code, amount, balance_after, created_at)
          select t.id, v.account_id, v.code, v.amount, v.balance_after, t.created_at
          from t, (values ${entries}) as v(n, account_id, code, amount, balance_after)
          order by v.n
        )
        select id::text as id, to_json(created_at)#>>'{}' as created_at from t`,
  );
  const [row] = rows;
  return row ? { id: big(row.id), createdAt: new Date(row.created_at as string) } : null;
}
