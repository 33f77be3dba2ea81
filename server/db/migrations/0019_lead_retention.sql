-- Issue 36 §6: how long leads are kept, per status, as the owners set it (one row; the defaults are in the code,
-- app/shared/lead-retention.ts). Leads were never deleted before: the daily erasure starts 14 days after this
-- migration, so that owners can set longer periods first. Mails about a lead now name it, and go with it; those
-- queued before are matched to their lead: a notification or an assignment by its workspace link (or, for a
-- notification from before the link, its subject), a reply by its row in lead_replies (written in the same
-- transaction, so at the same time), an acknowledgement by the address and time (the newest lead of that address
-- before the mail).
CREATE TABLE "lead_retention" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"months" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	"erase_from" timestamp with time zone NOT NULL,
	"last_run_on" date,
	CONSTRAINT "lead_retention_one_row" CHECK ("lead_retention"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "lead_retention" ADD CONSTRAINT "lead_retention_updated_by_team_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_contacts_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_id");--> statement-breakpoint
INSERT INTO "lead_retention" ("id", "erase_from") VALUES (1, now() + interval '14 days');--> statement-breakpoint
UPDATE "outbox" SET "lead_id" = "linked"."id" FROM "contacts" AS "linked" WHERE "outbox"."kind" IN ('contact-notification', 'lead-assigned') AND "linked"."id"::text = coalesce(substring("outbox"."text" from '/team/leads/([0-9]{1,9})'), substring("outbox"."subject" from '^New enquiry #([0-9]{1,9})'));--> statement-breakpoint
UPDATE "outbox" SET "lead_id" = "r"."lead_id" FROM "lead_replies" AS "r", "contacts" AS "c" WHERE "outbox"."kind" = 'lead-reply' AND "c"."id" = "r"."lead_id" AND lower("c"."email") = lower("outbox"."to_address") AND "r"."created_at" = "outbox"."created_at";--> statement-breakpoint
UPDATE "outbox" SET "lead_id" = (SELECT "c"."id" FROM "contacts" AS "c" WHERE lower("c"."email") = lower("outbox"."to_address") AND "c"."created_at" <= "outbox"."created_at" ORDER BY "c"."created_at" DESC, "c"."id" DESC LIMIT 1) WHERE "outbox"."kind" = 'contact-acknowledgement';
