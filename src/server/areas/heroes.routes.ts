import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { heroContract } from '../../domain/contracts/info-items.ts'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import type { Lang } from '../../domain/lang.ts'
import { pickLang } from '../../domain/translated.ts'
import { contains, type RowOf, registerCrud, serverResource, translatedText } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { heroes } from '../db/schema.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { refusedWhileShown } from './shown-in-stories.ts'

type LoadedHero = RowOf<typeof heroes> & { mediaList: MediaItemDto[] }

/**
 * Heroes (docs/product.md §3 Hero "name, media") at `/api/hero`: a person a story shows; the name
 * translated (a hero may be introduced differently in Dutch). `?q=` and `?sort=name`.
 */
export const heroResource = serverResource(heroContract, {
  table: heroes,
  translatable: ['name'],
  load: async (rows, { db, lang }) => {
    const mediaOf = await loadMediaLists(
      db,
      'hero',
      rows.map((row) => row.id),
      lang,
    )
    return rows.map((row) => ({ ...row, mediaList: mediaOf.get(row.id) ?? [] }))
  },
  toDto: (row: LoadedHero, lang) => ({ id: row.id, name: pickLang(row.name, lang), media: row.mediaList }),
  list: {
    search: (q, { lang }) => contains(translatedText(heroes.name, lang), q),
    sort: { id: heroes.id, name: (lang: Lang) => translatedText(heroes.name, lang) },
    defaultSort: 'id',
  },
  media: { owner: 'hero' },
  // A story's page shows it: refused with the stories named (issue 21).
  delete: { plan: refusedWhileShown('hero') },
})

export const heroesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, heroResource)
}
