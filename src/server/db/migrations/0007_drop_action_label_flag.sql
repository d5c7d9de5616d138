-- An action's "not relevant for labels" is now the list of user labels it is not relevant for
-- (action_not_relevant_labels, 0006); the old yes/no flag named no label, so it has nothing to
-- carry over.
ALTER TABLE "actions" DROP COLUMN "not_relevant_for_labels";