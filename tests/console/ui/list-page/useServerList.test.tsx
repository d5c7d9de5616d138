import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { provide } from '../../../../src/console/api/ResourceProvider.tsx'
import { resourceClient } from '../../../../src/console/api/resource.ts'
import { queryResource } from '../../../../src/console/api/resourceQueries.ts'
import { FILTER_DELAY_MS, useServerList } from '../../../../src/console/ui/list-page/useServerList.ts'
import { useUpdateSearchParams } from '../../../../src/console/ui/useUpdateSearchParams.ts'
import { renderArea } from '../../areas/data-tables/harness.tsx'

import { thingEndpoint } from '../../support/thingEndpoint.ts'

const thingsApi = resourceClient(thingEndpoint)
const things = queryResource('things', thingsApi)
const filters = [{ id: 'q' as const, kind: 'text' as const, label: 'Name' }]

let renders = 0
/** The hook on a page, with buttons standing in for typing in the filter and paging. */
function Probe() {
  renders++
  const { settling } = useServerList(things, filters)
  const update = useUpdateSearchParams()
  return (
    <>
      <output>{settling ? 'settling' : 'settled'}</output>
      <button type="button" onClick={() => update((params) => params.set('q', 'bike'))}>
        type
      </button>
      <button type="button" onClick={() => update((params) => params.set('page', '2'))}>
        page
      </button>
    </>
  )
}

const setActEnvironment = (on: boolean) => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on
}

describe('a server-paged list (useServerList)', () => {
  afterEach(() => {
    setActEnvironment(true)
    vi.useRealTimers()
  })

  it('settles: nothing renders again while the URL stays the same', async () => {
    // Outside act, so renders happen as in the browser (act would hold them back).
    setActEnvironment(false)
    renders = 0
    const page = vi.fn(async () => ({ rows: [], total: 0 }))
    renderArea(<Probe />, { route: '/things?q=quiz', bindings: [provide(thingsApi, { page })] })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(renders).toBeLessThan(6)
    expect(page).toHaveBeenCalledTimes(1)
    expect(page).toHaveBeenCalledWith({ q: 'quiz', page: 1, pageSize: 25 }, 'en')
  })

  it('asks for a typed filter once the typing pauses, and for another page at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const page = vi.fn(async () => ({ rows: [], total: 0 }))
    renderArea(<Probe />, { route: '/things', lang: 'nl', bindings: [provide(thingsApi, { page })] })
    await act(async () => {})
    expect(page).toHaveBeenLastCalledWith({ page: 1, pageSize: 25 }, 'nl')

    act(() => screen.getByText('type').click())
    expect(screen.getByRole('status')).toHaveTextContent('settling')
    await act(async () => vi.advanceTimersByTime(FILTER_DELAY_MS - 50))
    expect(page).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(60))
    expect(page).toHaveBeenLastCalledWith({ q: 'bike', page: 1, pageSize: 25 }, 'nl')
    expect(screen.getByRole('status')).toHaveTextContent('settled')

    act(() => screen.getByText('page').click())
    await act(async () => vi.advanceTimersByTime(1))
    expect(page).toHaveBeenLastCalledWith({ q: 'bike', page: 2, pageSize: 25 }, 'nl')
  })
})
