import { useLingui } from '@lingui/react/macro'
import { LABEL_VALUE_MAX, type LabelInput, labelSchema } from '../../../domain/labels.ts'
import { labels } from '../../api/labels.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { Field } from '../../ui/forms/Field.tsx'

/**
 * Adds or edits one label (`?new` / `?edit=12` on /labels): its value, required (docs/product.md §5).
 * The value is language-neutral, so the drawer saves the same text whatever the language.
 */
export function LabelDrawer() {
  const { t } = useLingui()
  return (
    <RecordDrawer<LabelInput, typeof labels.client>
      resource={labels}
      titles={{ add: t`Add Label`, edit: t`Edit Label` }}
      schema={labelSchema}
      defaults={{ value: '' }}
      messages={{
        saved: t`Saved label`,
        saveFailed: t`Failed to save label`,
        deleted: t`Deleted label`,
        deleteFailed: t`Failed to delete label`,
        confirmDelete: t`Are you absolutely sure you want to delete this label?`,
      }}
    >
      {(form) => (
        <Field
          label={t`Value`}
          autoFocus
          autoComplete="off"
          error={form.formState.errors.value?.message}
          count={{ text: form.watch('value'), max: LABEL_VALUE_MAX }}
          {...form.register('value')}
        />
      )}
    </RecordDrawer>
  )
}
