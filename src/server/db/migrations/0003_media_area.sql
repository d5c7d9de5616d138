-- Media: a version for no lost updates (PUT /api/media/:id), and the search of both languages'
-- descriptions as one lower-case text with a GIN trigram index (pg_trgm, created by 0002), as the
-- users' search does.
ALTER TABLE "media" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("media"."description" ->> 'en', '') || chr(31) || coalesce("media"."description" ->> 'nl', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "media_search_trgm_idx" ON "media" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);