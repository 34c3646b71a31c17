CREATE TABLE "activity_wheel_activations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_wheel_tables" (
	"version" text PRIMARY KEY NOT NULL,
	"segments" jsonb NOT NULL,
	"label" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_envelopes" ADD COLUMN "table_version" text;--> statement-breakpoint
ALTER TABLE "activity_wheel_activations" ADD CONSTRAINT "activity_wheel_activations_version_activity_wheel_tables_version_fk" FOREIGN KEY ("version") REFERENCES "public"."activity_wheel_tables"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_wheel_activations_from_ix" ON "activity_wheel_activations" USING btree ("from_at");--> statement-breakpoint
-- Hand-written below (activity): wheel table versions and their activations are append-only (docs/GAMES.md "Table versions").
CREATE FUNCTION activity_wheel_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wheel table versions are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER activity_wheel_tables_immutable BEFORE UPDATE OR DELETE ON activity_wheel_tables FOR EACH ROW EXECUTE FUNCTION activity_wheel_refuse_change();--> statement-breakpoint
CREATE TRIGGER activity_wheel_tables_no_truncate BEFORE TRUNCATE ON activity_wheel_tables FOR EACH STATEMENT EXECUTE FUNCTION activity_wheel_refuse_change();--> statement-breakpoint
CREATE TRIGGER activity_wheel_activations_immutable BEFORE UPDATE OR DELETE ON activity_wheel_activations FOR EACH ROW EXECUTE FUNCTION activity_wheel_refuse_change();--> statement-breakpoint
CREATE TRIGGER activity_wheel_activations_no_truncate BEFORE TRUNCATE ON activity_wheel_activations FOR EACH STATEMENT EXECUTE FUNCTION activity_wheel_refuse_change();
