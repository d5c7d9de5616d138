import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { type Control, type FieldValues, useWatch } from 'react-hook-form'
import type { Lang } from '../../../domain/lang.ts'
import { Keys } from '../../app/palette/Keys.tsx'
import { type PageKeySet, usePageKeys } from '../../app/palette/pageKeys.ts'
import { LangTag } from './LangTag.tsx'
import { COPY_REFERENCE_KEYS } from './referenceSlot.ts'
import './translation.css'

/** The copy key in the `?` dialog while a field shows a reference. */
const referenceKeySet: PageKeySet = {
  id: 'translation-reference',
  title: msg`Translating`,
  keys: [{ keys: [COPY_REFERENCE_KEYS], label: msg`Copy the other language’s text into the empty field` }],
}

/** A reference longer than this (or of several lines, as rich text is) scrolls in its own box. */
const LONG_REFERENCE = 160

/**
 * A drawer field's reference (docs/choices.md "Translation references"): the text the record has in the
 * other language, muted and tagged with that language, between the field's label and its control,
 * and, while the field is empty, "Copy English" (or the copy key in the field, Alt+Shift+C) to
 * start the translation from it. The reference stays in view while the field is being typed in.
 */
export function FieldReference<T extends FieldValues>(props: {
  name: string
  text: string
  lang: Lang
  control: Control<T>
  /** The id of the reference's text: the field's control is described by it. */
  id: string
  onCopy: () => void
}) {
  const { name, text, lang, control, id, onCopy } = props
  const { t } = useLingui()
  usePageKeys(referenceKeySet)
  const current = useWatch({ control, name: name as never }) as unknown
  const empty = !String(current ?? '').trim()
  const long = text.length > LONG_REFERENCE || text.includes('\n')
  const copyLabel = lang === 'en' ? t`Copy English` : t`Copy Dutch`
  return (
    <div className="field-reference" data-field-reference={name}>
      <LangTag lang={lang} />
      {/* A long text scrolls, so it can be reached by Tab to be scrolled from the keyboard. */}
      <div
        id={id}
        lang={lang}
        className="field-reference-text"
        data-long={long ? '' : undefined}
        tabIndex={long ? 0 : undefined}
      >
        {text}
      </div>
      {empty ? (
        <Button
          type="button"
          size="1"
          variant="soft"
          color="gray"
          highContrast
          onClick={onCopy}
          aria-keyshortcuts={COPY_REFERENCE_KEYS}
          style={{ flexShrink: 0 }}
        >
          {copyLabel}
          <Keys shortcut={[COPY_REFERENCE_KEYS]} />
        </Button>
      ) : null}
    </div>
  )
}
