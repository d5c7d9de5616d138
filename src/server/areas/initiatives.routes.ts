import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { initiativeContract } from '../../domain/contracts/initiatives.ts'
import { pickLang } from '../../domain/translated.ts'
import { byTranslatedTitle, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { initiatives } from '../db/schema.ts'

/**
 * Initiatives (docs/product.md §3, §7 "Content CRUD") at `/api/initiative`, read only for now: the list
 * (`?q=` the title shown in the request language, its reference where missing; `?page=&pageSize=`, `?sort=id|title`, `?state=`) and one
 * initiative, as summaries. The rich text editor's "link to an initiative" picker reads them; the
 * content area adds the other fields and the writes.
 */
export const initiativeResource = serverResource(initiativeContract, {
  table: initiatives,
  // Every translated value of an initiative, so `translated` says what the content list will say.
  translatable: ['title', 'quizTitle', 'shortDescription', 'description'],
  toDto: (row, lang) => ({
    id: row.id,
    title: pickLang(row.title, lang),
    impactArea: row.impactArea,
    website: row.website,
  }),
  list: {
    ...byTranslatedTitle(initiatives),
    // A picker: by title (an initiative without a title in this language last).
    defaultSort: 'title',
  },
})

export const initiativesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, initiativeResource)
}
