-- Issue 23: BPT questions refuse a stale write (409) like every other record.
ALTER TABLE "bpt_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;