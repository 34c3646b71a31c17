CREATE TABLE "game_reconciliations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"platform" text NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"ours" bigint,
	"theirs" bigint,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"member_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	CONSTRAINT "game_transfers_direction_ck" CHECK (direction in ('in', 'out')),
	CONSTRAINT "game_transfers_status_ck" CHECK (status in ('pending', 'confirmed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"member_id" bigint NOT NULL,
	"transaction_id" text NOT NULL,
	"action" text NOT NULL,
	"round_id" text,
	"game_id" text,
	"amount" bigint NOT NULL,
	"from_locked" bigint DEFAULT 0 NOT NULL,
	"from_cash" bigint DEFAULT 0 NOT NULL,
	"reference_id" text,
	"status" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_tx_amount_ck" CHECK (amount >= 0 and from_locked >= 0 and from_cash >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"player_id" text NOT NULL,
	"reference" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_wallets" (
	"platform" text NOT NULL,
	"player_id" text NOT NULL,
	"balance" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_game_wallets_platform_player_id_pk" PRIMARY KEY("platform","player_id")
);
--> statement-breakpoint
ALTER TABLE "game_platforms" ADD COLUMN "transfer_codes" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "provider_game_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "published_rtp" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "volatility" text;--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_platform_game_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."game_platforms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_platform_game_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."game_platforms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_reconciliations_run_idx" ON "game_reconciliations" USING btree ("run_at","id");--> statement-breakpoint
CREATE INDEX "game_transfers_member_idx" ON "game_transfers" USING btree ("member_id","platform","id");--> statement-breakpoint
CREATE INDEX "game_transfers_pending_idx" ON "game_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transfers_one_exit_uq" ON "game_transfers" USING btree ("member_id","platform") WHERE direction = 'out' and status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_tx_uq" ON "provider_transactions" USING btree ("platform","member_id","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_tx_round_idx" ON "provider_transactions" USING btree ("platform","member_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_game_transfers_ref_uq" ON "sandbox_game_transfers" USING btree ("platform","reference");