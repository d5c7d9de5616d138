import type { ZodType } from 'zod'

export type LazySchema<T> = {
  /** The schema, loading it (and zod) the first time. */
  load: () => Promise<ZodType<T, T>>
  /** Starts loading (a form calls it on the first keystroke). */
  preload: () => void
  /** The schema once loaded, else null. */
  current: () => ZodType<T, T> | null
}

/**
 * A domain zod schema fetched, with zod, when first needed. For the public pages: zod is 26 kB
 * gzip, more than the login form itself, and nobody needs it before typing (issue 11). The rules
 * and messages stay those of the schema in src/domain.
 */
export function lazySchema<T>(loader: () => Promise<ZodType<T, T>>): LazySchema<T> {
  let loaded: ZodType<T, T> | null = null
  let loading: Promise<ZodType<T, T>> | null = null
  const load = () => {
    loading ??= loader().then(
      (schema) => {
        loaded = schema
        return schema
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  return { load, preload: () => void load().catch(() => {}), current: () => loaded }
}
