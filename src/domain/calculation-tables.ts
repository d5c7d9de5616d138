import { type DeletePlan, plainDelete } from './delete-plan.ts'
import { type DomainMessage, domainMessage } from './domain-message.ts'

/**
 * The data tables the CO2 calculation reads, by name: the shipped tables (`GET
 * /api/data-table/defaults`, explained by `/legends`). One list for every reader: the server
 * refuses to delete or rename them, checks their data against their shape below, and the CO2
 * engine looks its factors up in them. Any other table is free-form JSON.
 */
export const CALCULATION_TABLES = [
  'car-fuel',
  'flights',
  'diet',
  'house-type',
  'electricity',
  'gas',
  'public-transport',
] as const
export type CalculationTableName = (typeof CALCULATION_TABLES)[number]

export const isCalculationTable = (name: string): name is CalculationTableName =>
  (CALCULATION_TABLES as readonly string[]).includes(name)

/** A factor or an amount: a number of 0 or more, and at most `max` (a value past it is a unit mistake, grams for kilograms). */
export type NumberColumn = { key: string; type: 'number'; max: number }
/** A text naming what a row is for, one of `values` (the codes the CO2 questions' answers use). */
export type CodeColumn = { key: string; type: 'code'; values: readonly string[] }

/**
 * What the calculation reads from a table, as the legend explains it. `fields`: an object with
 * exactly these fields. `rows`: a list of rows with exactly these columns, one row for each value
 * of the `key` column; with `rising`, that column starts at 0 in the first row and grows row by row.
 */
export type TableShape =
  | { kind: 'fields'; fields: readonly NumberColumn[] }
  | {
      kind: 'rows'
      columns: readonly (NumberColumn | CodeColumn)[]
      key: string
      rising?: string
    }

const factor = (key: string, max: number): NumberColumn => ({ key, type: 'number', max })

/**
 * The shape of each calculation table. The upper bounds are generous (several times the largest
 * real value) and only catch a wrong unit or a typo: the dirtiest car emits about 0.4 kg CO2 per
 * km, lignite power about 1.2 kg per kWh, the meatiest diet about 3,500 kg CO2e a year, and no
 * flight is longer than half the earth's circumference.
 */
export const calculationTableShapes: Record<CalculationTableName, TableShape> = {
  'car-fuel': {
    kind: 'fields',
    fields: ['petrol', 'diesel', 'lpg', 'hybrid', 'electric'].map((key) => factor(key, 1)),
  },
  flights: {
    kind: 'rows',
    columns: [
      { key: 'haul', type: 'code', values: ['short', 'medium', 'long'] },
      factor('fromKm', 20_000),
      factor('kgCo2PerPassengerKm', 2),
    ],
    key: 'haul',
    rising: 'fromKm',
  },
  diet: {
    kind: 'fields',
    fields: ['vegan', 'vegetarian', 'flexitarian', 'average', 'meat-lover'].map((key) => factor(key, 10_000)),
  },
  'house-type': {
    kind: 'rows',
    columns: [
      { key: 'type', type: 'code', values: ['apartment', 'terraced', 'corner', 'semi-detached', 'detached'] },
      factor('electricityKwh', 50_000),
      factor('gasM3', 20_000),
    ],
    key: 'type',
  },
  electricity: { kind: 'fields', fields: ['grey', 'green', 'solar'].map((key) => factor(key, 2)) },
  gas: { kind: 'fields', fields: [factor('natural-gas', 5)] },
  'public-transport': {
    kind: 'fields',
    fields: ['train', 'bus', 'tram-metro'].map((key) => factor(key, 1)),
  },
}

/** What the rules say, in English (the console shows them in the interface language). */
export const calculationTableMessages = {
  number: 'Must be a number of 0 or more.',
  atMost: 'Must be at most {max}.',
  required: 'This field is required.',
  unknownField: 'This field is not part of this table.',
  fieldsExpected: 'This table should be an object of fields, as the legend lists them.',
  rowsExpected: 'This table should be a list of rows, as the legend lists them.',
  rowExpected: 'Each row should be an object.',
  oneOf: 'Must be one of: {values}.',
  repeatedRow: 'This value is in more than one row.',
  missingRow: 'A row for {value} is required.',
  firstRowFromZero: 'The first row should start at 0.',
  rising: 'Must be larger than in the row before.',
  /** On the form's `data` field while any rule above is broken. */
  doesNotFit: 'The data does not fit what the CO2 calculation reads from this table.',
  cannotDelete: 'The CO2 calculation reads this table, so it cannot be deleted.',
  cannotRename: 'The CO2 calculation reads this table by its name, so the name cannot change.',
} as const

