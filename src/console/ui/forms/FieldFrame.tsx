import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { type KeyboardEvent, type ReactNode, useContext, useId, useRef } from 'react'
import { textLength } from '../../../domain/text-length.ts'
import { FieldReferencesContext, isCopyReferenceKey } from '../translation/referenceSlot.ts'
import { translateValidation } from './validationMessages.ts'

/** What a labelled field shows around its control: Field's and TextAreaField's own props. */
export type FieldFrameProps = {
  label: string
  error?: string
  hint?: string
  /**
   * A limited field: its text and maximum, shown as "12 of 100 characters" under it, counted as
   * the server counts (`textLength`: an emoji is one character).
   */
  count?: { text: string | undefined; max: number }
  /**
   * The form field's name (Field takes it from `form.register`): a field whose text is missing in
   * the record's language shows its reference (docs/choices.md "Translation references").
   */
  name?: string
}

/**
 * How the label names the control: `for` a form element (an input, a textarea), or `by` id for a
 * control that is not one (a select, a group of checkboxes, an editor): it gets `aria-labelledby`.
 */
type Naming = 'for' | 'by'

/** The props FieldFrame gives its control: its id, and the message that describes it. */
export type FieldControlProps = {
  id: string
  /** With `naming="by"`: the label's id. */
  'aria-labelledby'?: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * The frame of a labelled field (Field, TextAreaField, PurposeSelect, CategoryChecklist,
 * MarkdownField): the label, the field's translation reference when its text is missing in the
 * record's language (with the copy key, Alt+Shift+C, in the field), the control `children`
 * renders with the props it is given, then its validation message (announced to screen readers)
 * or hint, and the character count of a limited field.
 */
export function FieldFrame({
  label,
  error,
  hint,
  count,
  name,
  naming = 'for',
  children,
}: FieldFrameProps & { naming?: Naming; children: (control: FieldControlProps) => ReactNode }) {
  const { i18n, t } = useLingui()
  const id = useId()
  const frame = useRef<HTMLDivElement>(null)
  const message = translateValidation(i18n, error)
  const references = useContext(FieldReferencesContext)
  const referenced = name !== undefined && Boolean(references?.has(name))
  const onKeyDown = (event: KeyboardEvent) => {
    if (!referenced || !isCopyReferenceKey(event)) return
    // Handled here, around the control (an input, a text area, the rich text editor).
    event.preventDefault()
    event.stopPropagation()
    references?.copy(name)
  }
  const focusControl = () =>
    frame.current?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"]')?.focus()
  const counted = count ? { length: textLength(count.text ?? ''), max: count.max } : null
  return (
    <Flex ref={frame} direction="column" gap="1" onKeyDown={referenced ? onKeyDown : undefined}>
      {naming === 'for' ? (
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
      ) : (
        <Text id={`${id}-label`} size="2" weight="medium">
          {label}
        </Text>
      )}
      {referenced ? references?.render(name, { id: `${id}-reference`, focusControl }) : null}
      {children({
        id,
        ...(naming === 'by' ? { 'aria-labelledby': `${id}-label` } : {}),
        'aria-invalid': message ? true : undefined,
        'aria-describedby':
          [
            referenced ? `${id}-reference` : null,
            message ? `${id}-error` : hint ? `${id}-hint` : null,
            count ? `${id}-count` : null,
          ]
            .filter(Boolean)
            .join(' ') || undefined,
      })}
      <Flex justify="between" gap="3">
        {message ? (
          <Text id={`${id}-error`} size="1" color="red" role="alert">
            {message}
          </Text>
        ) : hint ? (
          <Text id={`${id}-hint`} size="1" color="gray">
            {hint}
          </Text>
        ) : (
          <span />
        )}
        {counted ? (
          <Text
            id={`${id}-count`}
            size="1"
            color={counted.length > counted.max ? 'red' : 'gray'}
            highContrast={counted.length <= counted.max}
            className="field-count"
            // Whole on one line beside a long hint ("0 of 500 characters" broke in two).
            wrap="nowrap"
            style={{ flexShrink: 0 }}
          >
            {t`${counted.length} of ${counted.max} characters`}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  )
}
