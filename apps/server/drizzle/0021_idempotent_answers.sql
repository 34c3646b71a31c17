CREATE TABLE "idempotent_answers" (
	"member_id" bigint NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_answers_member_id_endpoint_key_pk" PRIMARY KEY("member_id","endpoint","key")
);
