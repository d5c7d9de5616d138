import { useLingui } from '@lingui/react/macro'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import { EDITOR_HEIGHT } from '../../../domain/constants.ts'
import {
  DATA_TABLE_NAME_MAX,
  type DataTableFormValues,
  dataTableFormSchema,
  dataTableFormToInput,
  dataTableNameProblems,
  dataTableToForm,
  emptyDataTableForm,
} from '../../../domain/data-tables.ts'
import type { Lang } from '../../../domain/lang.ts'
import { dataTables } from '../../api/data-tables.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { useFieldError } from '../../ui/forms/useFieldError.ts'
import { DataTableHelp } from './DataTableHelp.tsx'
import { JsonEditor } from './JsonEditor.tsx'
import './data-tables.css'
import { Co2Warning } from './Co2Warning.tsx'

/**
 * Adds or edits one data table (`?new` / `?edit=12` on /data-tables): name (required, lowercase,
 * no spaces), country (default nl) and the data as JSON text, checked as you type (SPEC §5).
 */
export function DataTableDrawer() {
  const { t } = useLingui()
  return (
    <RecordDrawer<DataTableFormValues, typeof dataTables.client>
      resource={dataTables}
      titles={{ add: t`Add Data Table`, edit: t`Edit Data Table` }}
      schema={dataTableFormSchema}
      defaults={emptyDataTableForm}
      toForm={dataTableToForm}
      toInput={dataTableFormToInput}
      messages={{
        saved: t`Saved Data Table`,
        saveFailed: t`Failed to save Data Table`,
        deleted: t`Deleted Data Table`,
        deleteFailed: t`Failed to delete Data Table`,
        confirmDelete: t`Are you absolutely sure you want to delete this Data Table?`,
      }}
    >
      {(form, { lang }) => <DataTableFields form={form} lang={lang} />}
    </RecordDrawer>
  )
}

function DataTableFields({ form, lang }: { form: UseFormReturn<DataTableFormValues>; lang: Lang }) {
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
      <Co2Warning size="1" />
      <Field
        label={t`Name`}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        hint={t`All lowercase, without spaces, such as car-fuel.`}
        error={nameError}
        count={{ text: form.watch('name'), max: DATA_TABLE_NAME_MAX }}
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
