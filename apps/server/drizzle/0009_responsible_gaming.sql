CREATE TABLE "rg_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" bigint,
	"pending_amount_cents" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "rg_registry_answers" (
	"cpf" text NOT NULL,
	"day" text NOT NULL,
	"barred" integer NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_registry_answers_cpf_day_pk" PRIMARY KEY("cpf","day")
);
--> statement-breakpoint
CREATE TABLE "rg_state" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"block_kind" text,
	"block_period" text,
	"block_started_at" timestamp with time zone,
	"block_until" timestamp with time zone,
	"cpf" text,
	"registry_status" text,
	"registry_reason" text,
	"registry_checked_at" timestamp with time zone,
	"reality_minutes" integer,
	"reality_session_id" bigint,
	"reality_ack_at" timestamp with time zone,
	"limits_chosen_at" timestamp with time zone,
	"closure_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rg_actions_member_idx" ON "rg_actions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "rg_state_block_idx" ON "rg_state" USING btree ("block_until") WHERE block_kind is not null;--> statement-breakpoint
CREATE INDEX "rg_state_registry_idx" ON "rg_state" USING btree ("registry_checked_at") WHERE cpf is not null;--> statement-breakpoint
CREATE INDEX "game_rounds_member_created_idx" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
-- Players who bound a CPF before the central self-exclusion check existed: their CPF is checked at
-- their next login, deposit, or by the 15-day job.
INSERT INTO "rg_state" ("member_id", "cpf", "updated_at") SELECT "member_id", "cpf", now() FROM "recharge_info" ON CONFLICT DO NOTHING;
