import { useLingui } from '@lingui/react/macro'
import { Flex, Spinner, Text } from '@radix-ui/themes'
import { useLayoutEffect, useState } from 'react'
import type { MediaItemDto } from '../../../domain/contracts/media.ts'
import type { Lang } from '../../../domain/lang.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { useStandIn } from '../focus/useStandIn.ts'
import { FieldFrame } from '../forms/FieldFrame.tsx'
import { ChunkView } from '../preload/ChunkView.tsx'
import { markdownEditorChunk } from './editorChunk.ts'

/** The editor's default height in pixels (docs/product.md §2 "Media drawer": the editor height defaults to 400). */
export const EDITOR_HEIGHT = 400

export type MarkdownFieldProps = {
  label: string
  /** The form field's name: a text missing in the record's language shows its reference (FieldFrame). */
  name?: string
  value: string
  onChange: (markdown: string) => void
  error?: string
  /** The height of the text area (the toolbar comes on top). */
  height?: number
  /** The object's attached media, for the image insert. */
  media?: readonly MediaItemDto[]
  /** The language of the record (initiatives are listed in it); the interface's by default. */
  lang?: Lang
  disabled?: boolean
}

/**
 * A rich text field (docs/product.md §2): its label, the markdown editor, and its message or hint. The editor
 * (Milkdown) is its own chunk, fetched only when a rich text field shows; meanwhile a placeholder
 * of the same height holds its place, and a failed download offers Try again.
 */
export function MarkdownField({
  label,
  name,
  value,
  onChange,
  error,
  height = EDITOR_HEIGHT,
  media = [],
  lang,
  disabled,
}: MarkdownFieldProps) {
  const { t } = useLingui()
  const interfaceLang = useLanguage().lang
  // Until the editor has made its text (its chunk downloading, then Milkdown starting: a moment
  // after a drawer opens), the field stands in for it in the Tab order (useStandIn).
  // A failed download ends the wait too: whoever was on the stand-in goes on to Try again.
  const [ready, setReady] = useState(false)
  const [failedToLoad, setFailedToLoad] = useState(false)
  const standIn = useStandIn({ label, waiting: !ready && !failedToLoad && !disabled })
  const onReady = (focusText: () => void) => {
    standIn.handOff(focusText)
    setFailedToLoad(false)
    setReady(true)
  }
  const { ref: standInRef, handOff } = standIn
  useLayoutEffect(() => {
    if (failedToLoad) handOff(() => standInRef.current?.querySelector('button')?.focus())
  }, [failedToLoad, handOff, standInRef])
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={t`Markdown. Shift+Tab or Alt+F10 moves to the toolbar, Esc back to the text.`}
      naming="by"
      name={name}
    >
      {(control) => (
        <div ref={standIn.ref} {...standIn.props}>
          <ChunkView
            chunk={markdownEditorChunk}
            props={{
              value,
              onChange,
              label,
              describedBy: control['aria-describedby'],
              invalid: Boolean(control['aria-invalid']),
              height,
              media,
              lang: lang ?? interfaceLang,
              disabled,
              onReady,
            }}
            failed={t`The editor could not be loaded.`}
            onFailed={() => setFailedToLoad(true)}
            minHeight={height}
            placeholder={
              <Flex
                className="rich-text-placeholder"
                align="center"
                justify="center"
                gap="2"
                style={{ height: height + 41 }}
                role="status"
              >
                <Spinner /> <Text size="2" color="gray">{t`Loading the editor…`}</Text>
              </Flex>
            }
          />
        </div>
      )}
    </FieldFrame>
  )
}
