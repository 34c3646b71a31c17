CREATE TABLE "barred_cases" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	"bets_refunded_at" timestamp with time zone,
	"bets_refunded_cents" bigint,
	"returned_at" timestamp with time zone,
	"return_order_no" text,
	"return_cents" bigint,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rg_registry_answers" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "registry_category" text;--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "beneficiary_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "barred_cases" ADD CONSTRAINT "barred_cases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_state_beneficiary_idx" ON "rg_state" USING btree ("beneficiary_flagged_at") WHERE beneficiary_flagged_at is not null and closure_requested_at is null;