import { describe, expect, it } from 'vitest'
import {
  createColumns,
  defaultMatches,
  parsePage,
  textMatches,
} from '../../../../src/console/ui/grid/index.ts'
import { filters } from './harness.tsx'

type Row = { id: number; title: string; type: string; category: { title: string } | null }

describe('textMatches', () => {
  it('matches case- and accent-insensitively in any field', () => {
    expect(textMatches('CAFÉ', 'Het café')).toBe(true)
    expect(textMatches('cafe', 'Het Café')).toBe(true)
    expect(textMatches('12', 'x', 412)).toBe(true)
    expect(textMatches('energy', 'Food', null, undefined, { title: 'energy' })).toBe(false)
  })

  it('lets an empty or blank filter through', () => {
    expect(textMatches('', 'anything')).toBe(true)
    expect(textMatches('   ')).toBe(true)
    expect(textMatches(undefined)).toBe(true)
  })
})

describe('defaultMatches', () => {
  const col = createColumns<Row>()
  const columns = [
    col.id(),
    col.accessor('title', { header: 'Title' }),
    col.accessor('category.title', { header: 'Category' }),
    col.accessor((row) => (row.type === 'main' ? 'Main category' : 'Sub category'), {
      id: 'kind',
      header: 'Kind',
    }),
    col.accessor('type', { header: 'Type' }),
  ]
  const match = defaultMatches(columns, filters)
  const row: Row = { id: 7, title: 'Solar panels', type: 'main', category: { title: 'Energy' } }

  it('searches text in every data column, nested and computed ones too', () => {
    expect(match(row, { q: 'solar', type: '' }, 0)).toBe(true)
    expect(match(row, { q: 'energ', type: '' }, 0)).toBe(true)
    expect(match(row, { q: 'main categ', type: '' }, 0)).toBe(true)
    expect(match(row, { q: 'water', type: '' }, 0)).toBe(false)
    expect(match({ ...row, category: null }, { q: 'energy', type: '' }, 0)).toBe(false)
  })

  it('compares a select with the column of its id', () => {
    expect(match(row, { q: '', type: 'main' }, 0)).toBe(true)
    expect(match(row, { q: '', type: 'sub' }, 0)).toBe(false)
    expect(match(row, { q: 'solar', type: 'sub' }, 0)).toBe(false)
  })
})

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['3', 3],
  ])('reads %j as page %i', (raw, page) => {
    expect(parsePage(raw)).toBe(page)
  })
})
