import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dataTables, dataTablesApi } from '../../../../src/console/api/data-tables.ts'
import { provide } from '../../../../src/console/api/ResourceProvider.tsx'
import { i18n } from '../../../../src/console/app/i18n/i18n.ts'
import DataTablesPage from '../../../../src/console/areas/data-tables/DataTablesPage.tsx'
import { dataSizeMessage } from '../../../../src/console/areas/data-tables/dataSize.ts'
import { type DataTableDto, dataSize, type JsonValue } from '../../../../src/domain/data-tables.ts'
import { cellTexts, renderArea } from './harness.tsx'

const local = (day: number, hour: number, minute: number) =>
  new Date(2024, 2, day, hour, minute).toISOString()

const table = (id: number, name: string, data: JsonValue): DataTableDto => ({
  id,
  name,
  country: 'nl',
  data,
  creationDate: local(id + 4, 14, 30),
  size: dataSize(data),
  translated: true,
  version: 1,
})

const rows = [
  table(1, 'car-fuel', { petrol: 0.19, diesel: 0.18, lpg: 0.16, hybrid: 0.13, electric: 0.06 }),
  table(
    2,
    'flights',
    Array.from({ length: 12 }, (_, i) => ({ fromKm: i * 100 })),
  ),
  table(3, 'gas', { kgCo2PerM3: 1.8 }),
  table(4, 'single-row', [1]),
  table(5, 'constant', 42),
]

// Nothing may reach the network: the list comes from the cache, any call fails the test.
const bindings = [provide(dataTablesApi, {})]
const cached = (lang: 'en' | 'nl') =>
  [[dataTables.keys.list(lang, {}), rows]] as [readonly unknown[], unknown][]

describe('Data column text', () => {
  it('counts rows of an array and fields of an object, singular and plural', () => {
    expect(i18n._(dataSizeMessage({ kind: 'rows', count: 12 }))).toBe('12 rows')
    expect(i18n._(dataSizeMessage({ kind: 'rows', count: 1 }))).toBe('1 row')
    expect(i18n._(dataSizeMessage({ kind: 'rows', count: 0 }))).toBe('0 rows')
    expect(i18n._(dataSizeMessage({ kind: 'fields', count: 5 }))).toBe('5 fields')
    expect(i18n._(dataSizeMessage({ kind: 'fields', count: 1 }))).toBe('1 field')
  })
})

describe('DataTablesPage', () => {
  it('lists ID, Name, Data and Date under the CO2 warning', () => {
    renderArea(<DataTablesPage />, { route: '/data-tables', queryData: cached('en'), bindings })
    expect(screen.getByText(/used in CO2 calculations/)).toBeVisible()
    const grid = screen.getByRole('grid', { name: 'Data Tables' })
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Name', 'Data', 'Date'])
    expect(cellTexts(grid)).toEqual([
      ['1', 'car-fuel', '5 fields', '5th March 2024 - 14:30'],
      ['2', 'flights', '12 rows', '6th March 2024 - 14:30'],
      ['3', 'gas', '1 field', '7th March 2024 - 14:30'],
      ['4', 'single-row', '1 row', '8th March 2024 - 14:30'],
      ['5', 'constant', '0 fields', '9th March 2024 - 14:30'],
    ])
  })

  it('writes the date the Dutch way in Dutch', () => {
    renderArea(<DataTablesPage />, { route: '/data-tables', lang: 'nl', queryData: cached('nl'), bindings })
    expect(screen.getByText('5 maart 2024 - 14:30')).toBeInTheDocument()
  })

  it('filters on the name', async () => {
    const { user } = renderArea(<DataTablesPage />, {
      route: '/data-tables',
      queryData: cached('en'),
      bindings,
    })
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'fl')
    expect(cellTexts(screen.getByRole('grid')).map((cells) => cells[1])).toEqual(['flights'])
  })
})
