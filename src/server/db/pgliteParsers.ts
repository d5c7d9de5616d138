import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'

// Drizzle's PGlite driver hands every query the same type parsers (dates, timestamps, intervals
// and numeric arrays kept as text, which Drizzle maps itself), and PGlite merges a query's parsers
// into a new table of all its parsers for each statement: 0.1–0.3 ms per statement, three times per
// list request, more than the rest of the request's own work (issue 19, the request path). PGlite is
// opened with those parsers as its own (`openPGlite`), and Drizzle is given a view of it that
// leaves the per-query copy out: the rows are the same, read once.

const identity = (value: string) => value

/** PostgreSQL type ids Drizzle reads as text: timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz, interval, date. */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]

/** The parsers Drizzle's driver passes with each query, for the PGlite instance itself. */
export const drizzleParsers: Record<number, (value: string) => string> = Object.fromEntries(
  TEXT_TYPES.map((type) => [type, identity]),
)

const lean = new WeakMap<QueryOptions, QueryOptions>()

/**
 * A query's options without its parsers when the instance has them already; any other parser (a
 * newer Drizzle's) is kept, so a query is never read with the wrong one.
 */
function withoutKnownParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options
  let kept = lean.get(options)
  if (!kept) {
    const known = Object.keys(options.parsers).every((type) => TEXT_TYPES.includes(Number(type)))
    kept = known ? { ...options, parsers: undefined } : options
    lean.set(options, kept)
  }
  return kept
}

type Queries = Pick<PGlite, 'query'>

/** `target` with its `query` reading the options above; everything else is the target's own. */
function leanQueries<T extends Queries>(
  target: T,
  extra: (key: string | symbol) => unknown = () => undefined,
): T {
  const query = target.query.bind(target)
  const leanQuery = (text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutKnownParsers(options))
  return new Proxy(target, {
    get(object, key) {
      // A `query` set on the view itself (a test counting statements) wraps this one.
      if (key === 'query') return Object.hasOwn(object, 'query') ? object.query : leanQuery
      const own = extra(key)
      if (own !== undefined) return own
      const value = Reflect.get(object, key, object)
      // PGlite keeps its state in private fields: its methods must run on the instance itself.
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}

/** The view of `pglite` Drizzle is given: its queries, and those of its transactions, without the per-query parsers. */
export function forDrizzle(pglite: PGlite): PGlite {
  return leanQueries(pglite, (key) =>
    key === 'transaction'
      ? <T>(run: (tx: Transaction) => Promise<T>) => pglite.transaction((tx) => run(leanQueries(tx)))
      : undefined,
  )
}
