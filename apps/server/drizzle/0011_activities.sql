CREATE TABLE "activity_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fund_type" integer NOT NULL,
	"transfer_id" bigint,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"target_cents" bigint NOT NULL,
	"diamonds" integer DEFAULT 0 NOT NULL,
	"diamonds_target" integer NOT NULL,
	"diamonds_reward_cents" bigint NOT NULL,
	"spins_left" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "activity_envelopes_status_ck" CHECK (status in ('open', 'completed', 'expired')),
	CONSTRAINT "activity_envelopes_spins_ck" CHECK (spins_left >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_spin_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"envelope_id" bigint NOT NULL,
	"source" text NOT NULL,
	"spins" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"envelope_id" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" bigint NOT NULL,
	"table_version" text NOT NULL,
	"wheel" jsonb NOT NULL,
	"segment" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"envelope_amount_cents" bigint NOT NULL,
	"diamonds" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_deposits" ADD CONSTRAINT "activity_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_envelopes" ADD CONSTRAINT "activity_envelopes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_spin_grants" ADD CONSTRAINT "activity_spin_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_spin_grants" ADD CONSTRAINT "activity_spin_grants_envelope_id_activity_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."activity_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_spins" ADD CONSTRAINT "activity_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_spins" ADD CONSTRAINT "activity_spins_envelope_id_activity_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."activity_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_claims_member_code_period_uq" ON "activity_claims" USING btree ("member_id","code","period");--> statement-breakpoint
CREATE INDEX "activity_claims_member_created_ix" ON "activity_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_deposits_member_order_uq" ON "activity_deposits" USING btree ("member_id","order_no");--> statement-breakpoint
CREATE INDEX "activity_deposits_member_day_ix" ON "activity_deposits" USING btree ("member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_envelopes_open_uq" ON "activity_envelopes" USING btree ("member_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "activity_envelopes_expiry_ix" ON "activity_envelopes" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "activity_spin_grants_source_uq" ON "activity_spin_grants" USING btree ("member_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_spins_seed_nonce_uq" ON "activity_spins" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_spins_member_key_uq" ON "activity_spins" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "activity_spins_member_ix" ON "activity_spins" USING btree ("member_id","created_at");