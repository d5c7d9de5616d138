-- pg_trgm serves the users' text search (the GIN trigram index on search_text below). Trusted since
-- PostgreSQL 13, so the database owner may create it; PGlite loads its code on every open (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sent_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."first_name" || ' ' || "users"."last_name" || ' ' || coalesce("users"."email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_sent_by_idx" ON "notifications" USING btree ("sent_by");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);