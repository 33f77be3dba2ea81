-- Issue 36 §5: the leads list in order of status and of due time, read as keysets from their own indexes, and the
-- new leads nobody has taken, counted from a partial index.
CREATE INDEX "contacts_status_rank_idx" ON "contacts" USING btree (array_position(array['new', 'contacted', 'qualified', 'won', 'lost', 'spam']::text[], "status"),"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_due_order_idx" ON "contacts" USING btree ((case when "status" = 'new' and "first_reply_at" is null then 0 else 1 end),"due_at","id");--> statement-breakpoint
CREATE INDEX "contacts_new_unassigned_idx" ON "contacts" USING btree ("id") WHERE "contacts"."status" = 'new' and "contacts"."assignee_id" is null;