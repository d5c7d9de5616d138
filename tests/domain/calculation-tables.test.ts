import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CALCULATION_TABLES,
  type CalculationTableName,
  calculationTableMessages,
  calculationTableProblems,
  calculationTableShapes,
  dataTableDeletePlan,
  isCalculationTable,
  MAX_TABLE_PROBLEMS,
  type NumberColumn,
} from '../../src/domain/calculation-tables.ts'
import { dataTableFormSchema } from '../../src/domain/data-table-form.ts'
import { dataTableCreateSchema, dataTableUpdateSchema } from '../../src/domain/data-tables.ts'
import { deletePlanText } from '../../src/domain/delete-plan.ts'
import { formatDomainMessage } from '../../src/domain/domain-message.ts'
import { dataTableDefaults } from '../../src/server/data-tables/defaults.ts'

type Json = Record<string, unknown> | Record<string, unknown>[]

/** Each problem as the API names it: `{ 'data.petrol': 'Must be a number of 0 or more.' }`. */
const problemsOf = (name: string, data: unknown) =>
  calculationTableProblems(name, data).map((problem) => [
    ['data', ...problem.path].join('.'),
    formatDomainMessage(problem.message),
  ])

const shipped = (name: CalculationTableName): Json =>
  dataTableDefaults().find((table) => table.name === name)!.data as Json

const m = calculationTableMessages

describe('CALCULATION_TABLES', () => {
  it('names every shipped default, and only those', () => {
    expect(dataTableDefaults().map((table) => table.name)).toEqual([...CALCULATION_TABLES])
    expect(Object.keys(calculationTableShapes).sort()).toEqual([...CALCULATION_TABLES].sort())
    expect(isCalculationTable('gas')).toBe(true)
    expect(isCalculationTable('gas-2023')).toBe(false)
    expect(isCalculationTable('toString')).toBe(false)
  })
})

describe('calculationTableProblems', () => {
  it('finds nothing wrong with the shipped defaults', () => {
    for (const table of dataTableDefaults())
      expect(problemsOf(table.name, table.data), table.name).toEqual([])
  })

  it('names each broken field of the car-fuel table of the report', () => {
    // Issue 18: saved as {"lpg":"lots","petrol":-5} without a word.
    expect(problemsOf('car-fuel', { lpg: 'lots', petrol: -5 })).toEqual([
      ['data.petrol', 'Must be a number of 0 or more.'],
      ['data.diesel', 'This field is required.'],
      ['data.lpg', 'Must be a number of 0 or more.'],
      ['data.hybrid', 'This field is required.'],
      ['data.electric', 'This field is required.'],
    ])
  })

  it('holds each factor to its upper bound, and refuses fields the legend does not list', () => {
    const data = { ...shipped('car-fuel'), petrol: 190, Petrol: 0.19 }
    expect(problemsOf('car-fuel', data)).toEqual([
      ['data.petrol', 'Must be at most 1.'],
      ['data.Petrol', 'This field is not part of this table.'],
    ])
    expect(problemsOf('car-fuel', { ...shipped('car-fuel'), petrol: 1 })).toEqual([])
    expect(problemsOf('car-fuel', { ...shipped('car-fuel'), petrol: 0 })).toEqual([])
  })

  it.each([
    ['car-fuel', [], 'This table should be an object of fields, as the legend lists them.'],
    ['car-fuel', 0.19, 'This table should be an object of fields, as the legend lists them.'],
    ['flights', { short: 0.25 }, 'This table should be a list of rows, as the legend lists them.'],
    ['house-type', 'apartment', 'This table should be a list of rows, as the legend lists them.'],
  ])('refuses %s data of the wrong kind: %j', (name, data, message) => {
    expect(problemsOf(name, data)).toEqual([['data', message]])
  })

  it('checks each row of a row table: its columns, its code, one row per code', () => {
    const [short, medium, long] = shipped('flights') as Record<string, unknown>[]
    expect(problemsOf('flights', [short, { ...medium, haul: 'middle' }, long])).toEqual([
      ['data.1.haul', 'Must be one of: short, medium, long.'],
      ['data', 'A row for medium is required.'],
    ])
    expect(problemsOf('flights', [short, medium, { ...long, haul: 'medium' }])).toEqual([
      ['data.2.haul', 'This value is in more than one row.'],
      ['data', 'A row for long is required.'],
    ])
    expect(problemsOf('flights', [short, 'medium', long])).toEqual([
      ['data.1', 'Each row should be an object.'],
      ['data', 'A row for medium is required.'],
    ])
    expect(problemsOf('flights', [short, { haul: 'medium', fromKm: 700 }, long])).toEqual([
      ['data.1.kgCo2PerPassengerKm', 'This field is required.'],
    ])
  })

  it('wants distances that start at 0 and rise row by row', () => {
    const [short, medium, long] = shipped('flights') as Record<string, unknown>[]
    expect(problemsOf('flights', [{ ...short, fromKm: 100 }, medium, long])).toEqual([
      ['data.0.fromKm', 'The first row should start at 0.'],
    ])
    expect(problemsOf('flights', [short, long, medium])).toEqual([
      ['data.2.fromKm', 'Must be larger than in the row before.'],
    ])
    expect(problemsOf('flights', [short, { ...medium, fromKm: 0 }, long])).toEqual([
      ['data.1.fromKm', 'Must be larger than in the row before.'],
    ])
  })

  it('lists a house type without a row', () => {
    const rows = (shipped('house-type') as Record<string, unknown>[]).filter((row) => row.type !== 'corner')
    expect(problemsOf('house-type', rows)).toEqual([['data', 'A row for corner is required.']])
  })

  it('leaves other tables free-form', () => {
    for (const data of [{ lpg: 'lots', petrol: -5 }, [], 0, 'text', [{ a: -1 }]]) {
      expect(problemsOf('car-fuel-2023', data)).toEqual([])
      expect(problemsOf('my-factors', data)).toEqual([])
    }
  })

  it('stops after enough problems to fix the table by', () => {
    const rows = Array.from({ length: 10_000 }, () => ({ haul: 'x', fromKm: -1 }))
    expect(calculationTableProblems('flights', rows)).toHaveLength(MAX_TABLE_PROBLEMS)
  })
})

