import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { labels, labelsApi } from '../../../../src/console/api/labels.ts'
import { provide } from '../../../../src/console/api/ResourceProvider.tsx'
import { labelRecords } from '../../../../src/console/areas/labels/commands.ts'
import LabelsPage from '../../../../src/console/areas/labels/LabelsPage.tsx'
import type { LabelDto } from '../../../../src/domain/labels.ts'
import { cellTexts, renderArea } from '../data-tables/harness.tsx'

const label = (id: number, value: string, date: Date): LabelDto => ({
  id,
  value,
  creationDate: date.toISOString(),
  translated: true,
  version: 1,
})

const rows = [
  label(1, 'Early adopter', new Date(2024, 2, 5, 14, 30)),
  label(2, 'Beta tester', new Date(2024, 0, 1, 9, 5)),
  label(3, 'Ambassador', new Date(2023, 10, 22, 23, 59)),
  ...Array.from({ length: 27 }, (_, i) => label(i + 4, `Pilot group ${i + 4}`, new Date(2024, 5, 2, 8, 0))),
]

// Nothing may reach the network: the list comes from the cache, any call fails the test.
const bindings = [provide(labelsApi, {})]
const cached = (lang: 'en' | 'nl') => [[labels.keys.list(lang, {}), rows]] as [readonly unknown[], unknown][]
const labelDrawerPath = labelRecords.pathTo

describe('LabelsPage', () => {
  it('shows ID, Value and Date as "5th March 2024 - 14:30", 25 rows per page', () => {
    renderArea(<LabelsPage />, { route: '/labels', queryData: cached('en'), bindings })
    const grid = screen.getByRole('grid', { name: 'Labels' })
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Value', 'Date'])
    const cells = cellTexts(grid)
    expect(cells).toHaveLength(25)
    expect(cells.slice(0, 3)).toEqual([
      ['1', 'Early adopter', '5th March 2024 - 14:30'],
      ['2', 'Beta tester', '1st January 2024 - 09:05'],
      ['3', 'Ambassador', '22nd November 2023 - 23:59'],
    ])
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
  })

  it('writes the date the Dutch way in Dutch', () => {
    renderArea(<LabelsPage />, { route: '/labels', lang: 'nl', queryData: cached('nl'), bindings })
    const cells = cellTexts(screen.getByRole('grid'))
    expect(cells[0]![2]).toBe('5 maart 2024 - 14:30')
    expect(cells[2]![2]).toBe('22 november 2023 - 23:59')
  })

  it('filters on the value (case-insensitive) from the URL', () => {
    renderArea(<LabelsPage />, { route: '/labels?q=BETA', queryData: cached('en'), bindings })
    expect(cellTexts(screen.getByRole('grid')).map((cells) => cells[1])).toEqual(['Beta tester'])
  })
})

describe('labels palette commands', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opens the drawer on /labels, keeping the list filters when already there', () => {
    expect(labelDrawerPath({ pathname: '/users', search: '?q=x' })).toBe('/labels?new')
    expect(labelDrawerPath({ pathname: '/users', search: '' }, 12)).toBe('/labels?edit=12')
    expect(labelDrawerPath({ pathname: '/labels', search: '?q=pilot&page=2&edit=3' }, 7)).toBe(
      '/labels?q=pilot&page=2&edit=7',
    )
    expect(labelDrawerPath({ pathname: '/labels', search: '?q=pilot' })).toBe('/labels?q=pilot&new')
  })

  it('"Open label…" searches values through the API and also finds a label by its id', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/user-label/12') return Response.json(label(12, 'Delft', new Date()))
      return Response.json([label(3, 'Ambassador 12', new Date())])
    })
    vi.stubGlobal('fetch', fetchMock)
    const results = await labelRecords.find(' 12 ', {
      lang: 'nl',
      client: (client: object) => client,
    } as never)
    const listUrl = new URL((fetchMock.mock.calls.find(([r]) => !r.url.includes('/12'))![0] as Request).url)
    expect(listUrl.pathname).toBe('/api/user-label')
    expect(Object.fromEntries(listUrl.searchParams)).toEqual({ q: '12', page: '1', pageSize: '20' })
    // Searched in the interface language.
    expect(fetchMock.mock.calls.every(([request]) => request.headers.get('lang') === 'nl')).toBe(true)
    expect(results.map((result) => [result.label, result.detail])).toEqual([
      ['Delft', '#12'],
      ['Ambassador 12', '#3'],
    ])
    const navigate = vi.fn()
    results[0]!.run({ navigate, pathname: '/users', search: '' } as never)
    expect(navigate).toHaveBeenCalledWith('/labels?edit=12')
  })
})
