import { z } from 'zod'
import { calculationTableProblems, isCalculationTable } from './calculation-tables.ts'
import { DATA_TABLE_DEFAULT_COUNTRY } from './constants.ts'
import type {
  dataSizeSchema,
  dataTableDefaultsSchema,
  dataTableDtoSchema,
  dataTableLegendFieldSchema,
  dataTableLegendSchema,
  dataTableLegendsSchema,
} from './contracts/data-tables.ts'
import { formatDomainMessage } from './domain-message.ts'
import { listQuerySchema } from './list.ts'
import { maxText } from './text-length.ts'
import { TEXT_MAX } from './validation.ts'

/** Messages of docs/product.md §5 (data table form). */
export const dataTableMessages = {
  nameRequired: 'Name is required.',
  nameLowercase: 'Name should be all lowercase.',
  nameNoSpaces: 'Name should not contain spaces.',
  nameTooLong: 'Name should be at most 100 characters.',
  dataTooLarge: 'Data is too large.',
  dataRequired: 'Data is required.',
  dataInvalid: 'Data should be valid JSON.',
  dataTooDeep: 'Data is nested too deeply.',
  country: 'Country should be a two-letter code, such as nl.',
  nameTaken: 'A Data Table with this name already exists.',
} as const

export const DATA_TABLE_NAME_MAX = 100
/** Factor tables are flat or a few levels deep; deeper nesting is refused before it reaches the database. */
export const DATA_TABLE_MAX_DEPTH = 32

/**
 * The name rules, each checked on its own, in the order required → lowercase → no spaces
 * (so 'My Table' reports 'Name should be all lowercase.' first, and also the spaces).
 */
export function dataTableNameProblems(name: string): string[] {
  const problems = nameRuleProblems(name)
  if (name.length > DATA_TABLE_NAME_MAX) problems.push(dataTableMessages.nameTooLong)
  return problems
}

function nameRuleProblems(name: string): string[] {
  const problems: string[] = []
  if (!name) problems.push(dataTableMessages.nameRequired)
  if (name !== name.toLowerCase()) problems.push(dataTableMessages.nameLowercase)
  if (/\s/.test(name)) problems.push(dataTableMessages.nameNoSpaces)
  return problems
}

/** The rules in their order, then the length as the schema's maximum (every string has one). */
export const dataTableNameField = z
  .string({ error: dataTableMessages.nameRequired })
  .check(...maxText(DATA_TABLE_NAME_MAX, dataTableMessages.nameTooLong))
  .trim()
  .superRefine((name, context) => {
    for (const message of nameRuleProblems(name)) context.addIssue({ code: 'custom', message })
  })

/** Two letters (ISO 3166-1 alpha-2), stored lowercase; 'NL' is accepted as 'nl'. */
export const dataTableCountryField = z
  .string({ error: dataTableMessages.country })
  // Room for the spaces the trim takes off; the pattern then wants exactly two letters.
  .check(...maxText(8, dataTableMessages.country))
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, { error: dataTableMessages.country })

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/**
 * Why a value cannot be stored as table data, or null when it can: null/undefined are "required",
 * anything JSON cannot carry (a non-finite number, a function, …) is "not valid JSON", and nesting
 * deeper than {@link DATA_TABLE_MAX_DEPTH} is refused, and so is more than `TEXT_MAX.jsonData`
 * characters of JSON. Walks without recursion, so any input is safe.
 */
export function dataValueProblem(value: unknown): string | null {
  if (value === undefined || value === null) return dataTableMessages.dataRequired
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }]
  while (stack.length) {
    const { value: current, depth } = stack.pop()!
    if (current === null || typeof current === 'string' || typeof current === 'boolean') continue
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return dataTableMessages.dataInvalid
      continue
    }
    if (typeof current !== 'object') return dataTableMessages.dataInvalid
    if (depth > DATA_TABLE_MAX_DEPTH) return dataTableMessages.dataTooDeep
    const proto = Object.getPrototypeOf(current)
    if (!Array.isArray(current) && proto !== Object.prototype && proto !== null) {
      return dataTableMessages.dataInvalid
    }
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 })
  }
  if (JSON.stringify(value).length > TEXT_MAX.jsonData) return dataTableMessages.dataTooLarge
  return null
}

/** Data as the API takes it (docs/product.md §7: "data sent as parsed JSON"): any JSON value except null. */
const dataField = z.unknown().superRefine((value, context) => {
  const problem = dataValueProblem(value)
  if (problem) context.addIssue({ code: 'custom', message: problem })
}) as unknown as z.ZodType<JsonValue>

/**
 * A table the CO2 calculation reads must have its shape (calculation-tables.ts): each broken rule
 * is a field message on its path, `data.petrol` or `data.0.fromKm`, in English as the API answers.
 * Checked once name and data are valid on their own.
 */
const tableShape = (body: { name: string; data: unknown }, context: z.RefinementCtx) => {
  // Data that is not JSON at all has its own message already.
  if (!isCalculationTable(body.name) || dataValueProblem(body.data)) return
  for (const problem of calculationTableProblems(body.name, body.data)) {
    context.addIssue({
      code: 'custom',
      path: ['data', ...problem.path],
      message: formatDomainMessage(problem.message),
    })
  }
}

export const dataTableCreateSchema = z
  .object({
    name: dataTableNameField,
    country: dataTableCountryField.default(DATA_TABLE_DEFAULT_COUNTRY),
    data: dataField,
  })
  .superRefine(tableShape)
export type DataTableCreateInput = z.input<typeof dataTableCreateSchema>

/** A PUT replaces name and data; a country left out keeps the stored one. */
export const dataTableUpdateSchema = z
  .object({
    name: dataTableNameField,
    country: dataTableCountryField.optional(),
    data: dataField,
  })
  .superRefine(tableShape)
export type DataTableUpdateInput = z.input<typeof dataTableUpdateSchema>

/** `?q=` filters on the name. */
export const dataTableListQuerySchema = listQuerySchema
export const dataTableSortFields = ['id', 'name', 'country', 'creationDate'] as const

/** The Data column (docs/product.md §2): the row count of an array, the field count of an object. */
export type DataSize = z.infer<typeof dataSizeSchema>

/** A bare value (a number or a string) has no rows and no fields: `{kind: 'fields', count: 0}`. */
export function dataSize(data: unknown): DataSize {
  if (Array.isArray(data)) return { kind: 'rows', count: data.length }
  if (data !== null && typeof data === 'object') return { kind: 'fields', count: Object.keys(data).length }
  return { kind: 'fields', count: 0 }
}

export type DataTableDto = z.infer<typeof dataTableDtoSchema>
export type DataTableDefault = z.infer<typeof dataTableDefaultsSchema>[number]
export type DataTableLegendField = z.infer<typeof dataTableLegendFieldSchema>
export type DataTableLegend = z.infer<typeof dataTableLegendSchema>
export type DataTableLegends = z.infer<typeof dataTableLegendsSchema>
