-- The workspace's searches (decision 026): trigram indexes serve LIKE '%…%' on the searched fields. pg_trgm ships with
-- PostgreSQL's contrib (every common distribution and managed service) and is a trusted extension: a database owner
-- may create it. PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin (lower("name" || E'\n' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "contacts_service_id_idx" ON "contacts" USING btree ("service","id");--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin (lower("name" || E'\n' || "email" || E'\n' || coalesce("company", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_search_idx" ON "subscribers" USING gin (lower("email") gin_trgm_ops);