DROP INDEX "live_bets_round_member_uq";--> statement-breakpoint
ALTER TABLE "live_bets" ADD COLUMN "wallet_round" text;--> statement-breakpoint
CREATE INDEX "live_bets_round_member_idx" ON "live_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_round_member_uq" ON "live_bets" USING btree ("round_id","member_id") WHERE spot is null;