import { useLingui } from '@lingui/react/macro'
import {
  type BptQuestionFormValues,
  bptQuestionFormSchema,
  bptQuestionToForm,
  emptyBptQuestionForm,
} from '../../../domain/bpt.ts'
import { bptQuestions } from '../../api/bpt-questions.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { BptQuestionFields } from './drawer/BptQuestionFields.tsx'

/**
 * Adds or edits a BPT question (`?new` / `?edit=12` on /bpt; docs/product.md §3 "BPT question"):
 * its text, type, onboarding and answers, saved with its answers in one request in the drawer's
 * language. The form cannot be saved while the answer rule of §5 is broken.
 */
export function BptQuestionDrawer() {
  const { t } = useLingui()
  return (
    <RecordDrawer<BptQuestionFormValues, typeof bptQuestions.client>
      className="form-drawer-wide"
      resource={bptQuestions}
      titles={{ add: t`Add Question`, edit: t`Edit Question` }}
      schema={bptQuestionFormSchema}
      defaults={emptyBptQuestionForm}
      toForm={bptQuestionToForm}
      messages={{
        saved: t`Saved question`,
        saveFailed: t`Failed to save question`,
        deleted: t`Deleted question`,
        deleteFailed: t`Failed to delete question`,
        confirmDelete: t`Are you absolutely sure you want to delete this question?`,
      }}
    >
      {(form, { id, lang }) => <BptQuestionFields form={form} id={id} lang={lang} />}
    </RecordDrawer>
  )
}
