import { type AnyPgColumn, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'

/** One side of a link: its key in TypeScript, its column, the id it points at. */
type End<Key extends string> = { key: Key; column: string; references: () => AnyPgColumn }

const linkColumn = (end: End<string>) =>
  integer(end.column).notNull().references(end.references, { onDelete: 'cascade' })

/**
 * A table that links records of two kinds (an action's categories, a user's labels): one row per
 * pair, the pair its primary key (owner first, so "the owner's links" reads the key), both sides
 * removed with either record, and an index on the other side for "what links to this" (a category's
 * delete counts its uses by it). The index is named `<table>_<column without _id>_idx` unless
 * `targetIndex` says otherwise (the names the migrations gave).
 */
export function linkTable<Owner extends string, Target extends string>(
  name: string,
  owner: End<Owner>,
  target: End<Target>,
  targetIndex = `${name}_${target.column.replace(/_id$/, '')}_idx`,
) {
  const columns = { [owner.key]: linkColumn(owner), [target.key]: linkColumn(target) } as Record<
    Owner | Target,
    ReturnType<typeof linkColumn>
  >
  return pgTable(name, columns, (t) => [
    primaryKey({ columns: [t[owner.key], t[target.key]] }),
    index(targetIndex).on(t[target.key]),
  ])
}
