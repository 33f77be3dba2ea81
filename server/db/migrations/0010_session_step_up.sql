ALTER TABLE "team_sessions" ADD COLUMN "verified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session that exists already was last verified when it began: it is not made "recent" by the upgrade.
UPDATE "team_sessions" SET "verified_at" = "created_at";
