-- Stories (issue 21): versions on stories and their pages (a stale structure answers 409), the
-- labels a story is not shown to as a list, and content a page shows kept while the page is there
-- (restrict: the API names the stories first).
CREATE TABLE "story_not_relevant_labels" (
	"story_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "story_not_relevant_labels_story_id_label_id_pk" PRIMARY KEY("story_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "story_item_actions" DROP CONSTRAINT "story_item_actions_action_id_actions_id_fk";
--> statement-breakpoint
ALTER TABLE "story_item_initiatives" DROP CONSTRAINT "story_item_initiatives_initiative_id_initiatives_id_fk";
--> statement-breakpoint
ALTER TABLE "story_items" DROP CONSTRAINT "story_items_info_id_info_items_id_fk";
--> statement-breakpoint
ALTER TABLE "story_items" DROP CONSTRAINT "story_items_info_graphic_id_infographics_id_fk";
--> statement-breakpoint
ALTER TABLE "story_items" DROP CONSTRAINT "story_items_hero_id_heroes_id_fk";
--> statement-breakpoint
ALTER TABLE "story_items" DROP CONSTRAINT "story_items_question_id_quiz_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "story_items" DROP CONSTRAINT "story_items_action_id_actions_id_fk";
--> statement-breakpoint
ALTER TABLE "story_items" DROP CONSTRAINT "story_items_initiative_id_initiatives_id_fk";
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "story_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "story_not_relevant_labels" ADD CONSTRAINT "story_not_relevant_labels_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_not_relevant_labels" ADD CONSTRAINT "story_not_relevant_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_not_relevant_labels_label_idx" ON "story_not_relevant_labels" USING btree ("label_id");--> statement-breakpoint
ALTER TABLE "story_item_actions" ADD CONSTRAINT "story_item_actions_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_item_initiatives" ADD CONSTRAINT "story_item_initiatives_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_info_id_info_items_id_fk" FOREIGN KEY ("info_id") REFERENCES "public"."info_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_info_graphic_id_infographics_id_fk" FOREIGN KEY ("info_graphic_id") REFERENCES "public"."infographics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE restrict ON UPDATE no action;