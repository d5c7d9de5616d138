import { type ReactNode, useMemo } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { Reference } from '../../../domain/reference.ts'
import { FieldReference } from './FieldReference.tsx'
import { type FieldReferences, FieldReferencesContext } from './referenceSlot.ts'

/** An entry of a record's owned list as the API answers it: its id and its own reference. */
export type ReferencedEntry = { id: number; reference?: Reference }

/**
 * Gives the fields of `form` their record's reference (docs/choices.md "Translation references"): every
 * Field, TextAreaField and MarkdownField named like a text in `reference.values` shows that text
 * above its control, with Copy and the copy key (FieldFrame reads this through
 * `FieldReferencesContext`). RecordDrawer puts every record drawer's fields in one; a form of its
 * own (the media drawer's Edit tab) puts itself in one.
 */
export function ReferenceFields<T extends FieldValues>({
  reference,
  entries,
  form,
  children,
}: {
  reference: Reference | undefined
  /**
   * The record's owned lists as loaded (an action's `steps`), each entry with its own reference:
   * a field of an entry (`steps.2.description`) shows the reference of the saved entry it edits,
   * found by the entry's `id`, wherever the form has moved it.
   */
  entries?: Readonly<Record<string, readonly ReferencedEntry[]>>
  form: UseFormReturn<T>
  children: ReactNode
}) {
  const references = useMemo<FieldReferences | null>(() => {
    const lists = Object.entries(entries ?? {}).filter(([, list]) => list.some((entry) => entry.reference))
    if (!reference && !lists.length) return null
    /** The reference a field reads: the record's own, or its entry's. */
    const referenceOf = (name: string): { text: string | undefined; lang: Reference['lang'] } | null => {
      const own = reference?.values[name]
      if (own?.trim()) return { text: own, lang: reference!.lang }
      const [, field, position, key] = /^([A-Za-z]+)\.(\d+)\.([A-Za-z]+)$/.exec(name) ?? []
      const list = field ? entries?.[field] : undefined
      if (!list || !key) return null
      const id = form.getValues(`${field}.${position}.id` as Path<T>) as unknown
      const entry = list.find((each) => each.id === id)
      const text = entry?.reference?.values[key]
      return text?.trim() ? { text, lang: entry!.reference!.lang } : null
    }
    const textOf = (name: string) => referenceOf(name)?.text
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
          lang={referenceOf(name)?.lang ?? 'en'}
          control={form.control}
          id={slot.id}
          onCopy={() => {
            copy(name)
            slot.focusControl()
          }}
        />
      ),
    }
  }, [reference, entries, form])
  return <FieldReferencesContext.Provider value={references}>{children}</FieldReferencesContext.Provider>
}
