CREATE INDEX "staff_sessions_access_log_idx" ON "staff_sessions" USING btree ("last_seen_at") WHERE ip is not null or user_agent is not null;--> statement-breakpoint
CREATE INDEX "sessions_access_log_idx" ON "sessions" USING btree ("last_seen_at") WHERE ip is not null or user_agent is not null;--> statement-breakpoint
CREATE INDEX "sms_codes_access_log_idx" ON "sms_codes" USING btree ("created_at") WHERE ip is not null;--> statement-breakpoint
CREATE INDEX "visits_access_log_idx" ON "visits" USING btree ("created_at") WHERE ip is not null or user_agent is not null;