import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type StoryDto, storyDtoSchema } from '../../domain/contracts/stories.ts'
import { structureAnswerSchema } from '../../domain/contracts/story-items.ts'
import { storyTypes } from '../../domain/enums.ts'
import { changedPlaces, normalised } from '../../domain/stories/grid.ts'
import { structureMessages, structureSchema } from '../../domain/stories/story-items.ts'
import { idParam } from '../../domain/validation.ts'
import { type ReadContext, requestLang } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { categoryStoryOrder, stories, storyItems } from '../db/schema.ts'
import { badRequest, conflict, notFound, StaleWriteError } from '../errors.ts'

/**
 * A story's structure and the orders stories are read in (docs/product.md §7 "Story"):
 * - `PUT /api/story/{id}/structure`: every page's place, in one transaction, normalised
 *   (src/domain/stories/grid.ts); a story changed since it was loaded (its version, or a page
 *   added or deleted meanwhile) answers 409, a page of another story 400, nothing written.
 * - `GET /api/story/{type}/{categoryId}`: the stories of a type in a category, in the category's
 *   own order (`PUT /api/category/{id}/story-sorting`, categories.routes.ts), then by index
 *   (docs/choices.md "Stories").
 */
export const storyStructureRoutes: FastifyPluginAsyncZod<{
  db: Db
  /** How the story resource answers rows (`presenterOf`). */
  present: (rows: Record<string, unknown>[], context: ReadContext) => Promise<Record<string, unknown>[]>
}> = async (app, { db, present }) => {
  app.put(
    '/story/:id/structure',
    { schema: { params: idParam, body: structureSchema, response: { 200: structureAnswerSchema } } },
    async (request) => {
      const { id } = request.params
      const { story: sent, items } = request.body
      if (sent.id !== undefined && sent.id !== id)
        throw badRequest('The story in the body is another story.', {
          'story.id': 'Should be the story of the path.',
        })
      return db.transaction(async (tx) => {
        const [story] = await tx
          .select({ version: stories.version })
          .from(stories)
          .where(eq(stories.id, id))
          .for('update')
        if (!story) throw notFound('Story')
        if (story.version !== sent.version) throw new StaleWriteError(story.version)
        const stored = await tx
          .select({
            id: storyItems.id,
            storyId: storyItems.storyId,
            column: storyItems.column,
            row: storyItems.row,
          })
          .from(storyItems)
          .where(
            items.length
              ? sql`${storyItems.storyId} = ${id} or ${storyItems.id} in ${items.map((item) => item.id)}`
              : eq(storyItems.storyId, id),
          )
        const byId = new Map(stored.map((row) => [row.id, row]))
        items.forEach((item, position) => {
          const row = byId.get(item.id)
          if (row && row.storyId !== id)
            throw badRequest(structureMessages.notOfStory, {
              [`items.${position}.id`]: structureMessages.notOfStory,
            })
        })
        const own = stored.filter((row) => row.storyId === id)
        const sentIds = new Set(items.map((item) => item.id))
        // A page added or deleted since the story was loaded: the structure is stale.
        if (own.length !== items.length || own.some((row) => !sentIds.has(row.id)))
          throw conflict(structureMessages.missing)
        const placed = normalised(items)
        const changed = changedPlaces(own, placed)
        if (changed.length) {
          const rows = sql.join(
            changed.map((item) => sql`(${item.id}::int, ${item.column}::int, ${item.row}::int)`),
            sql`, `,
          )
          await tx.execute(sql`update story_items set "column" = v.c, "row" = v.r
            from (values ${rows}) as v(id, c, r) where story_items.id = v.id`)
        }
        const [updated] = await tx
          .update(stories)
          .set({ version: sql`${stories.version} + 1` })
          .where(eq(stories.id, id))
          .returning({ version: stories.version })
        return {
          version: updated!.version,
          items: placed.map(({ id, column, row }) => ({ id, column, row })),
        }
      })
    },
  )

  app.get(
    '/story/:type/:id',
    {
      schema: {
        params: z.object({
          type: z.enum(storyTypes, { error: 'Type should be quiz or story.' }),
          id: idParam.shape.id,
        }),
        response: { 200: storyDtoSchema.array() },
      },
    },
    async (request) => {
      const { type, id } = request.params
      const rows = await db
        .select({ story: stories })
        .from(stories)
        .leftJoin(
          categoryStoryOrder,
          and(eq(categoryStoryOrder.storyId, stories.id), eq(categoryStoryOrder.categoryId, id)),
        )
        .where(and(eq(stories.type, type), eq(stories.categoryId, id)))
        .orderBy(sql`${categoryStoryOrder.index} asc nulls last`, asc(stories.index), asc(stories.id))
      return (await present(
        rows.map((row) => row.story),
        { db, lang: requestLang(request), request },
      )) as StoryDto[]
    },
  )
}
