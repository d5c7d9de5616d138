import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Callout } from '@radix-ui/themes'
import { useQueryClient } from '@tanstack/react-query'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import { EDITOR_HEIGHT, UNSAVED_ID } from '../../../domain/constants.ts'
import {
  type DataTableFormValues,
  dataTableFormSchema,
  dataTableFormToInput,
  dataTableNameProblems,
  dataTableToForm,
  emptyDataTableForm,
} from '../../../domain/data-tables.ts'
import type { Lang } from '../../../domain/lang.ts'
import { type DataTablesApi, dataTablesApi } from '../../api/data-tables.ts'
import { FormDrawer } from '../../ui/drawer/FormDrawer.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { useFieldError } from '../../ui/forms/useFieldError.ts'
import { DataTableHelp } from './DataTableHelp.tsx'
import { JsonEditor } from './JsonEditor.tsx'
import { dataTableKeys } from './queries.ts'
import './messages.ts'
import './data-tables.css'

/**
 * Adds or edits one data table (`?new` / `?edit=12` on /data-tables): name (required, lowercase,
 * no spaces), country (default nl) and the data as JSON text, checked as you type (SPEC §5).
 */
export function DataTableDrawer({ api = dataTablesApi }: { api?: DataTablesApi }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return (
    <FormDrawer<DataTableFormValues>
      titles={{ add: t`Add Data Table`, edit: t`Edit Data Table` }}
      schema={dataTableFormSchema}
      defaults={emptyDataTableForm}
      load={async (id) => dataTableToForm(await api.get(id))}
      save={(id, values) => {
        const input = dataTableFormToInput(values)
        return id === UNSAVED_ID ? api.create(input) : api.update(id, input)
      }}
      remove={(id) => api.remove(id)}
      messages={{
        saved: t`Saved Data Table`,
        saveFailed: t`Failed to save Data Table`,
        deleted: t`Deleted Data Table`,
        deleteFailed: t`Failed to delete Data Table`,
        confirmDelete: t`Are you absolutely sure you want to delete this Data Table?`,
      }}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: dataTableKeys.all })}
    >
      {(form, { lang }) => <DataTableFields form={form} api={api} lang={lang} />}
    </FormDrawer>
  )
}

function DataTableFields({
  form,
  api,
  lang,
}: {
  form: UseFormReturn<DataTableFormValues>
  api: DataTablesApi
  lang: Lang
}) {
  const { t } = useLingui()
  const fieldError = useFieldError()
  const { errors } = form.formState
  const name = useWatch({ control: form.control, name: 'name' }) ?? ''
  const data = useController({ control: form.control, name: 'data' })

  // Every broken name rule at once ('My Table': not lowercase, and has a space); a server
  // message (a taken name) as it came.
  const nameError = errors.name
    ? errors.name.type === 'server'
      ? fieldError(errors.name.message)
      : dataTableNameProblems(name.trim())
          .map((problem) => fieldError(problem))
          .join(' ') || fieldError(errors.name.message)
    : undefined

  return (
    <>
      <Callout.Root color="amber" size="1" highContrast>
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>
          {t`The data in these tables is used in CO2 calculations. A change affects every user's results.`}
        </Callout.Text>
      </Callout.Root>
      <Field
        label={t`Name`}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        hint={t`All lowercase, without spaces, such as car-fuel.`}
        error={nameError}
        {...form.register('name')}
      />
      <Field
        label={t`Country`}
        autoComplete="off"
        maxLength={2}
        hint={t`Two-letter country code, such as nl.`}
        error={errors.country?.message}
        style={{ maxWidth: '8rem' }}
        {...form.register('country')}
      />
      <JsonEditor
        label={t`Data`}
        name={data.field.name}
        value={data.field.value ?? ''}
        onChange={data.field.onChange}
        onBlur={data.field.onBlur}
        error={fieldError(data.fieldState.error?.message)}
        height={Math.round(EDITOR_HEIGHT * 0.8)}
      />
      <DataTableHelp
        api={api}
        lang={lang}
        name={name}
        data={data.field.value ?? ''}
        onReset={(text) =>
          form.setValue('data', text, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
        }
      />
    </>
  )
}
