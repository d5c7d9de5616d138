-- Issue 24: the statistics. The users' CO2 results by category, as the CO2 engine counts their
-- answers (SQL cannot run it); the date indexes the statistics count a day's rows from, each with
-- the column a row is counted by, so a day is counted from the index alone; the users' motivation
-- options kept beside their active date.
CREATE TABLE "user_co2_results" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"co2value" double precision NOT NULL,
	"calculated_date" timestamp with time zone NOT NULL,
	CONSTRAINT "user_co2_results_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
DROP INDEX "user_actions_creation_date_idx";--> statement-breakpoint
DROP INDEX "user_actions_completed_date_idx";--> statement-breakpoint
DROP INDEX "user_quiz_answers_creation_date_idx";--> statement-breakpoint
DROP INDEX "user_stories_watched_date_idx";--> statement-breakpoint
DROP INDEX "user_stories_completed_date_idx";--> statement-breakpoint
ALTER TABLE "user_co2_results" ADD CONSTRAINT "user_co2_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_co2_results" ADD CONSTRAINT "user_co2_results_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_co2_results_category_idx" ON "user_co2_results" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "user_co2_results_calculated_date_idx" ON "user_co2_results" USING btree ("calculated_date","user_id","category_id","co2value");--> statement-breakpoint
CREATE INDEX "user_interests_creation_date_idx" ON "user_interests" USING btree ("creation_date","category_id");--> statement-breakpoint
CREATE INDEX "users_creation_date_idx" ON "users" USING btree ("creation_date","level");--> statement-breakpoint
CREATE INDEX "user_actions_creation_date_idx" ON "user_actions" USING btree ("creation_date","action_id");--> statement-breakpoint
CREATE INDEX "user_actions_completed_date_idx" ON "user_actions" USING btree ("completed_date","action_id","completed");--> statement-breakpoint
CREATE INDEX "user_quiz_answers_creation_date_idx" ON "user_quiz_answers" USING btree ("creation_date","answer_id");--> statement-breakpoint
CREATE INDEX "user_stories_watched_date_idx" ON "user_stories" USING btree ("watched_date","story_id");--> statement-breakpoint
CREATE INDEX "user_stories_completed_date_idx" ON "user_stories" USING btree ("completed_date","story_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "motivation_options" jsonb GENERATED ALWAYS AS (case when jsonb_typeof("users"."bpt_info" -> 'motivation') = 'array' then jsonb_path_query_array("users"."bpt_info" -> 'motivation', '$[*].option') else '[]'::jsonb end) STORED;--> statement-breakpoint
CREATE INDEX "users_active_motivation_idx" ON "users" USING btree ("active_date","motivation_options");