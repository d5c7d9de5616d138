CREATE TYPE "public"."user_level" AS ENUM('device', 'registered-user', 'admin');--> statement-breakpoint
CREATE TABLE "bpt_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bpt_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hint" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpt_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bpt_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"onboarding" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"index" integer DEFAULT 0 NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"emoji" text DEFAULT '🌱' NOT NULL,
	"is_content" boolean DEFAULT true NOT NULL,
	"parent_category_id" integer
);
--> statement-breakpoint
CREATE TABLE "co2_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "co2_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_amount" double precision,
	"index" integer DEFAULT 0 NOT NULL,
	"is_average" boolean DEFAULT false NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"calculation_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provides_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_up_question_id" integer,
	"resets_questions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co2_average_categories" (
	"average_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "co2_average_categories_average_id_category_id_pk" PRIMARY KEY("average_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "co2_averages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "co2_averages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" double precision NOT NULL,
	"country" text DEFAULT 'NL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co2_basket_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "co2_basket_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"value" double precision NOT NULL,
	"country" text DEFAULT 'NL' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co2_question_categories" (
	"question_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "co2_question_categories_question_id_category_id_pk" PRIMARY KEY("question_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "co2_question_related" (
	"question_id" integer NOT NULL,
	"related_question_id" integer NOT NULL,
	CONSTRAINT "co2_question_related_question_id_related_question_id_pk" PRIMARY KEY("question_id","related_question_id")
);
--> statement-breakpoint
CREATE TABLE "co2_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "co2_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hint" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"unit_value" double precision,
	"is_quick_scan" boolean DEFAULT false NOT NULL,
	"is_dismissable" boolean DEFAULT false NOT NULL,
	"is_value" boolean DEFAULT false NOT NULL,
	"question_type" text DEFAULT 'answers' NOT NULL,
	"calculation_type" text,
	"part_type" text,
	"calculation_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chain_question_id" integer,
	"parent_question_id" integer,
	"part_question_id" integer,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co2_value_categories" (
	"value_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "co2_value_categories_value_id_category_id_pk" PRIMARY KEY("value_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "co2_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "co2_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" double precision NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text DEFAULT 'NL' NOT NULL,
	"override_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_relevant_for_labels" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_categories" (
	"action_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "action_categories_action_id_category_id_pk" PRIMARY KEY("action_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text DEFAULT 'action' NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"not_relevant_for_labels" boolean DEFAULT false NOT NULL,
	"difficulty" integer DEFAULT 0 NOT NULL,
	"impact" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "initiative_categories" (
	"initiative_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "initiative_categories_initiative_id_category_id_pk" PRIMARY KEY("initiative_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "initiatives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "initiatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quiz_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"impact_area" text DEFAULT 'local' NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"city" text,
	"country" text DEFAULT 'NL' NOT NULL,
	"is_specific" boolean DEFAULT false NOT NULL,
	"radius" integer,
	"address_extra" text,
	"alternative" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action_id" integer NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"city" text,
	"country" text DEFAULT 'NL' NOT NULL,
	"is_specific" boolean DEFAULT false NOT NULL,
	"radius" integer,
	"address_extra" text,
	"alternative" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text DEFAULT 'nl' NOT NULL,
	"data" jsonb NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message" text NOT NULL,
	"user_id" integer,
	"file_uuid" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" text NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_labels" (
	"user_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "user_labels_user_id_label_id_pk" PRIMARY KEY("user_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purpose" text NOT NULL,
	"file_uuid" text NOT NULL,
	"width" integer,
	"height" integer,
	"mime_type" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_links" (
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "media_links_owner_type_owner_id_media_id_pk" PRIMARY KEY("owner_type","owner_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ticket_id" text,
	"error" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_story_order" (
	"category_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_story_order_category_id_story_id_pk" PRIMARY KEY("category_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "heroes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "heroes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infographic_categories" (
	"info_graphic_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "infographic_categories_info_graphic_id_category_id_pk" PRIMARY KEY("info_graphic_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "infographics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "infographics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notification_cta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text DEFAULT 'story' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"not_relevant_for_labels" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "story_item_actions" (
	"story_item_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "story_item_actions_story_item_id_action_id_pk" PRIMARY KEY("story_item_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "story_item_initiatives" (
	"story_item_id" integer NOT NULL,
	"initiative_id" integer NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "story_item_initiatives_story_item_id_initiative_id_pk" PRIMARY KEY("story_item_id","initiative_id")
);
--> statement-breakpoint
CREATE TABLE "story_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"story_id" integer NOT NULL,
	"parent_item_id" integer,
	"column" integer DEFAULT 0 NOT NULL,
	"row" integer DEFAULT 0 NOT NULL,
	"display_type" text DEFAULT 'normal' NOT NULL,
	"kind" text NOT NULL,
	"info_id" integer,
	"info_graphic_id" integer,
	"hero_id" integer,
	"question_id" integer,
	"action_id" integer,
	"initiative_id" integer
);
--> statement-breakpoint
CREATE TABLE "user_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_co2_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_co2_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"input_value" double precision,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_infographics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_infographics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"info_graphic_id" integer NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_initiatives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_initiatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"initiative_id" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_interests" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_interests_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "user_quiz_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_quiz_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"user_action_id" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_date" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"presented_date" timestamp with time zone,
	"watched_date" timestamp with time zone,
	"completed_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"password_hash" text,
	"level" "user_level" DEFAULT 'device' NOT NULL,
	"device_id" text,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"city" text,
	"country" text DEFAULT 'NL' NOT NULL,
	"enable_push_notifications" boolean DEFAULT false NOT NULL,
	"expo_push_token" text,
	"requested_account_deletion" boolean DEFAULT false NOT NULL,
	"requested_data_removal" boolean DEFAULT false NOT NULL,
	"bpt_info" jsonb,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"active_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bpt_answers" ADD CONSTRAINT "bpt_answers_question_id_bpt_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bpt_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_category_id_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_answers" ADD CONSTRAINT "co2_answers_question_id_co2_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."co2_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_answers" ADD CONSTRAINT "co2_answers_follow_up_question_id_co2_questions_id_fk" FOREIGN KEY ("follow_up_question_id") REFERENCES "public"."co2_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_average_categories" ADD CONSTRAINT "co2_average_categories_average_id_co2_averages_id_fk" FOREIGN KEY ("average_id") REFERENCES "public"."co2_averages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_average_categories" ADD CONSTRAINT "co2_average_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_basket_values" ADD CONSTRAINT "co2_basket_values_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_question_categories" ADD CONSTRAINT "co2_question_categories_question_id_co2_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."co2_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_question_categories" ADD CONSTRAINT "co2_question_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_question_related" ADD CONSTRAINT "co2_question_related_question_id_co2_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."co2_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_question_related" ADD CONSTRAINT "co2_question_related_related_question_id_co2_questions_id_fk" FOREIGN KEY ("related_question_id") REFERENCES "public"."co2_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_questions" ADD CONSTRAINT "co2_questions_chain_question_id_co2_questions_id_fk" FOREIGN KEY ("chain_question_id") REFERENCES "public"."co2_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_questions" ADD CONSTRAINT "co2_questions_parent_question_id_co2_questions_id_fk" FOREIGN KEY ("parent_question_id") REFERENCES "public"."co2_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_questions" ADD CONSTRAINT "co2_questions_part_question_id_co2_questions_id_fk" FOREIGN KEY ("part_question_id") REFERENCES "public"."co2_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_value_categories" ADD CONSTRAINT "co2_value_categories_value_id_co2_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."co2_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co2_value_categories" ADD CONSTRAINT "co2_value_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_categories" ADD CONSTRAINT "action_categories_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_categories" ADD CONSTRAINT "action_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_categories" ADD CONSTRAINT "initiative_categories_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_categories" ADD CONSTRAINT "initiative_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_labels" ADD CONSTRAINT "user_labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_labels" ADD CONSTRAINT "user_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_links" ADD CONSTRAINT "media_links_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_story_order" ADD CONSTRAINT "category_story_order_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_story_order" ADD CONSTRAINT "category_story_order_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infographic_categories" ADD CONSTRAINT "infographic_categories_info_graphic_id_infographics_id_fk" FOREIGN KEY ("info_graphic_id") REFERENCES "public"."infographics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infographic_categories" ADD CONSTRAINT "infographic_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_item_actions" ADD CONSTRAINT "story_item_actions_story_item_id_story_items_id_fk" FOREIGN KEY ("story_item_id") REFERENCES "public"."story_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_item_actions" ADD CONSTRAINT "story_item_actions_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_item_initiatives" ADD CONSTRAINT "story_item_initiatives_story_item_id_story_items_id_fk" FOREIGN KEY ("story_item_id") REFERENCES "public"."story_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_item_initiatives" ADD CONSTRAINT "story_item_initiatives_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_parent_item_id_story_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."story_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_info_id_info_items_id_fk" FOREIGN KEY ("info_id") REFERENCES "public"."info_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_info_graphic_id_infographics_id_fk" FOREIGN KEY ("info_graphic_id") REFERENCES "public"."infographics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_co2_answers" ADD CONSTRAINT "user_co2_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_co2_answers" ADD CONSTRAINT "user_co2_answers_question_id_co2_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."co2_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_co2_answers" ADD CONSTRAINT "user_co2_answers_answer_id_co2_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."co2_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_infographics" ADD CONSTRAINT "user_infographics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_infographics" ADD CONSTRAINT "user_infographics_info_graphic_id_infographics_id_fk" FOREIGN KEY ("info_graphic_id") REFERENCES "public"."infographics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_initiatives" ADD CONSTRAINT "user_initiatives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_initiatives" ADD CONSTRAINT "user_initiatives_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quiz_answers" ADD CONSTRAINT "user_quiz_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quiz_answers" ADD CONSTRAINT "user_quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quiz_answers" ADD CONSTRAINT "user_quiz_answers_answer_id_quiz_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quiz_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_steps" ADD CONSTRAINT "user_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_steps" ADD CONSTRAINT "user_steps_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_steps" ADD CONSTRAINT "user_steps_user_action_id_user_actions_id_fk" FOREIGN KEY ("user_action_id") REFERENCES "public"."user_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stories" ADD CONSTRAINT "user_stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stories" ADD CONSTRAINT "user_stories_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bpt_answers_question_idx" ON "bpt_answers" USING btree ("question_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "bpt_questions_type_unique" ON "bpt_questions" USING btree ("type");--> statement-breakpoint
CREATE INDEX "bpt_questions_index_idx" ON "bpt_questions" USING btree ("index");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_category_id");--> statement-breakpoint
CREATE INDEX "categories_index_idx" ON "categories" USING btree ("index");--> statement-breakpoint
CREATE INDEX "co2_answers_question_idx" ON "co2_answers" USING btree ("question_id","index");--> statement-breakpoint
CREATE INDEX "co2_answers_follow_up_idx" ON "co2_answers" USING btree ("follow_up_question_id");--> statement-breakpoint
CREATE INDEX "co2_average_categories_category_idx" ON "co2_average_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "co2_averages_country_idx" ON "co2_averages" USING btree ("country");--> statement-breakpoint
CREATE INDEX "co2_basket_values_category_idx" ON "co2_basket_values" USING btree ("category_id","country");--> statement-breakpoint
CREATE INDEX "co2_question_categories_category_idx" ON "co2_question_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "co2_question_related_related_idx" ON "co2_question_related" USING btree ("related_question_id");--> statement-breakpoint
CREATE INDEX "co2_questions_index_idx" ON "co2_questions" USING btree ("index");--> statement-breakpoint
CREATE INDEX "co2_questions_question_type_idx" ON "co2_questions" USING btree ("question_type");--> statement-breakpoint
CREATE INDEX "co2_questions_calculation_type_idx" ON "co2_questions" USING btree ("calculation_type");--> statement-breakpoint
CREATE INDEX "co2_questions_chain_idx" ON "co2_questions" USING btree ("chain_question_id");--> statement-breakpoint
CREATE INDEX "co2_questions_parent_idx" ON "co2_questions" USING btree ("parent_question_id");--> statement-breakpoint
CREATE INDEX "co2_questions_part_idx" ON "co2_questions" USING btree ("part_question_id");--> statement-breakpoint
CREATE INDEX "co2_value_categories_category_idx" ON "co2_value_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "co2_values_country_idx" ON "co2_values" USING btree ("country");--> statement-breakpoint
CREATE INDEX "action_categories_category_idx" ON "action_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "actions_type_idx" ON "actions" USING btree ("type");--> statement-breakpoint
CREATE INDEX "initiative_categories_category_idx" ON "initiative_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "initiatives_impact_area_idx" ON "initiatives" USING btree ("impact_area");--> statement-breakpoint
CREATE INDEX "steps_action_idx" ON "steps" USING btree ("action_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "data_tables_name_unique" ON "data_tables" USING btree ("name");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_creation_date_idx" ON "feedback" USING btree ("creation_date");--> statement-breakpoint
CREATE INDEX "labels_creation_date_idx" ON "labels" USING btree ("creation_date");--> statement-breakpoint
CREATE INDEX "user_labels_label_idx" ON "user_labels" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_file_uuid_unique" ON "media" USING btree ("file_uuid");--> statement-breakpoint
CREATE INDEX "media_purpose_idx" ON "media" USING btree ("purpose");--> statement-breakpoint
CREATE INDEX "media_creation_date_idx" ON "media" USING btree ("creation_date");--> statement-breakpoint
CREATE INDEX "media_links_owner_idx" ON "media_links" USING btree ("owner_type","owner_id","index");--> statement-breakpoint
CREATE INDEX "media_links_media_idx" ON "media_links" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","creation_date");--> statement-breakpoint
CREATE INDEX "notifications_creation_date_idx" ON "notifications" USING btree ("creation_date");--> statement-breakpoint
CREATE INDEX "category_story_order_story_idx" ON "category_story_order" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "infographic_categories_category_idx" ON "infographic_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("question_id","index");--> statement-breakpoint
CREATE INDEX "stories_type_idx" ON "stories" USING btree ("type","published");--> statement-breakpoint
CREATE INDEX "stories_category_idx" ON "stories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "stories_index_idx" ON "stories" USING btree ("index");--> statement-breakpoint
CREATE INDEX "story_item_actions_action_idx" ON "story_item_actions" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "story_item_initiatives_initiative_idx" ON "story_item_initiatives" USING btree ("initiative_id");--> statement-breakpoint
CREATE INDEX "story_items_story_idx" ON "story_items" USING btree ("story_id","column","row");--> statement-breakpoint
CREATE INDEX "story_items_parent_idx" ON "story_items" USING btree ("parent_item_id");--> statement-breakpoint
CREATE INDEX "story_items_kind_idx" ON "story_items" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "story_items_info_idx" ON "story_items" USING btree ("info_id");--> statement-breakpoint
CREATE INDEX "story_items_info_graphic_idx" ON "story_items" USING btree ("info_graphic_id");--> statement-breakpoint
CREATE INDEX "story_items_hero_idx" ON "story_items" USING btree ("hero_id");--> statement-breakpoint
CREATE INDEX "story_items_question_idx" ON "story_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "story_items_action_idx" ON "story_items" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "story_items_initiative_idx" ON "story_items" USING btree ("initiative_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_actions_user_action_unique" ON "user_actions" USING btree ("user_id","action_id");--> statement-breakpoint
CREATE INDEX "user_actions_action_idx" ON "user_actions" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "user_actions_creation_date_idx" ON "user_actions" USING btree ("creation_date");--> statement-breakpoint
CREATE INDEX "user_actions_completed_date_idx" ON "user_actions" USING btree ("completed_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_co2_answers_user_question_unique" ON "user_co2_answers" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "user_co2_answers_question_idx" ON "user_co2_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "user_co2_answers_answer_idx" ON "user_co2_answers" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "user_co2_answers_creation_date_idx" ON "user_co2_answers" USING btree ("creation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_infographics_user_info_graphic_unique" ON "user_infographics" USING btree ("user_id","info_graphic_id");--> statement-breakpoint
CREATE INDEX "user_infographics_info_graphic_idx" ON "user_infographics" USING btree ("info_graphic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_initiatives_user_initiative_unique" ON "user_initiatives" USING btree ("user_id","initiative_id");--> statement-breakpoint
CREATE INDEX "user_initiatives_initiative_idx" ON "user_initiatives" USING btree ("initiative_id");--> statement-breakpoint
CREATE INDEX "user_initiatives_creation_date_idx" ON "user_initiatives" USING btree ("creation_date");--> statement-breakpoint
CREATE INDEX "user_interests_category_idx" ON "user_interests" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_quiz_answers_user_question_unique" ON "user_quiz_answers" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "user_quiz_answers_question_idx" ON "user_quiz_answers" USING btree ("question_id","answer_id");--> statement-breakpoint
CREATE INDEX "user_quiz_answers_answer_idx" ON "user_quiz_answers" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "user_quiz_answers_creation_date_idx" ON "user_quiz_answers" USING btree ("creation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_steps_user_step_unique" ON "user_steps" USING btree ("user_id","step_id");--> statement-breakpoint
CREATE INDEX "user_steps_step_idx" ON "user_steps" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "user_steps_user_action_idx" ON "user_steps" USING btree ("user_action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_stories_user_story_unique" ON "user_stories" USING btree ("user_id","story_id");--> statement-breakpoint
CREATE INDEX "user_stories_story_idx" ON "user_stories" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "user_stories_watched_date_idx" ON "user_stories" USING btree ("watched_date");--> statement-breakpoint
CREATE INDEX "user_stories_completed_date_idx" ON "user_stories" USING btree ("completed_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_level_idx" ON "users" USING btree ("level");--> statement-breakpoint
CREATE INDEX "users_deletion_idx" ON "users" USING btree ("id") WHERE "users"."requested_account_deletion" or "users"."requested_data_removal";--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("active_date");