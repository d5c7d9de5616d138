import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../../src/console/app/i18n/i18n.ts'
import { dataTableRecords } from '../../../../src/console/areas/data-tables/commands.ts'
import { type DataTableDto, dataSize, type JsonValue } from '../../../../src/domain/data-tables.ts'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const dataTableDrawerPath = dataTableRecords.pathTo

const table = (id: number, name: string, data: JsonValue): DataTableDto => ({
  id,
  name,
  country: 'nl',
  data,
  creationDate: new Date(2024, 2, 5).toISOString(),
  size: dataSize(data),
  translated: true,
  version: 1,
})

describe('data tables palette commands', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opens the drawer on /data-tables, keeping the list filters when already there', () => {
    expect(dataTableDrawerPath({ pathname: '/labels', search: '?q=x' })).toBe('/data-tables?new')
    expect(dataTableDrawerPath({ pathname: '/', search: '' }, 4)).toBe('/data-tables?edit=4')
    expect(dataTableDrawerPath({ pathname: '/data-tables', search: '?q=car&new' }, 1)).toBe(
      '/data-tables?q=car&edit=1',
    )
  })

  it('"Open Data Table…" searches names and shows each table’s size', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      const url = new URL(request.url)
      expect(url.pathname).toBe('/api/data-table')
      expect(url.searchParams.get('q')).toBe('car')
      return Response.json([
        table(1, 'car-fuel', { petrol: 0.19, diesel: 0.18 }),
        table(9, 'car-km', [1, 2, 3]),
      ])
    })
    vi.stubGlobal('fetch', fetchMock)
    const results = await dataTableRecords.find('car', {
      i18n,
      lang: 'en',
      client: (c: object) => c,
    } as never)
    expect(results.map((result) => [result.label, result.detail])).toEqual([
      ['car-fuel', '#1 · 2 fields'],
      ['car-km', '#9 · 3 rows'],
    ])
    const navigate = vi.fn()
    results[1]!.run({ navigate, pathname: '/data-tables', search: '?page=2' } as never)
    expect(navigate).toHaveBeenCalledWith('/data-tables?page=2&edit=9')
  })
})
