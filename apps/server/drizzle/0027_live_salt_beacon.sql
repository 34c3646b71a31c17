ALTER TABLE "live_chains" ADD COLUMN "beacon_source" text;--> statement-breakpoint
ALTER TABLE "live_chains" ADD COLUMN "beacon_round" bigint;--> statement-breakpoint
ALTER TABLE "live_chains" ADD COLUMN "beacon_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_chains" ADD COLUMN "beacon_signature" text;