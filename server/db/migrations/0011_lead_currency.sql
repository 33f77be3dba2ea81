-- The currency an enquiry was sent in (issue 35 §3): US dollars from the English pages, euros from the German ones;
-- the budget band is one of that currency's. Rows from before are in US dollars, the only currency the form had.
ALTER TABLE "contacts" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;