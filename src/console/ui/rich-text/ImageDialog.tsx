import { useLingui } from '@lingui/react/macro'
import { Tabs, Text } from '@radix-ui/themes'
import { useState } from 'react'
import type { MediaItemDto } from '../../../domain/contracts/media.ts'
import { mediaFileUrl } from '../../../domain/media.ts'
import { addressProblem, parseWebUrl, richTextMessages, URL_MAX } from '../../../domain/rich-text.ts'
import { Field } from '../forms/Field.tsx'
import { MediaGrid } from '../media/MediaGrid.tsx'
import '../media/media.css'
import { InsertDialog } from './InsertDialog.tsx'

/**
 * Inserts an image (docs/product.md §2): by URL (http or https, with its alt text), or one of the object's
 * attached media (`/file/{uuid}/original.webp`, its description as the alt text).
 */
export function ImageDialog({
  open,
  media,
  onClose,
  onClosed,
  onInsert,
}: {
  open: boolean
  media: readonly MediaItemDto[]
  onClose: () => void
  onClosed: () => void
  onInsert: (image: { src: string; alt: string }) => void
}) {
  const { t } = useLingui()
  const [tab, setTab] = useState<'url' | 'media'>(media.length ? 'media' : 'url')
  const [url, setUrl] = useState('')
  const [alt, setAlt] = useState('')
  const [error, setError] = useState<string | undefined>()
  const close = () => {
    setUrl('')
    setAlt('')
    setError(undefined)
    onClose()
  }
  const insertUrl = () => {
    const parsed = parseWebUrl(url)
    if (!parsed) {
      setError(addressProblem(url, richTextMessages.urlInvalid))
      return
    }
    onInsert({ src: parsed.href, alt: alt.trim() })
    close()
  }
  return (
    <InsertDialog
      open={open}
      title={t`Insert an image`}
      submitLabel={t`Insert image`}
      onClose={close}
      onClosed={onClosed}
      onSubmit={() => (tab === 'url' ? insertUrl() : undefined)}
    >
      {/* The panels are no Tab stop of their own: Tab from a tab goes on to its field (a URL typed
          on the panel was lost). */}
      <Tabs.Root value={tab} onValueChange={(next) => setTab(next as 'url' | 'media')}>
        <Tabs.List>
          <Tabs.Trigger value="media">{t`Attached media`}</Tabs.Trigger>
          <Tabs.Trigger value="url">{t`By URL`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="media" tabIndex={-1} style={{ paddingTop: 12 }}>
          {media.length ? (
            <MediaGrid
              media={media}
              attachedIds={new Set()}
              label={t`Attached media`}
              onChoose={(item) => {
                onInsert({ src: mediaFileUrl(item.file.uuid), alt: item.description })
                close()
              }}
            />
          ) : (
            <Text size="2" color="gray">
              {t`This object has no media yet. Add media to its media list, or insert an image by URL.`}
            </Text>
          )}
        </Tabs.Content>
        <Tabs.Content value="url" tabIndex={-1} style={{ paddingTop: 12 }}>
          <Field
            label={t`Image URL`}
            placeholder="https://"
            autoComplete="off"
            maxLength={URL_MAX}
            value={url}
            error={error}
            onChange={(event) => {
              setUrl(event.currentTarget.value)
              setError(undefined)
            }}
          />
          <Field
            label={t`Alternative text`}
            autoComplete="off"
            maxLength={500}
            value={alt}
            hint={t`What the image shows, for people who cannot see it.`}
            onChange={(event) => setAlt(event.currentTarget.value)}
          />
        </Tabs.Content>
      </Tabs.Root>
    </InsertDialog>
  )
}
