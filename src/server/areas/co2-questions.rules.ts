import { inArray, isNotNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type Co2QuestionLinks,
  type Co2QuestionLinksWrite,
  co2QuestionLinkProblems,
} from '../../domain/co2-question-rules.ts'
import type { co2QuestionCreateSchema, co2QuestionUpdateSchema } from '../../domain/co2-questions.ts'
import type { Queryable, RowOf } from '../crud/index.ts'
import { co2Answers, co2Questions, co2Values } from '../db/schema.ts'
import { badRequest } from '../errors.ts'

type CreateInput = z.output<typeof co2QuestionCreateSchema>
type UpdateInput = z.output<typeof co2QuestionUpdateSchema>
type QuestionRow = RowOf<typeof co2Questions>

/** The stored quiz's links (the rules' view), every question locked until the write commits. */
async function storedLinks(db: Queryable): Promise<Co2QuestionLinks[]> {
  // Locked: two writes at once cannot each add half of a loop, nor refer to a question being deleted.
  const questions = await db
    .select({
      id: co2Questions.id,
      parentQuestionId: co2Questions.parentQuestionId,
      chainQuestionId: co2Questions.chainQuestionId,
    })
    .from(co2Questions)
    .for('update')
  const followUps = await db
    .select({ questionId: co2Answers.questionId, followUp: co2Answers.followUpQuestionId })
    .from(co2Answers)
    .where(isNotNull(co2Answers.followUpQuestionId))
  const followUpsOf = new Map<number, number[]>()
  for (const { questionId, followUp } of followUps) {
    followUpsOf.set(questionId, [...(followUpsOf.get(questionId) ?? []), followUp!])
  }
  return questions.map((question) => ({
    ...question,
    followUpQuestionIds: followUpsOf.get(question.id) ?? [],
  }))
}

/** The top-level field a problem's path starts with: `answers.2.followUpQuestionId` → `answers`. */
const topField = (path: string) => path.split('.')[0]!

/**
 * Refuses (400 naming every field at fault, nothing written) a create or update whose references
 * to other questions break the rules of src/domain/co2-question-rules.ts. On update, fields left
 * out keep what is stored and are not checked again, nor is a reference sent back unchanged: what
 * was stored passed these checks when it was written.
 */
export async function checkQuestionLinks(
  db: Queryable,
  input: CreateInput | UpdateInput,
  existing: QuestionRow | null,
) {
  const quiz = await storedLinks(db)
  const keep = <K extends 'chainQuestionId' | 'parentQuestionId' | 'partQuestionId'>(key: K) =>
    input[key] !== undefined ? input[key] : (existing?.[key] ?? null)
  const own = existing && quiz.find((question) => question.id === existing.id)
  const write: Co2QuestionLinksWrite = {
    id: existing?.id ?? null,
    chainQuestionId: keep('chainQuestionId'),
    parentQuestionId: keep('parentQuestionId'),
    partQuestionId: keep('partQuestionId'),
    relatedQuestionIds: input.relatedQuestionIds ?? [],
    answers:
      input.answers ??
      (own?.followUpQuestionIds ?? []).map((followUpQuestionId) => ({
        followUpQuestionId,
        resetsQuestions: [],
      })),
  }
  const unchanged = (field: string) =>
    input[field as keyof typeof input] === undefined ||
    (existing !== null &&
      (field === 'chainQuestionId' || field === 'parentQuestionId' || field === 'partQuestionId') &&
      input[field] === existing[field])
  const problems = Object.entries(co2QuestionLinkProblems(write, quiz)).filter(
    ([path]) => !unchanged(topField(path)),
  )
  if (problems.length) throw badRequest(problems[0]![1], Object.fromEntries(problems))
}

/** The JSON list `column` without `id` (a number in a jsonb array). */
const without = (
  column: typeof co2Answers.resetsQuestions | typeof co2Values.overrideQuestions,
  id: number,
) =>
  sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${column}) e where e <> to_jsonb(${id}::integer)), '[]'::jsonb)`

/**
 * Before a question is deleted (in its transaction): the lists that name it by id without a
 * foreign key (answers' `resetsQuestions`, values' `overrideQuestions`) forget it, so a record read
 * and sent back is not refused for naming a question that is gone. Chains, parents, parts and
 * follow-ups are foreign keys, set to null by the database; related links cascade.
 */
export async function forgetQuestion(db: Queryable, id: number) {
  const named = (column: typeof co2Answers.resetsQuestions | typeof co2Values.overrideQuestions) =>
    sql`${column} @> jsonb_build_array(${id}::integer)`
  await db
    .update(co2Answers)
    .set({ resetsQuestions: without(co2Answers.resetsQuestions, id) })
    .where(named(co2Answers.resetsQuestions))
  await db
    .update(co2Values)
    .set({ overrideQuestions: without(co2Values.overrideQuestions, id) })
    .where(named(co2Values.overrideQuestions))
}

/** Whether `id` is a CO2 question (for ids other records name: a value's `overrideQuestions`). */
export async function unknownQuestionIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return []
  const found = await db
    .select({ id: co2Questions.id })
    .from(co2Questions)
    .where(inArray(co2Questions.id, [...ids]))
    .for('key share')
  const known = new Set(found.map((row) => row.id))
  return ids.filter((id) => !known.has(id))
}
