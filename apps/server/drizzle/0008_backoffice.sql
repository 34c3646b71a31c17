CREATE TABLE "staff_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- The audit chain's row hash, in one place for inserting and verifying (admin-audit.ts): SHA-256 over a
-- JSON array of the previous hash and every column, so no value can be confused with its neighbour.
CREATE FUNCTION staff_audit_row_hash(prev text, id bigint, staff_id bigint, action text, target_type text, target_id text, detail jsonb, ip text, created_at timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(prev, id::text, staff_id::text, action, target_type, target_id, detail, ip, ((extract(epoch FROM created_at) * 1000000)::bigint)::text)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Chain the rows written before this migration, oldest first, from the genesis hash (64 zeros).
ALTER TABLE "staff_audit_log" DISABLE TRIGGER staff_audit_log_immutable;--> statement-breakpoint
DO $$
DECLARE r record; prev text := repeat('0', 64); h text;
BEGIN
  FOR r IN SELECT * FROM staff_audit_log ORDER BY id LOOP
    h := staff_audit_row_hash(prev, r.id, r.staff_id, r.action, r.target_type, r.target_id, r.detail, r.ip, r.created_at);
    UPDATE staff_audit_log SET prev_hash = prev, hash = h WHERE id = r.id;
    prev := h;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ENABLE TRIGGER staff_audit_log_immutable;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_hash_uq" ON "staff_recovery_codes" USING btree ("staff_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_audit_log_prev_hash_uq" ON "staff_audit_log" USING btree ("prev_hash");--> statement-breakpoint
CREATE TABLE "adjustment_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"code" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"target" text DEFAULT 'cash' NOT NULL,
	"reason" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"transfer_id" bigint,
	CONSTRAINT "adjustment_requests_code_ck" CHECK (code in (2, 15, 22)),
	CONSTRAINT "adjustment_requests_amount_ck" CHECK (amount_cents <> 0 and (code = 15 or amount_cents > 0)),
	CONSTRAINT "adjustment_requests_status_ck" CHECK (status in ('pending', 'applied', 'rejected', 'expired')),
	CONSTRAINT "adjustment_requests_four_eyes_ck" CHECK (status <> 'applied' or decided_by <> requested_by)
);
--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustment_requests_status_idx" ON "adjustment_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "adjustment_requests_member_idx" ON "adjustment_requests" USING btree ("member_id","id");