import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';

/**
 * The ledger invariants (docs/LEDGER.md "Invariants and how they are tested"). Call `await
 * assertLedgerInvariants(t.database.db)` at the end of every suite that moves money. Each check is a query
 * that returns the offending rows; any row is a broken invariant and fails with a description of what broke.
 */
const CHECKS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: 'every transfer balances (its entries sum to zero) and has at least two entries',
    query: sql`select t.id::text as transfer, coalesce(sum(e.amount), 0)::text as sum, count(e.id)::int as entries
      from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  },
  {
    name: 'the sum over all accounts is zero',
    query: sql`select sum(balance)::text as sum from ledger_accounts having coalesce(sum(balance), 0) <> 0`,
  },
  {
    name: 'no player account (and no account that may not go negative) is negative',
    query: sql`select id::text, member_id::text, kind, balance::text from ledger_accounts
      where balance < 0 and (member_id is not null or not allow_negative)`,
  },
  {
    name: 'only house accounts may go negative',
    query: sql`select id::text, kind from ledger_accounts where allow_negative and member_id is not null`,
  },
  {
    name: 'each cached balance equals the sum of its entries',
    query: sql`select a.id::text, a.kind, a.balance::text as cached, coalesce(sum(e.amount), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  },
  {
    name: "each entry's balance_after is the previous balance_after plus its amount",
    query: sql`select id::text, account_id::text, amount::text, balance_after::text, previous::text from (
        select id, account_id, amount, balance_after,
          coalesce(lag(balance_after) over (partition by account_id order by id), 0) as previous
        from ledger_entries) chain
      where balance_after <> previous + amount`,
  },
  {
    name: 'no entry has a zero amount',
    query: sql`select id::text from ledger_entries where amount = 0`,
  },
  {
    name: "each player's wagering row equals the sum of the wagering deltas of their transfers",
    query: sql`select a.member_id::text, a.wager_required::text, a.wager_done::text,
        coalesce(d.required, 0)::text as required_deltas, coalesce(d.done, 0)::text as done_deltas
      from ledger_accounts a
      left join (select member_id, sum(wager_required_delta) as required, sum(wager_done_delta) as done
                 from ledger_transfers group by member_id) d on d.member_id = a.member_id
      where a.kind = 'locked' and (a.wager_required <> coalesce(d.required, 0) or a.wager_done <> coalesce(d.done, 0))`,
  },
  {
    name: 'wagering is in range: 0 ≤ wager_done ≤ wager_required, only on locked accounts',
    query: sql`select id::text, kind from ledger_accounts
      where wager_done < 0 or wager_done > wager_required or (kind <> 'locked' and wager_required <> 0)`,
  },
  {
    name: 'a resolution (post/void) moves exactly what its hold put into withdraw_hold',
    query: sql`select h.id::text as hold, r.id::text as resolution from ledger_transfers r
      join ledger_transfers h on h.id = r.resolves_transfer_id
      where (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
             where e.transfer_id = h.id and a.kind = 'withdraw_hold')
        <> -(select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
             where e.transfer_id = r.id and a.kind = 'withdraw_hold')`,
  },
  {
    name: "each player's withdraw_hold equals the sum of their unresolved holds",
    query: sql`select a.member_id::text, a.balance::text, coalesce(o.open, 0)::text as open_holds
      from ledger_accounts a
      left join (select a2.member_id, sum(e.amount) as open
                 from ledger_entries e join ledger_accounts a2 on a2.id = e.account_id
                 join ledger_transfers t on t.id = e.transfer_id
                 where a2.kind = 'withdraw_hold' and t.resolves_transfer_id is null
                   and not exists (select 1 from ledger_transfers r where r.resolves_transfer_id = t.id)
                 group by a2.member_id) o on o.member_id = a.member_id
      where a.kind = 'withdraw_hold' and a.balance <> coalesce(o.open, 0)`,
  },
];

export type LedgerViolation = { name: string; rows: unknown[] };

/** Runs every check; returns the broken ones (empty when the ledger is sound). */
export async function findLedgerViolations(db: Executor): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  for (const check of CHECKS) {
    const result = (await db.execute(check.query)) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) violations.push({ name: check.name, rows: result.rows.slice(0, 10) });
  }
  return violations;
}

/** Throws with every broken invariant and up to ten offending rows each. */
export async function assertLedgerInvariants(db: Executor): Promise<void> {
  const violations = await findLedgerViolations(db);
  if (violations.length > 0) {
    const detail = violations.map((v) => `- ${v.name}: ${JSON.stringify(v.rows)}`).join('\n');
    throw new Error(`ledger invariants broken:\n${detail}`);
  }
}
