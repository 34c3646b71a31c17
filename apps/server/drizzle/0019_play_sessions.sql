ALTER TABLE "sessions" ADD COLUMN "play_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_member_seen_idx" ON "sessions" USING btree ("member_id","last_seen_at");