// ---------------------------------------------------------------------------------------------
// Properties: every shipped default passes; a default broken in one place is refused at that place.

/** A number column of a table, with where its values sit in the default's data. */
type Spot = { table: CalculationTableName; path: (string | number)[]; column: NumberColumn }

const numberSpots: Spot[] = CALCULATION_TABLES.flatMap((table) => {
  const shape = calculationTableShapes[table]
  const data = shipped(table)
  if (shape.kind === 'fields') return shape.fields.map((column) => ({ table, path: [column.key], column }))
  return (data as unknown[]).flatMap((_, index) =>
    shape.columns
      .filter((column): column is NumberColumn => column.type === 'number' && column.key !== shape.rising)
      .map((column) => ({ table, path: [index, column.key], column })),
  )
})

const setAt = (data: Json, path: (string | number)[], value: unknown, remove = false): Json => {
  const copy = structuredClone(data) as Record<string | number, unknown>
  let target = copy
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (remove) delete target[last]
  else target[last] = value
  return copy as Json
}

const expectOnly = (table: string, data: Json, path: (string | number)[], message: string) => {
  expect(problemsOf(table, data)).toEqual([[['data', ...path].join('.'), message]])
  // The API's schemas say the same, on the same path.
  for (const schema of [dataTableCreateSchema, dataTableUpdateSchema]) {
    const issues = schema.safeParse({ name: table, data }).error?.issues ?? []
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [['data', ...path].join('.'), message],
    ])
  }
}

describe('properties of the shipped tables', () => {
  it('each default passes the API’s schemas and the drawer’s form', () => {
    for (const table of dataTableDefaults()) {
      expect(dataTableCreateSchema.safeParse(table).success, table.name).toBe(true)
      expect(dataTableUpdateSchema.safeParse(table).success, table.name).toBe(true)
      const form = { name: table.name, country: 'nl', data: JSON.stringify(table.data, null, 2) }
      expect(dataTableFormSchema.safeParse(form).success, table.name).toBe(true)
    }
  })

  it('any factor within its bounds passes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...numberSpots),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (spot, share) => {
          const data = setAt(shipped(spot.table), spot.path, share * spot.column.max)
          expect(problemsOf(spot.table, data)).toEqual([])
        },
      ),
    )
  })

  it('a factor that is negative, not a number or missing is refused on its path', () => {
    const broken = fc.oneof(
      fc.double({ max: -Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }).map((value) => ({ value })),
      fc
        .jsonValue()
        .filter((value) => typeof value !== 'number')
        .map((value) => ({ value })),
    )
    fc.assert(
      fc.property(fc.constantFrom(...numberSpots), broken, (spot, { value }) => {
        expectOnly(spot.table, setAt(shipped(spot.table), spot.path, value), spot.path, m.number)
      }),
    )
    fc.assert(
      fc.property(fc.constantFrom(...numberSpots), (spot) => {
        expectOnly(spot.table, setAt(shipped(spot.table), spot.path, 0, true), spot.path, m.required)
      }),
    )
  })

  it('a factor past its upper bound is refused on its path, naming the bound', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...numberSpots),
        fc.double({ min: 1, max: 1e6, noNaN: true, minExcluded: true }),
        (spot, times) => {
          const data = setAt(shipped(spot.table), spot.path, spot.column.max * times)
          expectOnly(spot.table, data, spot.path, `Must be at most ${spot.column.max}.`)
        },
      ),
    )
  })

  it('a field the legend does not list is refused on its path', () => {
    const objects = CALCULATION_TABLES.flatMap((table) =>
      calculationTableShapes[table].kind === 'fields'
        ? [{ table, at: [] as number[] }]
        : (shipped(table) as unknown[]).map((_, index) => ({ table, at: [index] })),
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...objects),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.jsonValue(),
        ({ table, at }, key, value) => {
          const shape = calculationTableShapes[table]
          const keys = (shape.kind === 'fields' ? shape.fields : shape.columns).map((column) => column.key)
          fc.pre(!keys.includes(key) && key !== '__proto__')
          expectOnly(table, setAt(shipped(table), [...at, key], value), [...at, key], m.unknownField)
        },
      ),
    )
  })
})

describe('deleting a data table', () => {
  it('is refused for a table the calculation reads, with the reason', () => {
    for (const name of CALCULATION_TABLES) {
      const plan = dataTableDeletePlan(name)
      expect(plan.allowed).toBe(false)
      expect(deletePlanText(plan)).toBe('The CO2 calculation reads this table, so it cannot be deleted.')
    }
    expect(dataTableDeletePlan('gas-2023')).toEqual({ allowed: true, summary: null, details: [] })
  })
})
