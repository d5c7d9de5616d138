-- A story's "not relevant for labels" is now the list of user labels it is not shown to
-- (story_not_relevant_labels, 0009); the old yes/no flag named no label, so it has nothing to carry over.
ALTER TABLE "stories" DROP COLUMN "not_relevant_for_labels";