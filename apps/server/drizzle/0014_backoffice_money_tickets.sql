CREATE TABLE "pix_resolutions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"incoming_id" bigint NOT NULL,
	"action" text NOT NULL,
	"member_id" bigint,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"transfer_id" bigint,
	"refund_id" text,
	CONSTRAINT "pix_resolutions_action_ck" CHECK (action in ('credit', 'refund')),
	CONSTRAINT "pix_resolutions_member_ck" CHECK ((action = 'credit') = (member_id is not null)),
	CONSTRAINT "pix_resolutions_status_ck" CHECK (status in ('pending', 'applied', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"author" text NOT NULL,
	"staff_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_author_ck" CHECK ((author = 'player' and staff_id is null) or (author = 'staff' and staff_id is not null))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"last_from" text DEFAULT 'player' NOT NULL,
	"ref_type" text,
	"ref" text,
	"assigned_to" bigint,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_tickets_status_ck" CHECK (status in ('open', 'closed')),
	CONSTRAINT "support_tickets_last_from_ck" CHECK (last_from in ('player', 'staff')),
	CONSTRAINT "support_tickets_ref_ck" CHECK ((ref_type is null) = (ref is null) and (ref_type is null or ref_type in ('round', 'order')))
);
--> statement-breakpoint
ALTER TABLE "pix_incoming" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "pix_incoming" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approvals_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pix_resolutions" ADD CONSTRAINT "pix_resolutions_incoming_id_pix_incoming_id_fk" FOREIGN KEY ("incoming_id") REFERENCES "public"."pix_incoming"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_resolutions" ADD CONSTRAINT "pix_resolutions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_resolutions_pending_uq" ON "pix_resolutions" USING btree ("incoming_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "pix_resolutions_incoming_idx" ON "pix_resolutions" USING btree ("incoming_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "support_tickets_member_idx" ON "support_tickets" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "pix_incoming" ADD CONSTRAINT "pix_incoming_resolution_ck" CHECK (resolution is null or resolution in ('credited', 'refunded'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approvals_ck" CHECK (approvals_required between 0 and 2);--> statement-breakpoint
-- Hand-written: withdrawals paid without staff need no approval.
UPDATE "withdrawals" SET "approvals_required" = 0 WHERE "review" = 'auto';
