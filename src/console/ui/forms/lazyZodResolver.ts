import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

export type LazyZodResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts loading (the form calls it on the first keystroke). */
  preload: () => void
  /** The schema once loaded, else null: it is, once the resolver has validated anything. */
  schema: () => ZodType<T, T> | null
}

/**
 * A react-hook-form resolver for a domain zod schema that loads the schema, and zod with it, the
 * first time it validates (or on `preload`). For the public pages: zod and its resolver are 26 kB
 * gzip, more than the login form itself, and nobody needs them before typing (issue 11). The
 * messages and rules are those of the schema in src/domain, as with `zodResolver`.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): LazyZodResolver<T> {
  let loaded: ZodType<T, T> | null = null
  let loading: Promise<Resolver<T>> | null = null
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => {
        loaded = schema
        return zodResolver(schema) as Resolver<T>
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options)
  return Object.assign(resolver, { preload: () => void load().catch(() => {}), schema: () => loaded })
}
