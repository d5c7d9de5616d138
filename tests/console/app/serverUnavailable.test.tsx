import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, configureApi, readJson } from '../../../src/console/api/client.ts'
import { RequireSession } from '../../../src/console/app/session/RequireSession.tsx'
import { ServerUnavailableNotice } from '../../../src/console/app/session/ServerUnavailableNotice.tsx'
import { SessionLostRedirect } from '../../../src/console/app/session/SessionLostRedirect.tsx'
import {
  connectServerStatus,
  markServerAvailable,
} from '../../../src/console/app/session/serverUnavailable.ts'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const NOTICE = /The server is unavailable right now/
const admin = { id: 1, email: 'admin@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'admin' }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A fake server: each path answers what `answers` says now; every call is counted. */
const answers: Record<string, number> = {}
const calls: string[] = []
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const path = new URL((input as Request).url).pathname
  calls.push(path)
  const status = answers[path] ?? 200
  if (status === 200) return json(200, path === '/api/user/current' ? admin : [{ id: 7, name: 'Energy' }])
  const error = { 401: 'unauthorized', 500: 'internal', 503: 'unavailable' }[status] ?? 'internal'
  return json(status, { error, message: `HTTP ${status}` })
})

function CategoriesPage() {
  const query = useQuery({
    queryKey: ['categories'],
    queryFn: async () => readJson<{ id: number; name: string }[]>(await api.get('categories')),
  })
  return <p data-testid="page">{query.data ? query.data.map((row) => row.name).join(', ') : 'no data'}</p>
}

/** The app's routing in small: the redirect wiring on every route, the notice in the signed-in frame. */
function renderApp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SessionLostRedirect />
            <Outlet />
          </>
        ),
        children: [
          { path: '/login', element: <p>Login page</p> },
          {
            element: (
              <RequireSession>
                <ServerUnavailableNotice />
                <Outlet />
              </RequireSession>
            ),
            children: [{ path: '/categories', element: <CategoriesPage /> }],
          },
        ],
      },
    ],
    { initialEntries: ['/categories'] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Theme>
          <RouterProvider router={router} />
        </Theme>
      </I18nProvider>
    </QueryClientProvider>,
  )
  return { router, queryClient, user: userEvent.setup() }
}

describe('server unavailable (503)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    configureApi({ lang: 'en' })
    connectServerStatus()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    for (const key of Object.keys(answers)) delete answers[key]
    calls.length = 0
    markServerAvailable()
  })

  it('keeps the page and shows one notice; "Try again" refetches and a success hides it', async () => {
    answers['/api/categories'] = 503
    const { router, user } = renderApp()
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(NOTICE)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(router.state.location.pathname).toBe('/categories')
    expect(screen.getByTestId('page')).toHaveTextContent('no data')

    // Still down: the retry asks again, the notice stays.
    const before = calls.filter((path) => path === '/api/categories').length
    const button = screen.getByRole('button', { name: 'Try again' })
    await user.click(button)
    await waitFor(() => expect(calls.filter((path) => path === '/api/categories').length).toBe(before + 1))
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICE)

    // Back up: keyboard reaches the button, the refetch succeeds, the notice goes and the page fills.
    answers['/api/categories'] = 200
    button.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByTestId('page')).toHaveTextContent('Energy')
    expect(router.state.location.pathname).toBe('/categories')
  })

  it('a 503 on the session probe waits for the server instead of signing out', async () => {
    answers['/api/user/current'] = 503
    const { router, user } = renderApp()
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE)
    expect(router.state.location.pathname).toBe('/categories')
    expect(screen.queryByText('Login page')).toBeNull()

    answers['/api/user/current'] = 200
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Energy')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([500, 401])('a %i still sends the user to /login', async (status) => {
    answers['/api/categories'] = status
    const { router } = renderApp()
    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.queryByText(NOTICE)).toBeNull()
  })
})
