ALTER TABLE "contacts" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "form_page" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_source_idx" ON "contacts" USING btree (coalesce("utm"->>'source', "referrer_host"),"id");--> statement-breakpoint
CREATE INDEX "contacts_campaign_idx" ON "contacts" USING btree (("utm"->>'campaign'),"id");--> statement-breakpoint
CREATE INDEX "contacts_landing_page_idx" ON "contacts" USING btree ("landing_page","id");