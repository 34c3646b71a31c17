-- A round open while this migration runs still holds its result in clear: NOT VALID leaves it to the
-- start-up step (live-rounds.ts sealOpenRounds), which seals it before any driver starts; every row
-- written from now on is checked.
ALTER TABLE "live_rounds" ALTER COLUMN "hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rounds" ALTER COLUMN "result" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "sealed" text;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_sealed_ck" CHECK ((phase in ('betting','running') and hash is null and result is null and sealed is not null) or (phase in ('settled','refunded') and hash is not null and result is not null and sealed is null)) NOT VALID;