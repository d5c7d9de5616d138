import { useLingui } from '@lingui/react/macro'
import { Tabs } from '@radix-ui/themes'
import { useState } from 'react'
import type { InitiativeSummaryDto } from '../../../domain/contracts/initiatives.ts'
import type { Lang } from '../../../domain/lang.ts'
import {
  addressProblem,
  initiativeHref,
  linkAddress,
  richTextMessages,
  URL_MAX,
} from '../../../domain/rich-text.ts'
import { Field } from '../forms/Field.tsx'
import { translateValidation } from '../forms/validationMessages.ts'
import { InitiativePicker } from './InitiativePicker.tsx'
import { InsertDialog } from './InsertDialog.tsx'

type LinkTab = 'url' | 'initiative'

/**
 * Inserts a link (docs/product.md §2): by URL, or to an initiative chosen from a searchable list
 * (`[title](initiative:12)`, which the app opens as that initiative). The selected text, if any,
 * becomes the link text.
 */
export function LinkDialog({
  open,
  initialTab = 'url',
  lang,
  selection,
  onClose,
  onClosed,
  onInsert,
}: {
  open: boolean
  /** Which way of linking shows first (the toolbar's initiative button opens on Initiative). */
  initialTab?: LinkTab
  lang: Lang
  /** The text selected when the dialog opened. */
  selection: string
  onClose: () => void
  onClosed: () => void
  onInsert: (link: { text: string; href: string }) => void
}) {
  const { t, i18n } = useLingui()
  const [tab, setTab] = useState<LinkTab>(initialTab)
  const [text, setText] = useState('')
  const [url, setUrl] = useState('')
  const [initiative, setInitiative] = useState<InitiativeSummaryDto | null>(null)
  const [error, setError] = useState<string | undefined>()
  const linkText = text.trim() || selection.trim()
  const close = () => {
    setText('')
    setUrl('')
    setInitiative(null)
    setError(undefined)
    onClose()
  }
  const submit = () => {
    if (tab === 'url') {
      const href = linkAddress(url)
      if (!href) {
        setError(addressProblem(url, richTextMessages.urlInvalid))
        return
      }
      onInsert({ text: linkText || href, href })
    } else {
      if (!initiative) {
        setError(richTextMessages.initiativeRequired)
        return
      }
      onInsert({
        text: linkText || initiative.title || `#${initiative.id}`,
        href: initiativeHref(initiative.id),
      })
    }
    close()
  }
  return (
    <InsertDialog
      open={open}
      title={t`Insert a link`}
      submitLabel={t`Insert link`}
      onClose={close}
      onClosed={onClosed}
      onSubmit={submit}
    >
      <Field
        label={t`Link text`}
        autoComplete="off"
        maxLength={200}
        value={text}
        placeholder={selection || undefined}
        hint={selection ? t`Left empty, the selected text is linked.` : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {/* The panels are no Tab stop of their own: Tab from a tab goes on to its field (a URL typed
          on the panel was lost). */}
      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          setTab(next as LinkTab)
          setError(undefined)
        }}
      >
        <Tabs.List>
          <Tabs.Trigger value="url">{t`Web address`}</Tabs.Trigger>
          <Tabs.Trigger value="initiative">{t`Initiative`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="url" tabIndex={-1} style={{ paddingTop: 12 }}>
          <Field
            label={t`URL`}
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
        </Tabs.Content>
        <Tabs.Content value="initiative" tabIndex={-1} style={{ paddingTop: 12 }}>
          <InitiativePicker
            lang={lang}
            chosen={initiative}
            error={translateValidation(i18n, error)}
            onChoose={(chosen) => {
              setInitiative(chosen)
              setError(undefined)
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </InsertDialog>
  )
}
