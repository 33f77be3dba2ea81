-- Issue 36 §5: the leads' search covers the message and the notes as well as name, e-mail and company, and a lead
-- shows the other enquiries from its address or company (indexed by lower-case address and company).
DROP INDEX "contacts_search_idx";--> statement-breakpoint
CREATE INDEX "contacts_email_lower_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contacts_company_lower_idx" ON "contacts" USING btree (lower("company"));--> statement-breakpoint
CREATE INDEX "lead_notes_search_idx" ON "lead_notes" USING gin (lower("body") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin (lower("name" || E'\n' || "email" || E'\n' || coalesce("company", '') || E'\n' || "message") gin_trgm_ops);