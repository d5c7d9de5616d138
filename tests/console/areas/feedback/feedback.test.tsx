import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../../src/console/api/client.ts'
import { feedbackApi } from '../../../../src/console/api/feedback.ts'
import { provide, type ResolveClient } from '../../../../src/console/api/ResourceProvider.tsx'
import { feedbackRecords } from '../../../../src/console/areas/feedback/commands.ts'
import FeedbackPage from '../../../../src/console/areas/feedback/FeedbackPage.tsx'
import { Screenshot } from '../../../../src/console/areas/feedback/Screenshot.tsx'
import { senderLabel } from '../../../../src/console/areas/feedback/sender.ts'
import type { FeedbackDto } from '../../../../src/domain/feedback.ts'
import { cellTexts, renderArea } from '../data-tables/harness.tsx'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const UUID = '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b'
const renderScreenshot = (uuid: string | null) =>
  render(
    <I18nProvider i18n={i18n}>
      <Screenshot uuid={uuid} />
    </I18nProvider>,
  )

describe('senderLabel', () => {
  it('names the user, else the e-mail, else the id; no user is Anonymous', () => {
    expect(senderLabel({ id: 1, firstName: 'Sanne', lastName: 'de Vries', email: 's@x.org' }, i18n)).toBe(
      'Sanne de Vries',
    )
    expect(senderLabel({ id: 2, firstName: '', lastName: '', email: 'only@x.org' }, i18n)).toBe('only@x.org')
    expect(senderLabel({ id: 52, firstName: '', lastName: '', email: null }, i18n)).toBe('User 52')
    expect(senderLabel(null, i18n)).toBe('Anonymous')
  })
})

describe('Screenshot', () => {
  it('shows the file from /file/{uuid}/original.webp, linked full size in a new tab', () => {
    renderScreenshot(UUID)
    const image = screen.getByRole('img', { name: 'Screenshot sent with the feedback' })
    expect(image).toHaveAttribute('src', `/file/${UUID}/original.webp`)
    const link = screen.getByRole('link', { name: 'Screenshot sent with the feedback' })
    expect(link).toHaveAttribute('href', `/file/${UUID}/original.webp`)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.queryByText('No screenshot')).toBeNull()
  })

  it('shows a placeholder when there is no file', () => {
    renderScreenshot(null)
    expect(screen.getByText('No screenshot')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Screenshot sent with the feedback' })).toBeNull()
    expect(screen.queryByText('The screenshot file could not be loaded.')).toBeNull()
  })

  it('falls back to the placeholder when the file does not load', () => {
    renderScreenshot(UUID)
    fireEvent.error(screen.getByRole('img', { name: 'Screenshot sent with the feedback' }))
    expect(screen.getByText('No screenshot')).toBeInTheDocument()
    expect(screen.getByText('The screenshot file could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('feedbackApi', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    configureApi({ lang: 'en', onSessionLost: () => {} })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('asks for one page with the message filter, in the language asked, and reads the total from x-total-count', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ id: 3 }]), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': '31' },
      }),
    )
    const page = await feedbackApi.page({ q: 'quiz', page: 2, pageSize: 25 }, 'nl')
    expect(page).toEqual({ rows: [{ id: 3 }], total: 31 })
    const request = fetchMock.mock.calls[0]![0] as Request
    const url = new URL(request.url)
    expect(url.pathname).toBe('/api/feedback')
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'quiz', page: '2', pageSize: '25' })
    expect(request.headers.get('lang')).toBe('nl')
  })

  it('counts the rows when the total is missing, and leaves out an empty filter', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(await feedbackApi.page({ q: '', page: 1, pageSize: 25 }, 'en')).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 2,
    })
    const url = new URL((fetchMock.mock.calls[0]![0] as Request).url)
    expect(url.searchParams.has('q')).toBe(false)
  })

  it('deletes with DELETE /api/feedback/{id} and the cms header', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 9 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(await feedbackApi.remove(9)).toEqual({ id: 9 })
    const request = fetchMock.mock.calls[0]![0] as Request
    expect(request.method).toBe('DELETE')
    expect(new URL(request.url).pathname).toBe('/api/feedback/9')
    expect(request.headers.get('cms')).toBe('true')
  })
})

const message = (id: number, text: string, user: FeedbackDto['user']): FeedbackDto => ({
  id,
  message: text,
  user,
  creationDate: new Date(2025, 2, 27, 8, 12).toISOString(),
  file: null,
  translated: true,
})
const sanne = { id: 41, firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.org' }

describe('FeedbackPage', () => {
  it('asks the server for the page and filter in the URL, in the interface language', async () => {
    const page = vi.fn(async () => ({ rows: [message(7, 'The quiz hangs', sanne)], total: 26 }))
    renderArea(<FeedbackPage />, {
      route: '/feedback?q=quiz&page=2',
      lang: 'nl',
      bindings: [provide(feedbackApi, { page })],
    })
    await waitFor(() => expect(cellTexts(screen.getByRole('grid'))).toHaveLength(1))
    expect(page).toHaveBeenCalledWith({ q: 'quiz', page: 2, pageSize: 25 }, 'nl')
    expect(cellTexts(screen.getByRole('grid'))[0]!.slice(0, 3)).toEqual([
      '7',
      'The quiz hangs',
      'Sanne de Vries',
    ])
  })
})

describe('feedback palette commands', () => {
  const open = feedbackRecords.commands.find((command) => command.id === 'open.feedback')!

  it('offers "Open feedback" only (the CMS adds no feedback); chosen without a search it goes to the list', () => {
    expect(feedbackRecords.commands.map((command) => command.id)).toEqual(['open.feedback'])
    const navigate = vi.fn()
    open.run({ navigate } as never)
    expect(navigate).toHaveBeenCalledWith('/feedback')
  })

  it('searches the messages through the API: a preview, the sender and the date; opens the detail', async () => {
    const long = `${'The badges are hard to read in dark mode. '.repeat(3)}`.trim()
    const list = vi.fn(async () => [message(12, long, sanne), message(9, 'Nice app', null)])
    const fake = provide(feedbackApi, { list })[1] as typeof feedbackApi
    const client = ((real: object) => (real === feedbackApi ? fake : real)) as ResolveClient
    const results = await open.search!.find('dark mode', { i18n, lang: 'en', client } as never)
    expect(list).toHaveBeenCalledWith({ q: 'dark mode', page: 1, pageSize: 10 }, 'en')
    expect(results.map((result) => [result.id, result.label, result.detail])).toEqual([
      ['feedback-12', `${long.slice(0, 71).trimEnd()}…`, 'Sanne de Vries · 27th March 2025 - 08:12'],
      ['feedback-9', 'Nice app', 'Anonymous · 27th March 2025 - 08:12'],
    ])
    const navigate = vi.fn()
    results[0]!.run({ navigate, pathname: '/feedback', search: '?q=dark' } as never)
    expect(navigate).toHaveBeenCalledWith('/feedback?q=dark&edit=12')
  })
})
