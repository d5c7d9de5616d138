import { useLingui } from '@lingui/react/macro'
import { UploadIcon } from '@radix-ui/react-icons'
import { Button, Text } from '@radix-ui/themes'
import { type ClipboardEvent, type DragEvent, forwardRef, useId, useRef, useState } from 'react'
import { translateValidation } from '../forms/validationMessages.ts'

/** The image types the file picker offers (the server sniffs the bytes whatever the name says). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif'

/**
 * Where the Upload tab gets its file: dropped on the zone, pasted (Ctrl+V anywhere in the zone),
 * or picked with the Choose button (the keyboard's way: Tab to it, Enter). Shows what is chosen.
 */
export const DropZone = forwardRef<
  HTMLButtonElement,
  {
    file: File | null
    onFile: (file: File) => void
    error?: string
    disabled?: boolean
    children?: React.ReactNode
  }
>(function DropZone({ file, onFile, error, disabled, children }, ref) {
  const { t, i18n } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const messageId = useId()
  const message = translateValidation(i18n, error)
  const take = (files: FileList | null | undefined) => {
    const first = files?.[0]
    if (first && !disabled) onFile(first)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    take(event.dataTransfer.files)
  }
  const onPaste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length) {
      event.preventDefault()
      take(event.clipboardData.files)
    }
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the pointer; the keyboard's way in is the Choose button inside (and paste)
    <div
      className="media-drop-zone"
      data-over={over ? '' : undefined}
      data-invalid={message ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      {children ?? <UploadIcon width={28} height={28} aria-hidden />}
      <Text size="2" color="gray">
        {file ? file.name : t`Drop an image here, paste one, or choose a file.`}
      </Text>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files)
          event.currentTarget.value = ''
        }}
      />
      <Button
        ref={ref}
        type="button"
        variant="soft"
        highContrast
        disabled={disabled}
        aria-describedby={message ? messageId : undefined}
        aria-invalid={message ? true : undefined}
        onClick={() => input.current?.click()}
      >
        {file ? t`Choose another image` : t`Choose an image`}
      </Button>
      {message ? (
        <Text id={messageId} size="1" color="red" role="alert">
          {message}
        </Text>
      ) : null}
    </div>
  )
})
