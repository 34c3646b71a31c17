CREATE TABLE "deposit_stats" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"accumulated_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"last_deposit_at" timestamp with time zone,
	"is_fb" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_deposit_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"pix_id" text,
	"age_code" text,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_incoming" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"end_to_end_id" text NOT NULL,
	"txid" text,
	"amount_cents" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"payer_cpf" text,
	"payer_name" text,
	"order_id" bigint,
	"member_id" bigint,
	"disposition" text NOT NULL,
	"transfer_id" bigint,
	"refund_status" text,
	"refund_id" text,
	"refund_return_id" text,
	"refunded_at" timestamp with time zone,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_info" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cpf" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'wait' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"br_code" text,
	"qr_image" text,
	"payer_cpf" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"end_to_end_id" text,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_orders_amount_ck" CHECK (amount_cents > 0),
	CONSTRAINT "recharge_orders_status_ck" CHECK (status in ('wait', 'success', 'fail'))
);
--> statement-breakpoint
ALTER TABLE "deposit_stats" ADD CONSTRAINT "deposit_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_deposit_reports" ADD CONSTRAINT "first_deposit_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_info" ADD CONSTRAINT "recharge_info_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "first_deposit_reports_member_uq" ON "first_deposit_reports" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_incoming_e2e_uq" ON "pix_incoming" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "pix_incoming_order_idx" ON "pix_incoming" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pix_incoming_review_idx" ON "pix_incoming" USING btree ("received_at") WHERE disposition <> 'credited';--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_info_cpf_uq" ON "recharge_info" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_order_no_uq" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_idempotency_uq" ON "recharge_orders" USING btree ("member_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_e2e_uq" ON "recharge_orders" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "recharge_orders_member_idx" ON "recharge_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "recharge_orders_open_idx" ON "recharge_orders" USING btree ("expires_at") WHERE status = 'wait';