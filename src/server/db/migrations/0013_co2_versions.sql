-- Issue 22: CO2 questions, values and averages refuse a stale write (409) like every other record.
ALTER TABLE "co2_averages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "co2_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "co2_values" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;