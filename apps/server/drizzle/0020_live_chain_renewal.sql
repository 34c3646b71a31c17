ALTER TABLE "live_chains" DROP CONSTRAINT "live_chains_next_ck";--> statement-breakpoint
DROP INDEX "live_chains_game_uq";--> statement-breakpoint
ALTER TABLE "live_chains" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "live_chains_game_active_uq" ON "live_chains" USING btree ("game") WHERE retired_at is null;--> statement-breakpoint
ALTER TABLE "live_chains" ADD CONSTRAINT "live_chains_next_ck" CHECK (next_game >= 1 and next_game <= length);