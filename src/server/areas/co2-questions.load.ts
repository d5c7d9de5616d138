import { and, asc, inArray, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm'
import type { Co2QuestionListType } from '../../domain/co2-questions.ts'
import type { CategoryRef } from '../../domain/contracts/content-parts.ts'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import type { Lang } from '../../domain/lang.ts'
import type { Queryable, RowOf } from '../crud/index.ts'
import { co2Answers, co2QuestionCategories, co2QuestionRelated, co2Questions } from '../db/schema.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { loadCategoryRefs } from './content.links.ts'

// What a CO2 question's answer shows beyond its row and its answers (which the kit reads): its
// category, the ids that refer to it or that it refers to through link tables, its media list,
// and which row of the list it is (docs/product.md §2 type filter).

export type Co2QuestionRow = RowOf<typeof co2Questions> & { answers: RowOf<typeof co2Answers>[] }
export type LoadedCo2Question = Co2QuestionRow & {
  categoryList: CategoryRef[]
  relatedIds: number[]
  partIds: number[]
  followedUp: boolean
  chained: boolean
  mediaList: MediaItemDto[]
}

/** An answer of some question leads to this one. */
const isFollowUp = sql`exists (select 1 from ${co2Answers} where ${co2Answers.followUpQuestionId} = ${co2Questions.id})`

/**
 * The list's type filter as SQL, the twin of `co2QuestionType`: each question is of exactly one
 * type, a part before a sub question before a follow-up; main is none of them.
 */
export function co2QuestionTypeWhere(type: Co2QuestionListType): SQL {
  const part = isNotNull(co2Questions.partQuestionId)
  const sub = and(isNull(co2Questions.partQuestionId), isNotNull(co2Questions.parentQuestionId))!
  const neither = and(isNull(co2Questions.partQuestionId), isNull(co2Questions.parentQuestionId))!
  if (type === 'part') return part
  if (type === 'sub') return sub
  if (type === 'follow-up') return and(neither, isFollowUp)!
  return and(neither, not(isFollowUp))!
}

/** Which row of the list a loaded question is (the twin of `co2QuestionTypeWhere`). */
export function co2QuestionType(question: LoadedCo2Question): Co2QuestionListType {
  if (question.partQuestionId !== null) return 'part'
  if (question.parentQuestionId !== null) return 'sub'
  return question.followedUp ? 'follow-up' : 'main'
}

/** Groups `[owner, id]` pairs by owner, keeping their order. */
function byOwner(rows: readonly { owner: number | null; id: number | null }[]) {
  const grouped = new Map<number, number[]>()
  for (const { owner, id } of rows) {
    if (owner === null || id === null) continue
    grouped.set(owner, [...(grouped.get(owner) ?? []), id])
  }
  return grouped
}

/** The extras of the listed questions, a few queries for all of them. */
export async function loadCo2Questions(
  rows: Co2QuestionRow[],
  db: Queryable,
  lang: Lang,
): Promise<LoadedCo2Question[]> {
  const ids = rows.map((row) => row.id)
  if (!ids.length) return []
  const categoryLink = {
    table: co2QuestionCategories,
    owner: co2QuestionCategories.questionId,
    target: co2QuestionCategories.categoryId,
  }
  const [categoriesOf, related, parts, followUps, chains, mediaOf] = await Promise.all([
    loadCategoryRefs(db, categoryLink, ids, lang),
    db
      .select({ owner: co2QuestionRelated.questionId, id: co2QuestionRelated.relatedQuestionId })
      .from(co2QuestionRelated)
      .where(inArray(co2QuestionRelated.questionId, ids))
      .orderBy(asc(co2QuestionRelated.relatedQuestionId)),
    db
      .select({ owner: co2Questions.partQuestionId, id: co2Questions.id })
      .from(co2Questions)
      .where(inArray(co2Questions.partQuestionId, ids))
      .orderBy(asc(co2Questions.index), asc(co2Questions.id)),
    db
      .select({ id: co2Answers.followUpQuestionId })
      .from(co2Answers)
      .where(inArray(co2Answers.followUpQuestionId, ids))
      .groupBy(co2Answers.followUpQuestionId),
    db
      .select({ id: co2Questions.chainQuestionId })
      .from(co2Questions)
      .where(inArray(co2Questions.chainQuestionId, ids))
      .groupBy(co2Questions.chainQuestionId),
    loadMediaLists(db, 'co2-question', ids, lang),
  ])
  const relatedOf = byOwner(related)
  const partsOf = byOwner(parts)
  const followedUp = new Set(followUps.map((row) => row.id))
  const chained = new Set(chains.map((row) => row.id))
  return rows.map((row) => ({
    ...row,
    categoryList: categoriesOf.get(row.id) ?? [],
    relatedIds: relatedOf.get(row.id) ?? [],
    partIds: partsOf.get(row.id) ?? [],
    followedUp: followedUp.has(row.id),
    chained: chained.has(row.id),
    mediaList: mediaOf.get(row.id) ?? [],
  }))
}
