import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes'
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import type { MediaItemDto } from '../../../domain/contracts/media.ts'
import type { Lang } from '../../../domain/lang.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { FieldFrame } from '../forms/FieldFrame.tsx'
import { loadedMarkdownEditor, loadMarkdownEditor } from './editorChunk.ts'

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
  const [attempt, setAttempt] = useState(0)
  // A new attempt downloads the chunk again. With the chunk already here (preloaded, or an
  // earlier field's) the editor renders at once: no suspending, no placeholder flash.
  const Editor = useMemo(
    () => (attempt === 0 && loadedMarkdownEditor()) || lazy(loadMarkdownEditor),
    [attempt],
  )
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={t`Markdown. Shift+Tab or Alt+F10 moves to the toolbar, Esc back to the text.`}
      naming="by"
      name={name}
    >
      {(control) => (
        <EditorBoundary
          key={attempt}
          fallback={
            <Callout.Root color="red" size="1" role="alert" style={{ minHeight: height }}>
              <Callout.Text>{t`The editor could not be loaded.`}</Callout.Text>
              <Button type="button" size="1" variant="soft" onClick={() => setAttempt(attempt + 1)}>
                {t`Try again`}
              </Button>
            </Callout.Root>
          }
        >
          <Suspense
            fallback={
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
          >
            <Editor
              value={value}
              onChange={onChange}
              label={label}
              describedBy={control['aria-describedby']}
              invalid={Boolean(control['aria-invalid'])}
              height={height}
              media={media}
              lang={lang ?? interfaceLang}
              disabled={disabled}
            />
          </Suspense>
        </EditorBoundary>
      )}
    </FieldFrame>
  )
}

/** Shows `fallback` instead of the editor when its chunk failed to load. */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The editor could not be loaded', error, info.componentStack)
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
