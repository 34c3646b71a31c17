CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"member_id" bigint,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"handler" text NOT NULL,
	"event_id" bigint NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_deliveries_handler_event_id_pk" PRIMARY KEY("handler","event_id")
);
--> statement-breakpoint
CREATE TABLE "event_failures" (
	"handler" text NOT NULL,
	"event_id" bigint NOT NULL,
	"attempts" integer NOT NULL,
	"last_error" text NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_failures_handler_event_id_pk" PRIMARY KEY("handler","event_id")
);
--> statement-breakpoint
CREATE TABLE "job_claims" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"item" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_claims_job_period_item_pk" PRIMARY KEY("job","period","item")
);
--> statement-breakpoint
CREATE TABLE "job_periods" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	CONSTRAINT "job_periods_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "job_state" (
	"job" text PRIMARY KEY NOT NULL,
	"last_period" text,
	"last_finished_at" timestamp with time zone,
	"last_summary" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"total_failures" bigint DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_daily_stats" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"recharge_count" integer DEFAULT 0 NOT NULL,
	"recharge_cents" bigint DEFAULT 0 NOT NULL,
	"first_deposit_cents" bigint,
	"valid_bet_cents" bigint DEFAULT 0 NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_stats_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_stats" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"recharge_count" integer DEFAULT 0 NOT NULL,
	"recharge_cents" bigint DEFAULT 0 NOT NULL,
	"first_deposit_cents" bigint,
	"first_deposit_at" timestamp with time zone,
	"valid_bet_cents" bigint DEFAULT 0 NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD CONSTRAINT "member_daily_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stats" ADD CONSTRAINT "member_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."done_at" is null;--> statement-breakpoint
CREATE INDEX "job_periods_finished_idx" ON "job_periods" USING btree ("job","finished_at");--> statement-breakpoint
-- Backfill: per-player stats of a database that already has deposits and rounds (hand-written, reviewed).
-- Days are São Paulo calendar days, as the stats handler counts them.
INSERT INTO "member_daily_stats" ("member_id", "day", "recharge_count", "recharge_cents", "valid_bet_cents", "win_cents", "rounds")
SELECT "member_id", "day", sum("rc"), sum("rs"), sum("vb"), sum("w"), sum("r")
FROM (
  SELECT "member_id", ("paid_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", 1 AS "rc", "amount_cents" AS "rs", 0 AS "vb", 0 AS "w", 0 AS "r"
  FROM "recharge_orders" WHERE "status" = 'success' AND "paid_at" IS NOT NULL
  UNION ALL
  SELECT "member_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, 0, 0, "bet", "win", 1 FROM "game_rounds"
) AS "facts"
GROUP BY "member_id", "day";
--> statement-breakpoint
UPDATE "member_daily_stats" AS "d" SET "first_deposit_cents" = "f"."amount_cents"
FROM (
  SELECT DISTINCT ON ("member_id") "member_id", "amount_cents", ("paid_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day"
  FROM "recharge_orders" WHERE "status" = 'success' AND "paid_at" IS NOT NULL ORDER BY "member_id", "paid_at", "id"
) AS "f"
WHERE "d"."member_id" = "f"."member_id" AND "d"."day" = "f"."day";
--> statement-breakpoint
INSERT INTO "member_stats" ("member_id", "recharge_count", "recharge_cents", "valid_bet_cents", "win_cents", "rounds")
SELECT "member_id", sum("recharge_count"), sum("recharge_cents"), sum("valid_bet_cents"), sum("win_cents"), sum("rounds")
FROM "member_daily_stats" GROUP BY "member_id";
--> statement-breakpoint
UPDATE "member_stats" AS "s" SET "first_deposit_cents" = "f"."amount_cents", "first_deposit_at" = "f"."paid_at"
FROM (
  SELECT DISTINCT ON ("member_id") "member_id", "amount_cents", "paid_at"
  FROM "recharge_orders" WHERE "status" = 'success' AND "paid_at" IS NOT NULL ORDER BY "member_id", "paid_at", "id"
) AS "f"
WHERE "s"."member_id" = "f"."member_id";
