CREATE TABLE "vip_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"pix_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"name" text NOT NULL,
	"cpf" text NOT NULL,
	"mobile" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_accounts_type_ck" CHECK (pix_type in ('cpf', 'email', 'phone', 'evp'))
);
--> statement-breakpoint
CREATE TABLE "withdraw_holders" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"cpf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_holders_cpf_uq" UNIQUE("cpf")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"status" text NOT NULL,
	"review" text NOT NULL,
	"vip_level" integer NOT NULL,
	"name" text NOT NULL,
	"cpf" text NOT NULL,
	"pix_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"local_day" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"payout_requested_at" timestamp with time zone,
	"payout_attempts" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"provider_ref" text,
	"end_to_end_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_ck" CHECK (amount_cents > 0 and fee_cents >= 0 and fee_cents < amount_cents),
	CONSTRAINT "withdrawals_status_ck" CHECK (status in ('applying', 'wait', 'success', 'rejected', 'fail')),
	CONSTRAINT "withdrawals_review_ck" CHECK (review in ('auto', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_ck" CHECK (role in ('owner', 'finance', 'support', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD CONSTRAINT "withdraw_accounts_member_id_withdraw_holders_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."withdraw_holders"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_holders" ADD CONSTRAINT "withdraw_holders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_withdraw_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."withdraw_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_rewards_member_level_uq" ON "vip_rewards" USING btree ("member_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_accounts_key_uq" ON "withdraw_accounts" USING btree ("member_id","pix_type","pix_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_no_uq" ON "withdrawals" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_uq" ON "withdrawals" USING btree ("member_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_day_idx" ON "withdrawals" USING btree ("member_id","local_day");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status","id") WHERE status in ('applying', 'wait');--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username_uq" ON "staff" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_uq" ON "staff" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_idx" ON "staff_audit_log" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_idx" ON "staff_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_hash_uq" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
-- The staff audit log is append-only: rows are never changed or removed.
CREATE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER staff_audit_log_immutable BEFORE UPDATE OR DELETE ON staff_audit_log FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change();--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_refuse_change();
