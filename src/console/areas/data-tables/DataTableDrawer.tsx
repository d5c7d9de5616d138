import { useLingui } from '@lingui/react/macro'
import { useId, useMemo } from 'react'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import {
  calculationTableMessages,
  calculationTableProblems,
  dataTableDeletePlan,
  isCalculationTable,
} from '../../../domain/calculation-tables.ts'
import { EDITOR_HEIGHT, UNSAVED_ID } from '../../../domain/constants.ts'
import {
  type DataTableFormValues,
  dataTableFormSchema,
  dataTableFormToInput,
  dataTableToForm,
  emptyDataTableForm,
} from '../../../domain/data-table-form.ts'
import { DATA_TABLE_NAME_MAX, dataTableNameProblems } from '../../../domain/data-tables.ts'
import type { Lang } from '../../../domain/lang.ts'
import { dataTables } from '../../api/data-tables.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { useFieldError } from '../../ui/forms/useFieldError.ts'
import { DataTableHelp } from './DataTableHelp.tsx'
import { JsonEditor } from './JsonEditor.tsx'
import { TableProblems } from './TableProblems.tsx'
import './data-tables.css'
import { Co2Warning } from './Co2Warning.tsx'

/**
 * Adds or edits one data table (`?new` / `?edit=12` on /data-tables): name (required, lowercase,
 * no spaces), country (default nl) and the data as JSON text, checked as you type (docs/product.md §5).
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
      // A table the CO2 calculation reads is not deleted; the drawer says so instead of offering it.
      deletePlan={(_, stored) => dataTableDeletePlan(stored.name)}
    >
      {(form, { id, lang }) => <DataTableFields form={form} lang={lang} isNew={id === UNSAVED_ID} />}
    </RecordDrawer>
  )
}

function DataTableFields(props: { form: UseFormReturn<DataTableFormValues>; lang: Lang; isNew: boolean }) {
  const { form, lang, isNew } = props
  const { t } = useLingui()
  const fieldError = useFieldError()
  const problemsId = useId()
  const { errors } = form.formState
  const name = useWatch({ control: form.control, name: 'name' }) ?? ''
  const data = useController({ control: form.control, name: 'data' })
  const text = data.field.value ?? ''
  // The calculation finds a stored table by its name: that name stays (the server refuses a rename).
  const storedName = form.formState.defaultValues?.name ?? ''
  const nameFixed = !isNew && isCalculationTable(storedName)
  const problems = useMemo(() => shapeProblems(name.trim(), text), [name, text])

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
        hint={
          nameFixed
            ? fieldError(calculationTableMessages.cannotRename)
            : t`All lowercase, without spaces, such as car-fuel.`
        }
        error={nameError}
        readOnly={nameFixed}
        count={nameFixed ? undefined : { text: name, max: DATA_TABLE_NAME_MAX }}
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
        value={text}
        onChange={data.field.onChange}
        onBlur={data.field.onBlur}
        error={fieldError(data.fieldState.error?.message)}
        details={<TableProblems id={problemsId} problems={problems} />}
        describedBy={problems.length ? problemsId : undefined}
        height={Math.round(EDITOR_HEIGHT * 0.8)}
      />
      <DataTableHelp
        lang={lang}
        name={name}
        data={text}
        onReset={(text) =>
          form.setValue('data', text, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
        }
      />
    </>
  )
}

/** What is wrong with the text as a table the calculation reads (none while it is not JSON). */
function shapeProblems(name: string, text: string) {
  if (!isCalculationTable(name)) return []
  try {
    return calculationTableProblems(name, JSON.parse(text))
  } catch {
    return []
  }
}
