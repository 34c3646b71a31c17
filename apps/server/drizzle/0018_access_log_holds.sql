CREATE TABLE "access_log_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"authority" text NOT NULL,
	"reference" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"held_by" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" bigint,
	"release_reason" text
);
--> statement-breakpoint
ALTER TABLE "access_log_holds" ADD CONSTRAINT "access_log_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log_holds" ADD CONSTRAINT "access_log_holds_held_by_staff_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log_holds" ADD CONSTRAINT "access_log_holds_released_by_staff_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_holds_member_idx" ON "access_log_holds" USING btree ("member_id","held_until") WHERE released_at is null;