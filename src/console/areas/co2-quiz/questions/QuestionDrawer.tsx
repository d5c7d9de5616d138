import { useLingui } from '@lingui/react/macro'
import {
  type Co2QuestionFormValues,
  co2QuestionFormSchema,
  co2QuestionToForm,
  emptyCo2QuestionForm,
} from '../../../../domain/co2-questions.ts'
import { withMediaIds } from '../../../../domain/media.ts'
import { co2Questions } from '../../../api/co2-questions.ts'
import { RecordDrawer } from '../../../ui/drawer/RecordDrawer.tsx'
import { QuestionFields } from './QuestionFields.tsx'
import './questions.css'

/**
 * Adds or edits a CO2 question (`?new` / `?edit=12` on /co2quiz; docs/product.md §3 "CO2
 * question", "CO2 answer"): every field, its answers as an ordered list, and §5's warnings live
 * while editing. Saved with its answers, sources and media in one request, in the drawer's language.
 */
export function QuestionDrawer() {
  const { t } = useLingui()
  return (
    <RecordDrawer<Co2QuestionFormValues, typeof co2Questions.client>
      className="form-drawer-wide"
      resource={co2Questions}
      titles={{ add: t`Add Question`, edit: t`Edit Question` }}
      schema={co2QuestionFormSchema}
      defaults={emptyCo2QuestionForm}
      toForm={co2QuestionToForm}
      toInput={withMediaIds}
      messages={{
        saved: t`Saved question`,
        saveFailed: t`Failed to save question`,
        deleted: t`Deleted question`,
        deleteFailed: t`Failed to delete question`,
        confirmDelete: t`Are you absolutely sure you want to delete this question?`,
      }}
    >
      {(form, { id, lang }) => <QuestionFields form={form} id={id} lang={lang} />}
    </RecordDrawer>
  )
}
