CREATE TABLE "team_agent_weeks" (
	"agent_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"active" integer NOT NULL,
	"level" integer NOT NULL,
	"salary_cents" bigint NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"transfer_id" bigint,
	CONSTRAINT "team_agent_weeks_agent_id_week_start_pk" PRIMARY KEY("agent_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "team_commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"beneficiary_id" bigint NOT NULL,
	"code" smallint NOT NULL,
	"source_key" text NOT NULL,
	"source_member_id" bigint,
	"level" smallint,
	"base_cents" bigint,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"release_at" timestamp with time zone,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_commissions_status_ck" CHECK (status in ('credited', 'withheld', 'void')),
	CONSTRAINT "team_commissions_amount_ck" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "team_referrals" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint,
	"reg_ip" text,
	"reg_device" text,
	"status" text DEFAULT 'ok' NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flagged_at" timestamp with time zone,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"note" text,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_referrals_status_ck" CHECK (status in ('ok', 'flagged', 'cleared', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "team_agent_weeks" ADD CONSTRAINT "team_agent_weeks_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_commissions" ADD CONSTRAINT "team_commissions_beneficiary_id_members_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_referrals" ADD CONSTRAINT "team_referrals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_commissions_uq" ON "team_commissions" USING btree ("code","beneficiary_id","source_key");--> statement-breakpoint
CREATE INDEX "team_commissions_beneficiary_idx" ON "team_commissions" USING btree ("beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "team_commissions_source_idx" ON "team_commissions" USING btree ("source_member_id");--> statement-breakpoint
CREATE INDEX "team_referrals_inviter_idx" ON "team_referrals" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "team_referrals_status_idx" ON "team_referrals" USING btree ("status") WHERE status <> 'ok';