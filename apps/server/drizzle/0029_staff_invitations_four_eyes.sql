CREATE TABLE "staff_change_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"staff_id" bigint,
	CONSTRAINT "staff_change_requests_kind_ck" CHECK (kind in ('create', 'role')),
	CONSTRAINT "staff_change_requests_status_ck" CHECK (status in ('pending', 'applied', 'rejected', 'expired')),
	CONSTRAINT "staff_change_requests_checker_ck" CHECK (decided_by is null or status <> 'applied' or decided_by <> requested_by)
);
--> statement-breakpoint
CREATE TABLE "staff_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"actor_id" bigint,
	"approved_by" bigint,
	"role" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_changes_kind_ck" CHECK (kind in ('create', 'role', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_purpose_ck" CHECK (purpose in ('create', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "team_release_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"note" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"credited_cents" bigint,
	CONSTRAINT "team_release_requests_status_ck" CHECK (status in ('pending', 'applied', 'rejected', 'expired')),
	CONSTRAINT "team_release_requests_checker_ck" CHECK (status <> 'applied' or decided_by is distinct from requested_by)
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "password_set_at" timestamp with time zone;--> statement-breakpoint
UPDATE "staff" SET "password_set_at" = "created_at";--> statement-breakpoint
ALTER TABLE "staff_change_requests" ADD CONSTRAINT "staff_change_requests_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_change_requests" ADD CONSTRAINT "staff_change_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_change_requests" ADD CONSTRAINT "staff_change_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_changes" ADD CONSTRAINT "staff_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_changes" ADD CONSTRAINT "staff_changes_actor_id_staff_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_changes" ADD CONSTRAINT "staff_changes_approved_by_staff_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_release_requests" ADD CONSTRAINT "team_release_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_change_requests_status_idx" ON "staff_change_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "staff_changes_staff_idx" ON "staff_changes" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_uq" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invitations_staff_idx" ON "staff_invitations" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_release_requests_pending_uq" ON "team_release_requests" USING btree ("member_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "team_release_requests_status_idx" ON "team_release_requests" USING btree ("status","id");