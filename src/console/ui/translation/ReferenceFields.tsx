import { type ReactNode, useMemo } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { Reference } from '../../../domain/reference.ts'
import { FieldReference } from './FieldReference.tsx'
import { type FieldReferences, FieldReferencesContext } from './referenceSlot.ts'

/**
 * Gives the fields of `form` their record's reference (docs/choices.md "Translation references"): every
 * Field, TextAreaField and MarkdownField named like a text in `reference.values` shows that text
 * above its control, with Copy and the copy key (FieldFrame reads this through
 * `FieldReferencesContext`). RecordDrawer puts every record drawer's fields in one; a form of its
 * own (the media drawer's Edit tab) puts itself in one.
 */
export function ReferenceFields<T extends FieldValues>({
  reference,
  form,
  children,
}: {
  reference: Reference | undefined
  form: UseFormReturn<T>
  children: ReactNode
}) {
  const references = useMemo<FieldReferences | null>(() => {
    if (!reference) return null
    const textOf = (name: string) => {
      const text = reference.values[name]
      return text?.trim() ? text : undefined
    }
    const copy = (name: string) => {
      const text = textOf(name)
      const current = form.getValues(name as Path<T>) as unknown
      if (text === undefined || String(current ?? '').trim()) return false
      form.setValue(name as Path<T>, text as never, {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: true,
      })
      return true
    }
    return {
      has: (name) => textOf(name) !== undefined,
      copy,
      render: (name, slot) => (
        <FieldReference
          name={name}
          text={textOf(name) ?? ''}
          lang={reference.lang}
          control={form.control}
          id={slot.id}
          onCopy={() => {
            copy(name)
            slot.focusControl()
          }}
        />
      ),
    }
  }, [reference, form])
  return <FieldReferencesContext.Provider value={references}>{children}</FieldReferencesContext.Provider>
}
