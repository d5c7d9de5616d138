import { sql } from 'drizzle-orm'
import type { StoryItemKind } from '../../domain/enums.ts'
import { shownInStoriesPlan } from '../../domain/stories/shown-in-stories.ts'
import type { Translated } from '../../domain/translated.ts'
import type { Queryable } from '../crud/index.ts'

/** The `story_items` column that links a record of each kind (action and initiative pages also list them). */
const linkColumn: Record<StoryItemKind, string> = {
  action: 'action_id',
  initiative: 'initiative_id',
  'info-graphic': 'info_graphic_id',
  question: 'question_id',
  info: 'info_id',
  hero: 'hero_id',
}

/** The stories whose pages show record `id` of `kind`, by id (one query, locked until the commit). */
export async function storiesShowing(db: Queryable, kind: StoryItemKind, id: number) {
  const column = sql.identifier(linkColumn[kind])
  const listed =
    kind === 'action'
      ? sql`union select si.story_id from story_item_actions l join story_items si on si.id = l.story_item_id where l.action_id = ${id}`
      : kind === 'initiative'
        ? sql`union select si.story_id from story_item_initiatives l join story_items si on si.id = l.story_item_id where l.initiative_id = ${id}`
        : sql``
  const result = await db.execute(sql`select s.id, s.title from stories s where s.id in (
      select story_id from story_items where ${column} = ${id} ${listed}
    ) order by s.id`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number
    title: Translated
  }[]
  return rows.map((row) => ({ id: row.id, title: row.title.en || row.title.nl || `#${row.id}` }))
}

/** A resource's `delete.plan` for content of `kind`: refused while a story's page shows it. */
export const refusedWhileShown =
  (kind: StoryItemKind) =>
  async (row: { id: number }, { db }: { db: Queryable }) =>
    shownInStoriesPlan(await storiesShowing(db, kind, row.id))