/** One broken rule: where in the data (`[]` is the whole table, `['petrol']`, `[0, 'fromKm']`) and what. */
export type TableProblem = { path: (string | number)[]; message: DomainMessage }

/** Enough to fix a table by; a pasted list of thousands of broken rows is not walked to its end. */
export const MAX_TABLE_PROBLEMS = 50

const m = calculationTableMessages
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function numberProblem(value: unknown, column: NumberColumn): DomainMessage | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return domainMessage(m.number)
  if (value > column.max) return domainMessage(m.atMost, { max: column.max })
  return null
}

function codeProblem(value: unknown, column: CodeColumn): DomainMessage | null {
  return typeof value === 'string' && column.values.includes(value)
    ? null
    : domainMessage(m.oneOf, { values: column.values.join(', ') })
}

/** The fields of one object against the columns: each required and valid, nothing else. */
function objectProblems(
  object: Record<string, unknown>,
  columns: readonly (NumberColumn | CodeColumn)[],
  at: (string | number)[],
  report: (problem: TableProblem) => boolean,
) {
  for (const column of columns) {
    const path = [...at, column.key]
    if (!Object.hasOwn(object, column.key)) {
      if (!report({ path, message: domainMessage(m.required) })) return
      continue
    }
    const value = object[column.key]
    const message = column.type === 'number' ? numberProblem(value, column) : codeProblem(value, column)
    if (message && !report({ path, message })) return
  }
  const known = new Set(columns.map((column) => column.key))
  for (const key of Object.keys(object)) {
    if (!known.has(key) && !report({ path: [...at, key], message: domainMessage(m.unknownField) })) return
  }
}

/**
 * Every way `data` breaks the shape of the calculation table `name` (at most
 * {@link MAX_TABLE_PROBLEMS}, in the order of the data), or none: for a table the calculation does
 * not read, any JSON will do.
 */
export function calculationTableProblems(name: string, data: unknown): TableProblem[] {
  if (!isCalculationTable(name)) return []
  const shape = calculationTableShapes[name]
  const problems: TableProblem[] = []
  const report = (problem: TableProblem) => {
    problems.push(problem)
    return problems.length < MAX_TABLE_PROBLEMS
  }
  if (shape.kind === 'fields') {
    if (!isRecord(data)) return [{ path: [], message: domainMessage(m.fieldsExpected) }]
    objectProblems(data, shape.fields, [], report)
    return problems
  }
  if (!Array.isArray(data)) return [{ path: [], message: domainMessage(m.rowsExpected) }]
  const keyColumn = shape.columns.find((column) => column.key === shape.key)
  const seen = new Set<unknown>()
  let previous: number | null = null
  for (const [index, row] of data.entries()) {
    if (!isRecord(row)) {
      if (!report({ path: [index], message: domainMessage(m.rowExpected) })) return problems
      continue
    }
    objectProblems(row, shape.columns, [index], report)
    if (problems.length >= MAX_TABLE_PROBLEMS) return problems
    const code = row[shape.key]
    if (typeof code === 'string') {
      if (seen.has(code) && !report({ path: [index, shape.key], message: domainMessage(m.repeatedRow) })) {
        return problems
      }
      seen.add(code)
    }
    const start = shape.rising ? row[shape.rising] : undefined
    if (shape.rising && typeof start === 'number' && Number.isFinite(start)) {
      // Each row applies from its value up to the next row's: the first from 0, then rising.
      const path = [index, shape.rising]
      const message =
        index === 0 && start !== 0
          ? domainMessage(m.firstRowFromZero)
          : previous !== null && start <= previous
            ? domainMessage(m.rising)
            : null
      if (message && !report({ path, message })) return problems
      previous = start
    }
  }
  if (keyColumn?.type === 'code') {
    for (const value of keyColumn.values) {
      if (!seen.has(value) && !report({ path: [], message: domainMessage(m.missingRow, { value }) })) break
    }
  }
  return problems
}

/** What deleting a table does: refused for a table the calculation reads (by its stored name). */
export function dataTableDeletePlan(storedName: string): DeletePlan {
  return isCalculationTable(storedName)
    ? { allowed: false, summary: domainMessage(m.cannotDelete), details: [] }
    : plainDelete
}
