ALTER TABLE "applications" ADD COLUMN "withdraw_nonce" text;--> statement-breakpoint
CREATE INDEX "applications_email_role_idx" ON "applications" USING btree ("email","role","created_at");