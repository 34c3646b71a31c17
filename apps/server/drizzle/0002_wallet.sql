CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"wager_required" bigint DEFAULT 0 NOT NULL,
	"wager_done" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_non_negative_ck" CHECK (allow_negative or balance >= 0),
	CONSTRAINT "ledger_accounts_house_only_negative_ck" CHECK (member_id is null or not allow_negative),
	CONSTRAINT "ledger_accounts_wager_ck" CHECK (wager_done >= 0 and wager_done <= wager_required and (kind = 'locked' or wager_required = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"code" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero_ck" CHECK (amount <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"code" smallint NOT NULL,
	"member_id" bigint,
	"resolves_transfer_id" bigint,
	"wager_required_delta" bigint DEFAULT 0 NOT NULL,
	"wager_done_delta" bigint DEFAULT 0 NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_kind_uq" ON "ledger_accounts" USING btree ("member_id","kind") WHERE member_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_kind_uq" ON "ledger_accounts" USING btree ("kind") WHERE member_id is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolves_uq" ON "ledger_transfers" USING btree ("resolves_transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_member_idx" ON "ledger_transfers" USING btree ("member_id","id");--> statement-breakpoint
-- Hand-written below (wallet): ledger rows are immutable, every transfer balances, cached balances match.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- At commit: the entries of the transfer sum to zero, and the account's cached balance equals its latest balance_after.
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  entries int;
  cached bigint;
  latest bigint;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, entries FROM ledger_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 OR entries < 2 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance (sum %, % entries)', NEW.transfer_id, total, entries
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT balance INTO cached FROM ledger_accounts WHERE id = NEW.account_id;
  SELECT balance_after INTO latest FROM ledger_entries WHERE account_id = NEW.account_id ORDER BY id DESC LIMIT 1;
  IF cached IS DISTINCT FROM latest THEN
    RAISE EXCEPTION 'ledger account % cached balance % differs from its last entry %', NEW.account_id, cached, latest
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_check AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry();--> statement-breakpoint
INSERT INTO ledger_accounts (member_id, kind, allow_negative) VALUES
  (NULL, 'pix_clearing', true), (NULL, 'game_bankroll', true), (NULL, 'bonus_expense', true),
  (NULL, 'referral_expense', true), (NULL, 'fees', true), (NULL, 'adjustments', true)
  ON CONFLICT DO NOTHING;
