CREATE TABLE "location_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"country" text,
	"verdict" text NOT NULL,
	"context" text NOT NULL,
	"blocked" boolean NOT NULL,
	"accuracy_m" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "location_checks_source_ck" CHECK (source in ('ip', 'geolocation')),
	CONSTRAINT "location_checks_verdict_ck" CHECK (verdict in ('brazil', 'abroad', 'unknown')),
	CONSTRAINT "location_checks_context_ck" CHECK (context in ('check', 'deposit', 'stake'))
);
--> statement-breakpoint
ALTER TABLE "location_checks" ADD CONSTRAINT "location_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_checks_member_idx" ON "location_checks" USING btree ("member_id","source","at");