import { describe, expect, it } from 'vitest'
import {
  dataTableFormSchema,
  dataTableFormToInput,
  dataTableToForm,
  emptyDataTableForm,
} from '../../src/domain/data-table-form.ts'
import {
  DATA_TABLE_MAX_DEPTH,
  dataSize,
  dataTableCreateSchema,
  dataTableNameProblems,
  dataTableUpdateSchema,
  dataValueProblem,
} from '../../src/domain/data-tables.ts'
import { jsonErrorPosition, scanJsonError } from '../../src/domain/json-scanner.ts'

const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const fields: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.')
    fields[key] = [...(fields[key] ?? []), issue.message]
  }
  return fields
}

const nested = (depth: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

describe('dataSize', () => {
  it('counts rows of an array and fields of an object', () => {
    expect(dataSize([{ a: 1 }, { a: 2 }, { a: 3 }])).toEqual({ kind: 'rows', count: 3 })
    expect(dataSize([])).toEqual({ kind: 'rows', count: 0 })
    expect(dataSize({ petrol: 0.19, diesel: 0.18 })).toEqual({ kind: 'fields', count: 2 })
    expect(dataSize({})).toEqual({ kind: 'fields', count: 0 })
  })

  it('gives a bare value no rows and no fields', () => {
    for (const value of [42, 'text', true, null])
      expect(dataSize(value)).toEqual({ kind: 'fields', count: 0 })
  })
})

describe('data table name', () => {
  it.each([
    ['', ['Name is required.']],
    ['MyTable', ['Name should be all lowercase.']],
    ['my table', ['Name should not contain spaces.']],
    ['My Table', ['Name should be all lowercase.', 'Name should not contain spaces.']],
    ['tab\there', ['Name should not contain spaces.']],
    ['car-fuel', []],
    ['co2_factors.2024', []],
    ['x'.repeat(100), []],
    ['x'.repeat(101), ['Name should be at most 100 characters.']],
  ])('%j → %j', (name, problems) => {
    expect(dataTableNameProblems(name)).toEqual(problems)
  })

  it.each([
    [{}, 'Name is required.'],
    [{ name: null }, 'Name is required.'],
    [{ name: 3 }, 'Name is required.'],
    [{ name: '   ' }, 'Name is required.'],
    [{ name: 'My Table' }, 'Name should be all lowercase.'],
    [{ name: 'my table' }, 'Name should not contain spaces.'],
  ])('the schemas report the first failing rule first: %j', (body, first) => {
    for (const schema of [dataTableCreateSchema, dataTableUpdateSchema]) {
      expect(fieldMessages(schema.safeParse({ ...body, data: {} })).name?.[0]).toBe(first)
    }
  })

  it('trims the name', () => {
    expect(dataTableCreateSchema.parse({ name: '  diet-2024 ', data: {} }).name).toBe('diet-2024')
  })
})

describe('data (parsed JSON, as the API takes it)', () => {
  it.each([[{ a: 1 }], [[1, 2]], [0], [''], [false], [{ nested: { deeper: [null, 'x'] } }]])(
    'accepts %j',
    (data) => {
      expect(dataTableCreateSchema.safeParse({ name: 'x', data }).success).toBe(true)
    },
  )

  it.each([
    [undefined, 'Data is required.'],
    [null, 'Data is required.'],
    [Number.POSITIVE_INFINITY, 'Data should be valid JSON.'],
    [{ a: Number.NaN }, 'Data should be valid JSON.'],
    [{ a: () => 1 }, 'Data should be valid JSON.'],
    [{ a: new Date(0) }, 'Data should be valid JSON.'],
    [nested(DATA_TABLE_MAX_DEPTH + 1), 'Data is nested too deeply.'],
  ])('refuses %s: %s', (data, message) => {
    expect(fieldMessages(dataTableCreateSchema.safeParse({ name: 'x', data })).data).toEqual([message])
  })

  it('takes up to 1,000,000 characters of JSON', () => {
    // A string's JSON is the string and its two quotes.
    expect(dataValueProblem('x'.repeat(999_998))).toBeNull()
    expect(dataValueProblem('x'.repeat(999_999))).toBe('Data is too large.')
  })

  it('takes objects without a prototype (a parser may make those)', () => {
    expect(dataValueProblem(Object.assign(Object.create(null), { petrol: 0.19 }))).toBeNull()
  })

  it('takes nesting up to the limit, and very deep nesting without overflowing', () => {
    expect(dataValueProblem(nested(DATA_TABLE_MAX_DEPTH))).toBeNull()
    expect(dataValueProblem(nested(200_000))).toBe('Data is nested too deeply.')
  })
})

describe('country', () => {
  it('defaults to nl on create and is left out on update', () => {
    expect(dataTableCreateSchema.parse({ name: 'x', data: 1 }).country).toBe('nl')
    expect(dataTableUpdateSchema.parse({ name: 'x', data: 1 }).country).toBeUndefined()
  })

  it('is two letters, stored lowercase', () => {
    expect(dataTableCreateSchema.parse({ name: 'x', data: 1, country: ' BE ' }).country).toBe('be')
    for (const country of ['nld', 'n', '12', '', 'n l']) {
      expect(fieldMessages(dataTableCreateSchema.safeParse({ name: 'x', data: 1, country })).country).toEqual(
        ['Country should be a two-letter code, such as nl.'],
      )
    }
  })
})

describe('dataTableFormSchema (data as text)', () => {
  const form = (data: string, name = 'diet') => dataTableFormSchema.safeParse({ name, country: 'nl', data })

  it.each([
    ['', 'Data is required.'],
    ['  \n ', 'Data is required.'],
    ['null', 'Data is required.'],
    ['{"a": }', 'Data should be valid JSON.'],
    ["{'a': 1}", 'Data should be valid JSON.'],
    ['[1, 2,]', 'Data should be valid JSON.'],
    ['1e400', 'Data should be valid JSON.'],
    [`${'['.repeat(40)}${']'.repeat(40)}`, 'Data is nested too deeply.'],
  ])('%j → %s', (data, message) => {
    expect(fieldMessages(form(data)).data).toEqual([message])
  })

  it('accepts JSON text and turns it into the API body', () => {
    const values = { name: ' my-factors ', country: 'NL', data: '{\n  "petrol": 0.19\n}' }
    expect(dataTableFormSchema.safeParse(values).success).toBe(true)
    expect(dataTableFormToInput(values)).toEqual({
      name: 'my-factors',
      country: 'nl',
      data: { petrol: 0.19 },
    })
    expect(dataTableFormToInput({ ...values, country: ' BE ' }).country).toBe('be')
  })

  it('holds a table the calculation reads to its shape: the data field says so, Save stays disabled', () => {
    const broken = form('{"lpg": "lots", "petrol": -5}', 'car-fuel')
    expect(fieldMessages(broken).data).toEqual([
      'The data does not fit what the CO2 calculation reads from this table.',
    ])
    expect(fieldMessages(form('{"lpg": "lots", "petrol": -5}', 'car-fuel-old')).data).toBeUndefined()
    // Broken JSON says only that.
    expect(fieldMessages(form('{"lpg": ', 'car-fuel')).data).toEqual(['Data should be valid JSON.'])
  })

  it('checks the name like the API', () => {
    expect(fieldMessages(form('{}', 'My Table')).name?.[0]).toBe('Name should be all lowercase.')
    expect(fieldMessages(form('{}', '')).name).toEqual(['Name is required.'])
  })

  it('starts empty with country nl, and shows stored data pretty-printed', () => {
    expect(emptyDataTableForm).toEqual({ name: '', country: 'nl', data: '' })
    expect(dataTableToForm({ name: 'x', country: 'nl', data: [{ a: 1 }] }).data).toBe(
      '[\n  {\n    "a": 1\n  }\n]',
    )
  })
})

describe('jsonErrorPosition', () => {
  it('is null for valid JSON', () => {
    expect(jsonErrorPosition('{"a": [1, 2]}')).toBeNull()
    expect(jsonErrorPosition(' 1 ')).toBeNull()
  })

  it('turns V8’s "position N" into line and column', () => {
    const text = '{\n  "a": 1,\n  b: 2\n}'
    const position = jsonErrorPosition(text)
    expect(position).toMatchObject({ line: 3, column: 3 })
    expect(position?.message).toMatch(/\S/)
  })

  it('finds the place when the message names none (V8 "Unexpected token", end of input)', () => {
    expect(jsonErrorPosition('{"a": }')).toMatchObject({ line: 1, column: 7 })
    expect(jsonErrorPosition('[\n  1,\n  2,\n]')).toMatchObject({ line: 4, column: 1 })
    expect(jsonErrorPosition('{"a": 1')).toMatchObject({ line: 1, column: 8 })
    expect(jsonErrorPosition('')).toMatchObject({ line: 1, column: 1 })
    expect(jsonErrorPosition('nul')).toMatchObject({ line: 1, column: 4 })
  })

  it('counts \\r\\n as one line break', () => {
    expect(jsonErrorPosition('{\r\n"a": x}')).toMatchObject({ line: 2, column: 6 })
  })

  it('the scanner agrees with V8 wherever V8 names a position', () => {
    const samples = [
      '{"a":1',
      '[1 2]',
      '"abc',
      '{"a":1}}',
      '1.',
      '-',
      '01',
      '"\\x"',
      '{"a":[1,2}',
      '{"a"}',
      '{,}',
      '"a\nb"',
      '{"a": "\\u12"}',
      '[1e]',
      '{"a":1,}',
      '{\n  "list": [1, 2, 3],\n  "x": tru\n}',
    ]
    for (const text of samples) {
      let v8: number | undefined
      try {
        JSON.parse(text)
      } catch (error) {
        const match = /position (\d+)/.exec((error as Error).message)
        if (match) v8 = Number(match[1])
      }
      expect(scanJsonError(text), text).not.toBeNull()
      if (v8 !== undefined) expect(scanJsonError(text), text).toBe(v8)
    }
  })

  it('the scanner accepts what JSON.parse accepts', () => {
    for (const text of [
      '{}',
      '[]',
      ' {"a": [1, -2.5e+3, true, false, null, "x\\"\\u00e9"], "b": {}} ',
      '0',
      '"\\/"',
    ]) {
      expect(() => JSON.parse(text)).not.toThrow()
      expect(scanJsonError(text), text).toBeNull()
    }
  })

  it('copes with very deep nesting', () => {
    expect(scanJsonError('['.repeat(100_000))).toBe(100_000)
    expect(scanJsonError(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBeNull()
  })
})
