/**
 * A small typed CRUD pattern: an area declares one resource (table, zod schemas from src/domain,
 * a toDto mapper, list filters) and gets list/get/create/update/delete/order routes (routes.ts
 * registers them, one file each: listRoute.ts … orderRoute.ts, sharing resourceParts.ts).
 *
 * @example
 * export const categoryResource = serverResource(categoryContract, {
 *   // name, path, answer, bodies and list query come from the contract (src/domain/contracts)
 *   table: categories,
 *   translatable: ['title'],             // jsonb {en, nl}: written for the request lang only
 *   toDto: (row, lang) => ({ id: row.id, title: pickLang(row.title, lang), emoji: row.emoji }),
 *   list: {
 *     ...byTranslatedTitle(categories, { index: categories.index }),  // ?q= and ?sort=id|index|title
 *     filter: (query) => [query.type === 'main' ? isNull(categories.parentCategoryId) : undefined],
 *     defaultSort: 'index',
 *   },
 *   create: { values: (input, ctx) => ({ ...input, index }) },  // optional: the body as stored
 *   update: { values: async (input, { db, existing }) => input },
 *   delete: { plan: async (row, { db }) => plan },           // a refused DeletePlan answers 409
 *   order: { column: categories.index },                     // PUT /category/order (contract: order)
 *   media: { owner: 'category' },        // `media: [ids]` in the bodies → its media list (media_links)
 * })
 * // its `load` reads the lists with `loadMediaLists(db, 'category', ids, lang)` (src/server/media/mediaLists.ts)
 * // in the area's plugin (the one way to register), after its own fixed routes:
 * // export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
 * //   registerCrud(app, db, categoryResource)
 * // }
 */

export { type ChildList, childColumns } from './childLists.ts'
export { nextIndex } from './nextIndex.ts'
export type { LinkList } from './ownedLists.ts'
export { type PageWindow, pageWindow, readPage, sortTerms } from './paging.ts'
export { requestLang, type ZodApp } from './request.ts'
export {
  type AnyResource,
  type CrudTable,
  type DtoOf,
  type ListOptions,
  type Queryable,
  type ReadContext,
  type ResourceDefinition,
  type RowOf,
  resourceDefinition,
  type UniqueRule,
  type UpdateContext,
  type WriteContext,
  type WriteValues,
} from './resource.ts'
export { presenterOf } from './resourceParts.ts'
export { registerCrud } from './routes.ts'
export { type MappedDto, type ServerParts, serverResource } from './serverResource.ts'
export { contains, escapeLike, filledText, mergeTranslation, translatedText } from './sql.ts'
export { byStoredTitle, byTranslatedTitle } from './translatedTitle.ts'
export { expectedVersionOf, readExpectedVersion } from './versions.ts'
export { writtenTextComplete, writtenTexts } from './writtenTexts.ts'
