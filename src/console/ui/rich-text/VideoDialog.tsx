import { useLingui } from '@lingui/react/macro'
import { Flex, RadioGroup, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import {
  addressProblem,
  isSupportedVideoUrl,
  richTextMessages,
  URL_MAX,
  type VideoOrientation,
  videoTitle,
} from '../../../domain/rich-text.ts'
import { Field } from '../forms/Field.tsx'
import { InsertDialog } from './InsertDialog.tsx'

/**
 * Inserts a video (docs/product.md §2): a YouTube `watch?v=` or `shorts/` link or a Vimeo link (docs/product.md §5,
 * anything else is refused with its message), landscape or portrait, as a link titled
 * `video:<orientation>` (src/domain/rich-text.ts).
 */
export function VideoDialog({
  open,
  onClose,
  onClosed,
  onInsert,
}: {
  open: boolean
  onClose: () => void
  onClosed: () => void
  onInsert: (link: { text: string; href: string; title: string }) => void
}) {
  const { t } = useLingui()
  const [url, setUrl] = useState('')
  const [text, setText] = useState('')
  const [orientation, setOrientation] = useState<VideoOrientation>('landscape')
  const [error, setError] = useState<string | undefined>()
  const labelId = useId()
  const reset = () => {
    setUrl('')
    setText('')
    setOrientation('landscape')
    setError(undefined)
  }
  return (
    <InsertDialog
      open={open}
      title={t`Insert a video`}
      submitLabel={t`Insert video`}
      onClose={() => {
        reset()
        onClose()
      }}
      onClosed={onClosed}
      onSubmit={() => {
        if (!isSupportedVideoUrl(url)) {
          setError(addressProblem(url, richTextMessages.videoUrlUnsupported))
          return
        }
        onInsert({ text: text.trim() || t`Video`, href: url.trim(), title: videoTitle(orientation) })
        reset()
        onClose()
      }}
    >
      <Field
        label={t`Video URL`}
        placeholder="https://www.youtube.com/watch?v=…"
        autoFocus
        autoComplete="off"
        maxLength={URL_MAX}
        value={url}
        error={error}
        hint={t`A YouTube watch or shorts link, or a Vimeo link.`}
        onChange={(event) => {
          setUrl(event.currentTarget.value)
          setError(undefined)
        }}
      />
      <Flex direction="column" gap="1">
        <Text id={labelId} size="2" weight="medium">
          {t`Orientation`}
        </Text>
        <RadioGroup.Root
          aria-labelledby={labelId}
          value={orientation}
          onValueChange={(next) => setOrientation(next as VideoOrientation)}
        >
          <RadioGroup.Item value="landscape">{t`Landscape`}</RadioGroup.Item>
          <RadioGroup.Item value="portrait">{t`Portrait`}</RadioGroup.Item>
        </RadioGroup.Root>
      </Flex>
      <Field
        label={t`Link text`}
        autoComplete="off"
        placeholder={t`Video`}
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </InsertDialog>
  )
}
