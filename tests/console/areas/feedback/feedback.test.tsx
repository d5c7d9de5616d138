import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../../src/console/api/client.ts'
import { feedbackApi } from '../../../../src/console/api/feedback.ts'
import { Screenshot } from '../../../../src/console/areas/feedback/FeedbackDetail.tsx'
import { senderLabel } from '../../../../src/console/areas/feedback/sender.ts'

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
    configureApi({ lang: 'nl', onSessionLost: () => {} })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('asks for one page with the message filter and reads the total from x-total-count', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ id: 3 }]), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': '31' },
      }),
    )
    const page = await feedbackApi.page({ q: ' quiz ', page: 2, pageSize: 25 })
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
    expect(await feedbackApi.page({ q: '  ', page: 1, pageSize: 25 })).toEqual({
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
