CREATE TABLE "live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"auto_cashout" integer,
	"spot" text,
	"cashout" integer,
	"win" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "live_bets_status_ck" CHECK (status in ('open','cashed','settled','refunded')),
	CONSTRAINT "live_bets_amount_ck" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "live_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"salt" text,
	"salt_fixed_at" timestamp with time zone,
	"next_game" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "live_chains_next_ck" CHECK (next_game >= 1 and next_game < length)
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"chain_id" bigint NOT NULL,
	"game_no" integer NOT NULL,
	"hash" text NOT NULL,
	"phase" text NOT NULL,
	"result" integer NOT NULL,
	"betting_ends_at" timestamp (3) with time zone NOT NULL,
	"started_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "live_rounds_phase_ck" CHECK (phase in ('betting','running','settled','refunded'))
);
--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_chain_id_live_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."live_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_round_member_uq" ON "live_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_member_key_uq" ON "live_bets" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "live_bets_member_idx" ON "live_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_chains_game_uq" ON "live_chains" USING btree ("game");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_chain_game_uq" ON "live_rounds" USING btree ("chain_id","game_no");--> statement-breakpoint
CREATE INDEX "live_rounds_game_id_idx" ON "live_rounds" USING btree ("game","id");