CREATE TABLE "kyc_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"provider" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_checks_kind_ck" CHECK (kind in ('age', 'cpf', 'name', 'birth_date', 'face')),
	CONSTRAINT "kyc_checks_outcome_ck" CHECK (outcome in ('passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "kyc_subjects" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"step" text,
	"cpf" text,
	"full_name" text,
	"birth_date" text,
	"provider" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_subjects_state_ck" CHECK (state in ('none', 'pending', 'verified', 'refused', 'review')),
	CONSTRAINT "kyc_subjects_step_ck" CHECK (step is null or (step = 'selfie' and state = 'pending'))
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_subjects" ADD CONSTRAINT "kyc_subjects_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_checks_member_idx" ON "kyc_checks" USING btree ("member_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_subjects_verified_cpf_uq" ON "kyc_subjects" USING btree ("cpf") WHERE state = 'verified';--> statement-breakpoint
CREATE INDEX "kyc_subjects_cpf_idx" ON "kyc_subjects" USING btree ("cpf");