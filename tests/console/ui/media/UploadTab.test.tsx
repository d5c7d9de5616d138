import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mediaApi } from '../../../../src/console/api/media.ts'
import { provide, ResourceProvider } from '../../../../src/console/api/ResourceProvider.tsx'
import { UploadTab } from '../../../../src/console/ui/media/UploadTab.tsx'

i18n.loadAndActivate({ locale: 'en', messages: {} })

function renderTab(
  upload: typeof mediaApi.upload,
  onUploaded = vi.fn(),
  /** Whether the object still needs a background image (then chosen from the start). */
  { needsBackground = true } = {},
) {
  const user = userEvent.setup({ applyAccept: false, delay: null })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ResourceProvider bindings={[provide(mediaApi, { upload })]}>
          <Theme>
            <UploadTab
              lang="nl"
              neededPurposes={needsBackground ? ['background-image'] : []}
              defaultPurpose={needsBackground ? 'background-image' : undefined}
              onUploaded={onUploaded}
            />
          </Theme>
        </ResourceProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  return { user, input, onUploaded }
}

const file = (size: number, type = 'image/jpeg', name = 'photo.jpg') =>
  new File([new Uint8Array(size)], name, { type })

const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement

describe('UploadTab', () => {
  it('offers Upload only with a file and a description (docs/product.md §4: submit only when valid)', async () => {
    const upload = vi.fn()
    const { user, input } = renderTab(upload)
    expect(uploadButton().disabled).toBe(true)
    await user.upload(input, file(5))
    expect(uploadButton().disabled).toBe(true)
    await user.type(screen.getByLabelText('Description'), 'G')
    await waitFor(() => expect(uploadButton().disabled).toBe(false))
    expect(upload).not.toHaveBeenCalled()
  })

  it('takes Upload away again for a blank description and for a file the server would refuse', async () => {
    const { user, input } = renderTab(vi.fn())
    await user.upload(input, file(5))
    await user.type(screen.getByLabelText('Description'), ' ')
    expect(uploadButton().disabled).toBe(true)
    await user.type(screen.getByLabelText('Description'), 'G')
    await waitFor(() => expect(uploadButton().disabled).toBe(false))
    // Too large: the test below.
    await user.upload(input, file(100, 'text/plain', 'notes.txt'))
    await waitFor(() => expect(uploadButton().disabled).toBe(true))
  })

  it('without a purpose the object needs, Upload waits for one to be chosen', async () => {
    const { user, input } = renderTab(vi.fn(), vi.fn(), { needsBackground: false })
    await user.upload(input, file(5))
    await user.type(screen.getByLabelText('Description'), 'G')
    expect(uploadButton().disabled).toBe(true)
    await user.click(screen.getByRole('combobox', { name: 'Purpose' }))
    await user.click(await screen.findByRole('option', { name: 'Logo' }))
    await waitFor(() => expect(uploadButton().disabled).toBe(false))
  })

  it('refuses a file over 20 MB and a file that is not an image before sending anything', async () => {
    const upload = vi.fn()
    const { user, input } = renderTab(upload)
    await user.upload(input, file(20 * 1024 * 1024 + 1))
    expect(await screen.findByText('This file is larger than 20 MB.')).toBeTruthy()
    await user.upload(input, file(100, 'text/plain', 'notes.txt'))
    expect(
      await screen.findByText(
        'This file is not an image the server can read (JPEG, PNG, WebP, GIF or AVIF).',
      ),
    ).toBeTruthy()
    await user.type(screen.getByLabelText('Description'), 'Garden')
    expect(uploadButton().disabled).toBe(true)
    expect(upload).not.toHaveBeenCalled()
  })

  it('sends the file and fields in the drawer’s language, shows its progress, and cancels by aborting', async () => {
    let signal: AbortSignal | undefined
    const upload = vi.fn((_file, _fields, _lang, options) => {
      signal = options?.signal
      options?.onProgress?.({ loaded: 2, total: 5 })
      return new Promise<never>(() => {})
    }) as unknown as typeof mediaApi.upload
    const { user, input } = renderTab(upload)
    await user.upload(input, file(5))
    await user.type(screen.getByLabelText('Description'), 'Vegetable garden')
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy()
    expect(upload).toHaveBeenCalledWith(
      expect.any(File),
      { purpose: 'background-image', description: 'Vegetable garden' },
      'nl',
      expect.anything(),
    )
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(signal?.aborted).toBe(true)
    await waitFor(() => expect(screen.queryByText(/Uploading/)).toBeNull())
  })

  it('hands the uploaded media to the drawer and empties the form for the next one', async () => {
    const media = {
      id: 5,
      description: 'Garden',
      purpose: 'background-image' as const,
      file: { uuid: '0b6a8f4e-5c1d-4e2a-9f3b-7d8c6e5a4b3c' },
      width: 10,
      height: 10,
      translated: false,
      version: 1,
    }
    const { user, input, onUploaded } = renderTab(vi.fn(async () => media))
    await user.upload(input, file(5))
    await user.type(screen.getByLabelText('Description'), 'Garden')
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(media))
    expect((screen.getByLabelText('Description') as HTMLInputElement).value).toBe('')
  })
})
