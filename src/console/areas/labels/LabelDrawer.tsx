import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import { type LabelInput, labelSchema } from '../../../domain/labels.ts'
import { type LabelsApi, labelsApi } from '../../api/labels.ts'
import { FormDrawer } from '../../ui/drawer/FormDrawer.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { labelKeys } from './queries.ts'
import './messages.ts'

const emptyLabel: LabelInput = { value: '' }

/**
 * Adds or edits one label (`?new` / `?edit=12` on /labels): its value, required (SPEC §5).
 * The value is language-neutral, so the drawer saves the same text whatever the language.
 */
export function LabelDrawer({ api = labelsApi }: { api?: LabelsApi }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return (
    <FormDrawer<LabelInput>
      titles={{ add: t`Add Label`, edit: t`Edit Label` }}
      schema={labelSchema}
      defaults={emptyLabel}
      load={async (id) => ({ value: (await api.get(id)).value })}
      save={(id, values) => (id === UNSAVED_ID ? api.create(values) : api.update(id, values))}
      remove={(id) => api.remove(id)}
      messages={{
        saved: t`Saved label`,
        saveFailed: t`Failed to save label`,
        deleted: t`Deleted label`,
        deleteFailed: t`Failed to delete label`,
        confirmDelete: t`Are you absolutely sure you want to delete this Label?`,
      }}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: labelKeys.all })}
    >
      {(form) => (
        <Field
          label={t`Value`}
          autoFocus
          autoComplete="off"
          error={form.formState.errors.value?.message}
          {...form.register('value')}
        />
      )}
    </FormDrawer>
  )
}
