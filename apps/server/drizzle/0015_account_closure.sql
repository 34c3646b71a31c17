CREATE TABLE "account_closures" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"forfeited_cents" bigint NOT NULL,
	"forfeit_transfer_id" bigint,
	"kept_cents" bigint NOT NULL,
	"sessions_ended" integer NOT NULL,
	"minimise_after" timestamp with time zone NOT NULL,
	"minimised_at" timestamp with time zone,
	"aml_name" text,
	"aml_cpf" text,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "closed_cpf_key" text;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_closures_minimise_idx" ON "account_closures" USING btree ("minimise_after") WHERE minimised_at is null;--> statement-breakpoint
CREATE INDEX "account_closures_retain_idx" ON "account_closures" USING btree ("retain_until") WHERE aml_cpf is not null or aml_name is not null;--> statement-breakpoint
CREATE INDEX "account_closures_closed_idx" ON "account_closures" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "rg_state_closed_cpf_idx" ON "rg_state" USING btree ("closed_cpf_key") WHERE closed_cpf_key is not null;