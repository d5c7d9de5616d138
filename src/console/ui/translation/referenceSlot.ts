import { createContext, type ReactNode } from 'react'

// The light half of a drawer field's reference: what FieldFrame reads (no form library here, as
// the login page's fields use FieldFrame too). ReferenceFields provides it for a record's form.

/** What the form around a field knows of its record's reference (docs/choices.md "Translation references"). */
export type FieldReferences = {
  /** Whether field `name` has a reference: its stored text is missing in the form's language. */
  has: (name: string) => boolean
  /**
   * The field's reference, shown between its label and its control: `id` goes on the reference
   * text (the control is described by it); `focusControl` puts the caret in the field after a copy.
   */
  render: (name: string, slot: { id: string; focusControl: () => void }) => ReactNode
  /** The copy key pressed in field `name`: copies its reference in while the field is empty; says whether it did. */
  copy: (name: string) => boolean
}

export const FieldReferencesContext = createContext<FieldReferences | null>(null)

/** The key that copies a field's reference into it, as a chord (docs/keyboard.md). */
export const COPY_REFERENCE_KEYS = 'Alt+Shift+C'

/** Alt+Shift+C, read by the key's place (`code`): on a Mac, Option+Shift+C types "Ç" as `key`. */
export const isCopyReferenceKey = (event: {
  altKey: boolean
  shiftKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  code: string
}) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyC'
