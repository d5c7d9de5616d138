import { z } from 'zod'
import {
  calculationTableMessages,
  calculationTableProblems,
  isCalculationTable,
} from './calculation-tables.ts'
import { DATA_TABLE_DEFAULT_COUNTRY } from './constants.ts'
import {
  type DataTableCreateInput,
  dataTableCountryField,
  dataTableMessages,
  dataTableNameField,
  dataValueProblem,
  type JsonValue,
} from './data-tables.ts'
import { maxText } from './text-length.ts'
import { TEXT_MAX } from './validation.ts'

// The console's data table form edits the data as JSON text; the API takes it parsed.

/** The drawer form: data is the JSON text, checked as you type. */
export const dataTableFormSchema = z
  .object({
    name: dataTableNameField,
    country: dataTableCountryField,
    data: z
      .string({ error: dataTableMessages.dataRequired })
      .check(...maxText(TEXT_MAX.jsonText, dataTableMessages.dataTooLarge))
      .superRefine((text, context) => {
        if (!text.trim()) {
          context.addIssue({ code: 'custom', message: dataTableMessages.dataRequired })
          return
        }
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch {
          context.addIssue({ code: 'custom', message: dataTableMessages.dataInvalid })
          return
        }
        const problem = dataValueProblem(parsed)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      }),
  })
  .superRefine((values, context) => {
    // The problems themselves are listed beside the editor (`calculationTableProblems`); the field
    // says the data does not fit, which keeps Save disabled.
    const name = values.name
    if (!isCalculationTable(name)) return
    let data: unknown
    try {
      data = JSON.parse(values.data)
    } catch {
      return
    }
    if (!dataValueProblem(data) && calculationTableProblems(name, data).length) {
      context.addIssue({ code: 'custom', path: ['data'], message: calculationTableMessages.doesNotFit })
    }
  })
export type DataTableFormValues = z.input<typeof dataTableFormSchema>

export const emptyDataTableForm: DataTableFormValues = {
  name: '',
  country: DATA_TABLE_DEFAULT_COUNTRY,
  data: '',
}

/** The form of a stored table: its data pretty-printed. */
export function dataTableToForm(table: {
  name: string
  country: string
  data: unknown
}): DataTableFormValues {
  return { name: table.name, country: table.country, data: JSON.stringify(table.data, null, 2) }
}

/** The API body of a valid form (data parsed, as docs/product.md §7 sends it). */
export function dataTableFormToInput(values: DataTableFormValues): DataTableCreateInput {
  return {
    name: values.name.trim(),
    country: values.country.trim().toLowerCase(),
    data: JSON.parse(values.data) as JsonValue,
  }
}
