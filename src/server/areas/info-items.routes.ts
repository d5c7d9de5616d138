import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { infoItemContract } from '../../domain/contracts/info-items.ts'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import { pickLang } from '../../domain/translated.ts'
import { byTranslatedTitle, type RowOf, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { infoItems } from '../db/schema.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { refusedWhileShown } from './shown-in-stories.ts'

type LoadedInfoItem = RowOf<typeof infoItems> & { mediaList: MediaItemDto[] }

/**
 * Info pages (docs/product.md §3 Story item "info {id, title, description, media}") at
 * `/api/info-item`: a page of text and pictures in a story; title and description translated.
 */
export const infoItemResource = serverResource(infoItemContract, {
  table: infoItems,
  translatable: ['title', 'description'],
  load: async (rows, { db, lang }) => {
    const mediaOf = await loadMediaLists(
      db,
      'info',
      rows.map((row) => row.id),
      lang,
    )
    return rows.map((row) => ({ ...row, mediaList: mediaOf.get(row.id) ?? [] }))
  },
  toDto: (row: LoadedInfoItem, lang) => ({
    id: row.id,
    title: pickLang(row.title, lang),
    description: pickLang(row.description, lang),
    media: row.mediaList,
  }),
  list: { ...byTranslatedTitle(infoItems), defaultSort: 'id' },
  media: { owner: 'info' },
  // A story's page shows it: refused with the stories named (issue 21).
  delete: { plan: refusedWhileShown('info') },
})

export const infoItemsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, infoItemResource)
}
