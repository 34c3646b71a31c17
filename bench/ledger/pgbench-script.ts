/**
 * pgbench's side of the ledger bench: the statements the wallet sends for one round (see
 * apps/server/src/modules/wallet/ledger-repository.ts — lockAccounts and writeTransfer), with the
 * same parameters, run by pgbench's C client. Two differences, both in pgbench's favour or neutral:
 * pgbench's `\gset` needs one row, so the locking SELECT is wrapped in an aggregate that picks the
 * balances out of the three locked rows (the service does that in JavaScript); and the new balances
 * are computed with `\set` instead of JavaScript. pgbench substitutes `:name` even inside string
 * literals, so the key and the meta are built with functions instead of literals containing colons.
 */

const lock = (where: string) => `SELECT max(id::bigint) FILTER (WHERE kind = 'cash') AS cash_id,
  max(balance::bigint) FILTER (WHERE kind = 'cash') AS cash,
  max(id::bigint) FILTER (WHERE member_id IS NULL) AS bank_id,
  max(balance::bigint) FILTER (WHERE member_id IS NULL) AS bank
FROM (SELECT id::text AS id, member_id::text AS member_id, kind, balance::text AS balance, allow_negative,
  wager_required::text AS wager_required, wager_done::text AS wager_done
  FROM ledger_accounts WHERE ${where} ORDER BY id FOR UPDATE) locked \\gset`;

const write = (phase: 'stake' | 'win') => `WITH t AS (
  INSERT INTO ledger_transfers (idempotency_key, request_hash, code, member_id, resolves_transfer_id,
    wager_required_delta, wager_done_delta, meta)
  VALUES (concat_ws(chr(58), 'round', 'jl', 'b' || :r::text, '${phase}'), 'ab2c0e7b5f1e4a0c9d3b6a8f7e1d2c3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d', 13, :m::bigint,
    NULL::bigint, 0::bigint, 0::bigint, json_build_object('platform', 'jl', 'roundId', 'b' || :r::text)::jsonb)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, created_at
), u AS (
  UPDATE ledger_accounts a SET balance = v.balance, wager_required = v.wr, wager_done = v.wd
  FROM (VALUES (:cash_id::bigint, :new_cash::bigint, 0::bigint, 0::bigint),
               (:bank_id::bigint, :new_bank::bigint, 0::bigint, 0::bigint)) AS v(id, balance, wr, wd), t
  WHERE a.id = v.id
), e AS (
  INSERT INTO ledger_entries (transfer_id, account_id, code, amount, balance_after, created_at)
  SELECT t.id, v.account_id, v.code, v.amount, v.balance_after, t.created_at
  FROM t, (VALUES (0::int, :${phase === 'stake' ? 'cash_id' : 'bank_id'}::bigint, 13::smallint, -:amount::bigint, :${phase === 'stake' ? 'new_cash' : 'new_bank'}::bigint),
                  (1::int, :${phase === 'stake' ? 'bank_id' : 'cash_id'}::bigint, 13::smallint, :amount::bigint, :${phase === 'stake' ? 'new_bank' : 'new_cash'}::bigint))
       AS v(n, account_id, code, amount, balance_after)
  ORDER BY v.n
)
SELECT id::text AS id, to_json(created_at)#>>'{}' AS created_at FROM t;`;

// The player's bankroll shard (bankrollOf): game_bankroll for shard 0, game_bankroll:n otherwise.
const SHARD = `(CASE WHEN :shard = 0 THEN 'game_bankroll' ELSE concat_ws(chr(58), 'game_bankroll', :shard::text) END)`;

export const PGBENCH_SCRIPT = `\\set m random(:first, :last)
\\set r random(1, 9000000000000000000)
\\set shard :m % 16
BEGIN;
${lock(`(member_id = :m::bigint AND kind IN ('locked', 'cash')) OR (member_id IS NULL AND kind IN (${SHARD}))`)}
\\set amount 100
\\set new_cash :cash - 100
\\set new_bank :bank + 100
${write('stake')}
${lock(`(member_id IS NULL AND kind IN (${SHARD})) OR (member_id = :m::bigint AND kind IN ('locked', 'cash'))`)}
\\set amount 150
\\set new_cash :cash + 150
\\set new_bank :bank - 150
${write('win')}
COMMIT;
`;
