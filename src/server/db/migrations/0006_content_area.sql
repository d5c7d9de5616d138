-- The content area (issue 20): versions on every content record, an action's sources and the
-- labels it is not relevant for, and a radius in kilometres that may be a fraction.
CREATE TABLE "action_not_relevant_labels" (
	"action_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "action_not_relevant_labels_action_id_label_id_pk" PRIMARY KEY("action_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "action_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action_id" integer NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "initiatives" ALTER COLUMN "radius" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "steps" ALTER COLUMN "radius" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "info_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "action_not_relevant_labels" ADD CONSTRAINT "action_not_relevant_labels_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_not_relevant_labels" ADD CONSTRAINT "action_not_relevant_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_sources" ADD CONSTRAINT "action_sources_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_not_relevant_labels_label_idx" ON "action_not_relevant_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "action_sources_action_idx" ON "action_sources" USING btree ("action_id","index");