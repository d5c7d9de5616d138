import { useLingui } from '@lingui/react/macro'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import { CO2_QUESTION_LIST_MAX } from '../../../../domain/co2-fields.ts'
import { co2ValueCreateSchema } from '../../../../domain/co2-values.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { shownText } from '../../../../domain/reference.ts'
import { TEXT_MAX } from '../../../../domain/validation.ts'
import { co2Questions } from '../../../api/co2-questions.ts'
import { co2Values } from '../../../api/co2-values.ts'
import { RecordDrawer } from '../../../ui/drawer/RecordDrawer.tsx'
import { CategoriesField } from '../../../ui/forms/CategoriesField.tsx'
import { RecordListField } from '../../../ui/forms/RecordListField.tsx'
import { SourcesField } from '../../../ui/forms/SourcesField.tsx'
import { SwitchField } from '../../../ui/forms/SwitchField.tsx'
import { TextAreaField } from '../../../ui/forms/TextAreaField.tsx'
import { AmountField } from '../AmountField.tsx'
import { CountryField } from '../CountryField.tsx'
import { useQuiz } from '../questions/useQuiz.ts'
import { type Co2ValueForm, co2ValueToForm, emptyCo2ValueForm } from './valueForm.ts'

/**
 * Adds or edits a CO2 value (`?new` / `?edit=3` on /co2quiz/values; docs/product.md §3 "CO2
 * value"): a fixed kg CO2 a year counted in its category for its country, in place of the
 * questions it overrides; its description and sources translated.
 */
export function ValueDrawer() {
  const { t } = useLingui()
  return (
    <RecordDrawer<Co2ValueForm, typeof co2Values.client>
      resource={co2Values}
      titles={{ add: t`Add Value`, edit: t`Edit Value` }}
      schema={co2ValueCreateSchema}
      defaults={emptyCo2ValueForm}
      toForm={co2ValueToForm}
      messages={{
        saved: t`Saved value`,
        saveFailed: t`Failed to save value`,
        deleted: t`Deleted value`,
        deleteFailed: t`Failed to delete value`,
        confirmDelete: t`Are you absolutely sure you want to delete this value?`,
      }}
    >
      {(form, { lang }) => <ValueFields form={form} lang={lang} />}
    </RecordDrawer>
  )
}

/** The value's fields: the figure first, then where and for whom it counts, then what it says. */
function ValueFields({ form, lang }: { form: UseFormReturn<Co2ValueForm>; lang: Lang }) {
  const { t } = useLingui()
  const quiz = useQuiz(lang)
  const description = useWatch({ control: form.control, name: 'description' })
  const overrides = useController({ control: form.control, name: 'overrideQuestions' })
  const notRelevant = useController({ control: form.control, name: 'notRelevantForLabels' })
  return (
    <>
      <AmountField form={form} label={t`Value`} autoFocus />
      <CategoriesField form={form} lang={lang} label={t`Category`} />
      <CountryField form={form} />
      <TextAreaField
        label={t`Description`}
        rows={3}
        error={form.formState.errors.description?.message}
        count={{ text: description, max: TEXT_MAX.description }}
        {...form.register('description')}
      />
      <RecordListField
        resource={co2Questions}
        lang={lang}
        label={t`Overrides questions`}
        placeholder={t`Search questions by title`}
        listLabel={t`CO2 questions`}
        noMatch={(term) => t`No question matches "${term}".`}
        describe={(row) => shownText(row, 'title')}
        value={overrides.field.value}
        onChange={overrides.field.onChange}
        titleOf={quiz.titleOf}
        max={CO2_QUESTION_LIST_MAX}
        error={overrides.fieldState.error?.message}
        status={t`Answered, these questions count instead of this value.`}
      />
      <SwitchField
        label={t`Not relevant for labels`}
        checked={notRelevant.field.value}
        onChange={notRelevant.field.onChange}
      />
      <SourcesField form={form} />
    </>
  )
}
