import { type FormEvent, useCallback, useRef, useState } from 'react'
import type { LazySchema } from './lazySchema.ts'

type Values = Record<string, string>
export type LightFormErrors<T extends Values> = Partial<Record<keyof T, { message: string }>>

/**
 * The few things react-hook-form does for the public pages' forms (`register`, `handleSubmit`,
 * `errors`, `setError`), for text fields only, validated by a lazily loaded domain schema, so the
 * login page downloads neither (issue 11). Much like react-hook-form's `onTouched` mode: a field
 * the visitor typed in is checked when it loses focus and, once checked or after a submit, on
 * every change; a submit checks all, shows the first message of each field and focuses the first
 * field in error. Leaving a field nobody typed in says nothing: the login page focuses E-mail, and
 * a click on the language switch must not greet the visitor with 'E-mail is required.' (issue 18).
 */
export function useLightForm<T extends Values>({
  schema,
  defaultValues,
}: {
  schema: LazySchema<T>
  defaultValues: T
}) {
  const values = useRef<T>({ ...defaultValues })
  const inputs = useRef(new Map<keyof T, HTMLInputElement>())
  const edited = useRef(new Set<keyof T>())
  const checked = useRef(new Set<keyof T>())
  const submitted = useRef(false)
  const [errors, setErrors] = useState<LightFormErrors<T>>({})

  const validate = useCallback(async () => {
    const result = (await schema.load()).safeParse(values.current)
    const found: LightFormErrors<T> = {}
    if (!result.success)
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof T
        found[field] ??= { message: issue.message }
      }
    return { data: result.success ? result.data : null, errors: found }
  }, [schema])

  const checkField = useCallback(
    async (name: keyof T) => {
      const { errors: found } = await validate()
      setErrors((current) => ({ ...current, [name]: found[name] }))
    },
    [validate],
  )

  const register = (name: keyof T & string) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input)
      else inputs.current.delete(name)
    },
    onChange: (event: { target: { value: string } }) => {
      values.current = { ...values.current, [name]: event.target.value }
      edited.current.add(name)
      if (checked.current.has(name) || submitted.current) void checkField(name)
    },
    onBlur: () => {
      if (!edited.current.has(name)) return
      checked.current.add(name)
      void checkField(name)
    },
  })

  const handleSubmit = (onValid: (data: T, event: FormEvent) => void) => async (event: FormEvent) => {
    event.preventDefault()
    submitted.current = true
    const { data, errors: found } = await validate()
    setErrors(found)
    if (data) return onValid(data, event)
    const first = [...inputs.current].find(([name]) => found[name])
    first?.[1].focus()
  }

  const setError = useCallback((name: keyof T, error: { message: string }) => {
    setErrors((current) => ({ ...current, [name]: error }))
  }, [])

  return { register, handleSubmit, errors, setError }
}
