CREATE INDEX "members_reg_ip_idx" ON "members" USING btree ("reg_ip") WHERE reg_ip is not null;--> statement-breakpoint
CREATE INDEX "sessions_ip_idx" ON "sessions" USING btree ("ip") WHERE ip is not null;--> statement-breakpoint
CREATE INDEX "withdraw_accounts_cpf_idx" ON "withdraw_accounts" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "withdraw_accounts_pix_key_idx" ON "withdraw_accounts" USING btree ("pix_key");