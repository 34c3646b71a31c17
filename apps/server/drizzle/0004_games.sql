CREATE TABLE "game_collections" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_collections_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_platforms" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_recents" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	"launches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "game_recents_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"game_version" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" bigint NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"lines_won" integer NOT NULL,
	"feature" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_amounts_ck" CHECK (bet > 0 and win >= 0 and balance_before >= 0 and balance_after >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "game_seeds_nonce_ck" CHECK (nonce >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"categories" text[] NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_bets_ck" CHECK (min_bet > 0 and max_bet >= min_bet)
);
--> statement-breakpoint
ALTER TABLE "game_collections" ADD CONSTRAINT "game_collections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collections" ADD CONSTRAINT "game_collections_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_game_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."game_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD CONSTRAINT "game_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_platform_game_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."game_platforms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_collections_member_idx" ON "game_collections" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_recents_member_idx" ON "game_recents" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_uq" ON "game_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_member_key_uq" ON "game_rounds" USING btree ("member_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_game_idx" ON "game_rounds" USING btree ("member_id","game_code","id");--> statement-breakpoint
CREATE INDEX "game_rounds_created_idx" ON "game_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_seeds_active_uq" ON "game_seeds" USING btree ("member_id") WHERE revealed_at is null;--> statement-breakpoint
CREATE INDEX "game_seeds_member_idx" ON "game_seeds" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_code_uq" ON "games" USING btree ("code");