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