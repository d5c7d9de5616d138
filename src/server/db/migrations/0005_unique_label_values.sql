-- A label's value is unique in any letter case ('Beta tester' is 'beta TESTER'), and the API
-- trims it. A database made before may already hold such twins, which would make the unique index
-- fail: each set becomes one label first. Values are trimmed; the oldest label of each set (the
-- lowest id) stays with its spelling, its users also get it (a user who had two of the twins
-- keeps one), and the others are deleted (their user links go with them).
UPDATE "labels" SET "value" = btrim("value") WHERE "value" <> btrim("value");--> statement-breakpoint
INSERT INTO "user_labels" ("user_id", "label_id")
SELECT "user_labels"."user_id", "kept"."id"
FROM "user_labels"
JOIN "labels" AS "twin" ON "twin"."id" = "user_labels"."label_id"
JOIN "labels" AS "kept" ON lower("kept"."value") = lower("twin"."value") AND "kept"."id" < "twin"."id"
WHERE NOT EXISTS (
  SELECT 1 FROM "labels" AS "older"
  WHERE lower("older"."value") = lower("kept"."value") AND "older"."id" < "kept"."id"
)
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "labels" AS "twin"
USING "labels" AS "kept"
WHERE lower("kept"."value") = lower("twin"."value") AND "kept"."id" < "twin"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "labels_value_unique" ON "labels" USING btree (lower("value"));
