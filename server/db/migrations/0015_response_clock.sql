-- Issue 36 §3: each lead's response clock (due one working day after arrival, computed by the server from the
-- answering office's hours and time zone), and each member's choice of a daily digest. Leads from before this
-- migration are due a day after they arrived, moved past the weekend: close enough for the backlog's flags.
ALTER TABLE "contacts" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "contacts" SET "due_at" = "created_at" + CASE extract(isodow FROM "created_at" + interval '1 day') WHEN 6 THEN interval '3 days' WHEN 7 THEN interval '2 days' ELSE interval '1 day' END;--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "digest_time_zone" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "digest_sent_on" date;--> statement-breakpoint
CREATE INDEX "contacts_open_due_idx" ON "contacts" USING btree ("due_at","id") WHERE "contacts"."status" = 'new' and "contacts"."first_reply_at" is null;
