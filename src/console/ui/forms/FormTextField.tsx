import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form'
import { TEXT_MAX } from '../../../domain/validation.ts'
import { Field } from './Field.tsx'

/**
 * A record's one-line text in a drawer (a title, a quiz title, a hero's name): registered with
 * the form, its message from the form, its count against `max` as the user types.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  label,
  max = TEXT_MAX.title,
  hint,
  autoFocus = false,
}: {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  max?: number
  /** A line under the field saying what it is for (shown while it has no message). */
  hint?: string
  /** The drawer's first field takes focus as it opens. */
  autoFocus?: boolean
}) {
  // Watched here, not through `form.watch`: a key re-renders this field, not the whole drawer.
  const text = useWatch({ control: form.control, name }) as string | undefined
  return (
    <Field
      label={label}
      autoFocus={autoFocus}
      autoComplete="off"
      hint={hint}
      error={form.getFieldState(name, form.formState).error?.message}
      count={{ text, max }}
      {...form.register(name)}
    />
  )
}
