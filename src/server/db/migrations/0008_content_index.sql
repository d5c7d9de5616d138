-- The /content list's index (src/server/db/tables/content-index.ts): one row per action,
-- infographic, initiative and quiz question with its title, the title each language's reader is
-- shown (its own, else the other language's: src/server/crud/sql.ts `translatedText`) and whether
-- it is translated in each language, kept by triggers on the content tables and their children.
-- "Translated" is the resources' rule: every translatable text of the item and of its children
-- (steps, sources, answers) filled, blank counting as missing.
CREATE TABLE "content_index" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"search_en" text,
	"search_nl" text,
	"translated_en" boolean NOT NULL,
	"translated_nl" boolean NOT NULL,
	CONSTRAINT "content_index_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "content_index_id_idx" ON "content_index" USING btree ("id","kind");--> statement-breakpoint
CREATE INDEX "content_index_search_en_trgm_idx" ON "content_index" USING gin ("search_en" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "content_index_search_nl_trgm_idx" ON "content_index" USING gin ("search_nl" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_filled(value jsonb, lang text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT nullif(btrim(value ->> lang), '') IS NOT NULL $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_index_refresh(item_kind text, item_id integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  item_title jsonb;
  en boolean;
  nl boolean;
BEGIN
  IF item_kind = 'action' THEN
    SELECT a.title,
      content_filled(a.title, 'en') AND content_filled(a.short_description, 'en') AND content_filled(a.description, 'en')
        AND NOT EXISTS (SELECT 1 FROM steps s WHERE s.action_id = a.id AND NOT content_filled(s.description, 'en'))
        AND NOT EXISTS (SELECT 1 FROM action_sources s WHERE s.action_id = a.id AND NOT content_filled(s.description, 'en')),
      content_filled(a.title, 'nl') AND content_filled(a.short_description, 'nl') AND content_filled(a.description, 'nl')
        AND NOT EXISTS (SELECT 1 FROM steps s WHERE s.action_id = a.id AND NOT content_filled(s.description, 'nl'))
        AND NOT EXISTS (SELECT 1 FROM action_sources s WHERE s.action_id = a.id AND NOT content_filled(s.description, 'nl'))
    INTO item_title, en, nl FROM actions a WHERE a.id = item_id;
  ELSIF item_kind = 'initiative' THEN
    SELECT i.title,
      content_filled(i.title, 'en') AND content_filled(i.quiz_title, 'en')
        AND content_filled(i.short_description, 'en') AND content_filled(i.description, 'en'),
      content_filled(i.title, 'nl') AND content_filled(i.quiz_title, 'nl')
        AND content_filled(i.short_description, 'nl') AND content_filled(i.description, 'nl')
    INTO item_title, en, nl FROM initiatives i WHERE i.id = item_id;
  ELSIF item_kind = 'info-graphic' THEN
    SELECT g.title,
      content_filled(g.title, 'en') AND content_filled(g.description, 'en'),
      content_filled(g.title, 'nl') AND content_filled(g.description, 'nl')
    INTO item_title, en, nl FROM infographics g WHERE g.id = item_id;
  ELSIF item_kind = 'question' THEN
    SELECT q.title,
      content_filled(q.title, 'en')
        AND NOT EXISTS (SELECT 1 FROM quiz_answers a WHERE a.question_id = q.id AND NOT content_filled(a.text, 'en')),
      content_filled(q.title, 'nl')
        AND NOT EXISTS (SELECT 1 FROM quiz_answers a WHERE a.question_id = q.id AND NOT content_filled(a.text, 'nl'))
    INTO item_title, en, nl FROM quiz_questions q WHERE q.id = item_id;
  END IF;
  IF NOT FOUND OR item_title IS NULL THEN
    DELETE FROM content_index WHERE kind = item_kind AND id = item_id;
    RETURN;
  END IF;
  INSERT INTO content_index (kind, id, title, search_en, search_nl, translated_en, translated_nl)
  VALUES (
    item_kind, item_id, item_title,
    coalesce(nullif(btrim(item_title ->> 'en'), ''), nullif(btrim(item_title ->> 'nl'), '')),
    coalesce(nullif(btrim(item_title ->> 'nl'), ''), nullif(btrim(item_title ->> 'en'), '')),
    en, nl
  )
  ON CONFLICT (kind, id) DO UPDATE SET
    title = excluded.title,
    search_en = excluded.search_en,
    search_nl = excluded.search_nl,
    translated_en = excluded.translated_en,
    translated_nl = excluded.translated_nl;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_index_on_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM content_index_refresh(TG_ARGV[0], OLD.id);
  ELSE
    PERFORM content_index_refresh(TG_ARGV[0], NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_index_on_child() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_parent integer;
  new_parent integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_parent := (to_jsonb(OLD) ->> TG_ARGV[1])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN new_parent := (to_jsonb(NEW) ->> TG_ARGV[1])::integer; END IF;
  IF old_parent IS NOT NULL AND old_parent IS DISTINCT FROM new_parent THEN
    PERFORM content_index_refresh(TG_ARGV[0], old_parent);
  END IF;
  IF new_parent IS NOT NULL THEN
    PERFORM content_index_refresh(TG_ARGV[0], new_parent);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_index_actions AFTER INSERT OR UPDATE OR DELETE ON actions
  FOR EACH ROW EXECUTE FUNCTION content_index_on_item('action');
--> statement-breakpoint
CREATE TRIGGER content_index_initiatives AFTER INSERT OR UPDATE OR DELETE ON initiatives
  FOR EACH ROW EXECUTE FUNCTION content_index_on_item('initiative');
--> statement-breakpoint
CREATE TRIGGER content_index_infographics AFTER INSERT OR UPDATE OR DELETE ON infographics
  FOR EACH ROW EXECUTE FUNCTION content_index_on_item('info-graphic');
--> statement-breakpoint
CREATE TRIGGER content_index_quiz_questions AFTER INSERT OR UPDATE OR DELETE ON quiz_questions
  FOR EACH ROW EXECUTE FUNCTION content_index_on_item('question');
--> statement-breakpoint
CREATE TRIGGER content_index_steps AFTER INSERT OR UPDATE OR DELETE ON steps
  FOR EACH ROW EXECUTE FUNCTION content_index_on_child('action', 'action_id');
--> statement-breakpoint
CREATE TRIGGER content_index_action_sources AFTER INSERT OR UPDATE OR DELETE ON action_sources
  FOR EACH ROW EXECUTE FUNCTION content_index_on_child('action', 'action_id');
--> statement-breakpoint
CREATE TRIGGER content_index_quiz_answers AFTER INSERT OR UPDATE OR DELETE ON quiz_answers
  FOR EACH ROW EXECUTE FUNCTION content_index_on_child('question', 'question_id');
--> statement-breakpoint
SELECT content_index_refresh('action', id) FROM actions;
--> statement-breakpoint
SELECT content_index_refresh('initiative', id) FROM initiatives;
--> statement-breakpoint
SELECT content_index_refresh('info-graphic', id) FROM infographics;
--> statement-breakpoint
SELECT content_index_refresh('question', id) FROM quiz_questions;
