-- Issue 36 §2: replies from the workspace. Each reply sent to a lead (lead_replies, erased with the lead), the time of
-- the first (contacts.first_reply_at: the response clock stops), each member's signature, and the owners' reply
-- templates per language, starting with one first answer in English and one in German.
CREATE TABLE "lead_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locale" text DEFAULT 'en' NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_lead_id_contacts_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_author_id_team_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_updated_by_team_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_id");--> statement-breakpoint
INSERT INTO "reply_templates" ("locale", "name", "subject", "body") VALUES
('en', 'First answer', 'Your enquiry to Alphai', E'Hello {first_name},\n\nthank you for your enquiry. I would like to understand what you have in mind before we suggest anything: would a 30-minute call this week or next suit you? Tell me two or three times that work, and I will send an invitation.\n\nBest regards,'),
('de', 'Erste Antwort', 'Ihre Anfrage bei Alphai', E'Guten Tag {full_name},\n\nvielen Dank für Ihre Anfrage. Bevor wir etwas vorschlagen, möchte ich Ihr Vorhaben gern genauer verstehen: Passt Ihnen in dieser oder der nächsten Woche ein Gespräch von 30 Minuten? Nennen Sie mir zwei oder drei Termine, und ich schicke Ihnen eine Einladung.\n\nMit freundlichen Grüßen');