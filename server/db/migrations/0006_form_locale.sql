-- The language of the page a lead, subscriber or application came from (issue 23): the language of the mails the
-- person gets and of the team's reply. Rows from before are English, the only language the site had.
ALTER TABLE "applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;