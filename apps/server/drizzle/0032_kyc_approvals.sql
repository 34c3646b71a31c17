CREATE TABLE "kyc_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "kyc_approvals_status_ck" CHECK (status in ('pending', 'applied', 'rejected', 'expired')),
	CONSTRAINT "kyc_approvals_four_eyes_ck" CHECK (status <> 'applied' or decided_by <> requested_by)
);
--> statement-breakpoint
ALTER TABLE "kyc_approvals" ADD CONSTRAINT "kyc_approvals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_approvals_member_idx" ON "kyc_approvals" USING btree ("member_id","id");