import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import { type BptInfoDto, type UserFullDto, userFullDtoSchema } from '../../domain/contracts/users.ts'
import type { Lang } from '../../domain/lang.ts'
import { type Reference, textsIn } from '../../domain/reference.ts'
import type { Translated } from '../../domain/translated.ts'
import { idParam, MAX_ID } from '../../domain/validation.ts'
import { type Queryable, requestLang, type ZodApp } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import {
  actions,
  categories,
  co2Answers,
  co2Questions,
  infographics,
  initiatives,
  labels,
  notifications,
  steps,
  stories,
  userActions,
  userCo2Answers,
  userInfographics,
  userInitiatives,
  userInterests,
  userLabels,
  userSteps,
  userStories,
  users,
} from '../db/schema.ts'
import { toUserRecord } from './users.mapper.ts'
import { findUser } from './users.query.ts'

/** The notifications panel shows the last few sends. */
const NOTIFICATIONS_SHOWN = 10

/**
 * One text of an entry (a title, a description) in `lang`, null when missing or blank there (the
 * panels show it as missing), with the entry's `reference`: the text in the language that has it
 * (src/domain/reference.ts). The texts read are titles and short descriptions.
 */
function textOf<K extends string>(field: K, value: Translated | null, lang: Lang) {
  const { reference, ...texts } = textsIn({ [field]: value } as Record<K, Translated | null>, lang)
  const text = (texts as unknown as Record<K, string>)[field]
  return { [field]: text.trim() ? text : null, ...(reference ? { reference } : {}) } as Record<
    K,
    string | null
  > & { reference?: Reference }
}

const iso = (date: Date | null) => date?.toISOString() ?? null

const sender = alias(users, 'sender')
/** The sender's name as staff know it, or their e-mail when the name is blank; null once deleted. */
const senderName = sql<
  string | null
>`coalesce(nullif(btrim(${sender.firstName} || ' ' || ${sender.lastName}), ''), ${sender.email})`

/** The BPT answers as stored (a JSON document the app writes), read defensively. */
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item) => item !== null && typeof item === 'object') : []
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID
const openAnswers = (value: unknown) =>
  listOf(value).flatMap((item) =>
    typeof item.option === 'string'
      ? [{ option: item.option, openAnswer: typeof item.openAnswer === 'string' ? item.openAnswer : null }]
      : [],
  )

/** The user's BPT answers with the expertise categories' titles in `lang` (one query). */
async function readableBpt(db: Queryable, info: unknown, lang: Lang): Promise<BptInfoDto | null> {
  if (!info || typeof info !== 'object') return null
  const stored = info as Record<string, unknown>
  const expertise = listOf(stored.expertise).filter((item) => isId(item.categoryId))
  const ids = [...new Set(expertise.map((item) => item.categoryId as number))]
  const titles = ids.length
    ? await db
        .select({ id: categories.id, title: categories.title })
        .from(categories)
        .where(inArray(categories.id, ids))
    : []
  const titleOf = new Map(titles.map((row) => [row.id, row.title]))
  return {
    expertise: expertise.map((item) => ({
      categoryId: item.categoryId as number,
      ...textOf('category', titleOf.get(item.categoryId as number) ?? null, lang),
      level: typeof item.level === 'string' ? item.level : '',
    })),
    motivation: openAnswers(stored.motivation),
    behavior: openAnswers(stored.behavior),
    barriers: openAnswers(stored.barriers),
  }
}

/** Newest first: by date when the record has one, then by id. */
const newestFirst = (date: AnyPgColumn, id: AnyPgColumn): SQL[] => [desc(date), desc(id)]

/**
 * Everything the user drawer's panels show, one bounded query per kind (never one per row):
 * labels, interests, the BPT answers, stories, actions with their steps, steps, initiatives,
 * infographics, CO2 quiz answers and the last notifications, titles in the request language.
 */
async function readFullUser(db: Queryable, id: number, lang: Lang): Promise<UserFullDto> {
  const user = await findUser(db, id)
  const [
    labelRows,
    interestRows,
    bptInfo,
    storyRows,
    actionRows,
    stepRows,
    initiativeRows,
    infographicRows,
    co2Rows,
    notificationRows,
  ] = await Promise.all([
    db
      .select({ id: labels.id, value: labels.value })
      .from(userLabels)
      .innerJoin(labels, eq(labels.id, userLabels.labelId))
      .where(eq(userLabels.userId, id))
      .orderBy(desc(labels.id)),
    db
      .select({ id: categories.id, title: categories.title, emoji: categories.emoji })
      .from(userInterests)
      .innerJoin(categories, eq(categories.id, userInterests.categoryId))
      .where(eq(userInterests.userId, id))
      .orderBy(...newestFirst(userInterests.creationDate, categories.id)),
    readableBpt(db, user.bptInfo, lang),
    db
      .select({
        id: userStories.id,
        storyId: userStories.storyId,
        title: stories.title,
        type: stories.type,
        presentedDate: userStories.presentedDate,
        watchedDate: userStories.watchedDate,
        completedDate: userStories.completedDate,
      })
      .from(userStories)
      .innerJoin(stories, eq(stories.id, userStories.storyId))
      .where(eq(userStories.userId, id))
      .orderBy(desc(userStories.id)),
    db
      .select({
        id: userActions.id,
        actionId: userActions.actionId,
        title: actions.title,
        completed: userActions.completed,
        completedDate: userActions.completedDate,
        creationDate: userActions.creationDate,
      })
      .from(userActions)
      .innerJoin(actions, eq(actions.id, userActions.actionId))
      .where(eq(userActions.userId, id))
      .orderBy(...newestFirst(userActions.creationDate, userActions.id)),
    db
      .select({
        id: userSteps.id,
        stepId: userSteps.stepId,
        userActionId: userSteps.userActionId,
        description: steps.description,
        completed: userSteps.completed,
        completedDate: userSteps.completedDate,
      })
      .from(userSteps)
      .innerJoin(steps, eq(steps.id, userSteps.stepId))
      .where(eq(userSteps.userId, id))
      .orderBy(...newestFirst(userSteps.creationDate, userSteps.id)),
    db
      .select({
        id: userInitiatives.id,
        initiativeId: userInitiatives.initiativeId,
        title: initiatives.title,
        completed: userInitiatives.completed,
        completedDate: userInitiatives.completedDate,
        creationDate: userInitiatives.creationDate,
      })
      .from(userInitiatives)
      .innerJoin(initiatives, eq(initiatives.id, userInitiatives.initiativeId))
      .where(eq(userInitiatives.userId, id))
      .orderBy(...newestFirst(userInitiatives.creationDate, userInitiatives.id)),
    db
      .select({
        id: userInfographics.id,
        infoGraphicId: userInfographics.infoGraphicId,
        title: infographics.title,
        creationDate: userInfographics.creationDate,
      })
      .from(userInfographics)
      .innerJoin(infographics, eq(infographics.id, userInfographics.infoGraphicId))
      .where(eq(userInfographics.userId, id))
      .orderBy(...newestFirst(userInfographics.creationDate, userInfographics.id)),
    db
      .select({
        id: userCo2Answers.id,
        questionId: userCo2Answers.questionId,
        question: co2Questions.title,
        answerId: co2Answers.id,
        answerText: co2Answers.text,
        isOther: co2Answers.isOther,
        inputValue: userCo2Answers.inputValue,
        creationDate: userCo2Answers.creationDate,
      })
      .from(userCo2Answers)
      .innerJoin(co2Questions, eq(co2Questions.id, userCo2Answers.questionId))
      .leftJoin(co2Answers, eq(co2Answers.id, userCo2Answers.answerId))
      .where(eq(userCo2Answers.userId, id))
      .orderBy(...newestFirst(userCo2Answers.creationDate, userCo2Answers.id)),
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        body: notifications.body,
        status: notifications.status,
        error: notifications.error,
        sentBy: senderName,
        creationDate: notifications.creationDate,
      })
      .from(notifications)
      .leftJoin(sender, eq(sender.id, notifications.sentBy))
      .where(eq(notifications.userId, id))
      .orderBy(...newestFirst(notifications.creationDate, notifications.id))
      .limit(NOTIFICATIONS_SHOWN),
  ])

  const stepDtos = stepRows.map(({ description, ...step }) => ({
    ...step,
    ...textOf('description', description, lang),
    completedDate: iso(step.completedDate),
  }))
  const stepsOfAction = new Map<number, typeof stepDtos>()
  for (const step of stepDtos) {
    if (step.userActionId === null) continue
    const list = stepsOfAction.get(step.userActionId)
    if (list) list.push(step)
    else stepsOfAction.set(step.userActionId, [step])
  }
  return {
    ...toUserRecord(user),
    labels: labelRows,
    interests: interestRows.map(({ title, ...interest }) => ({
      ...interest,
      ...textOf('title', title, lang),
    })),
    bptInfo,
    stories: storyRows.map(({ title, ...story }) => ({
      ...story,
      ...textOf('title', title, lang),
      presentedDate: iso(story.presentedDate),
      watchedDate: iso(story.watchedDate),
      completedDate: iso(story.completedDate),
    })),
    actions: actionRows.map(({ title, ...action }) => ({
      ...action,
      ...textOf('title', title, lang),
      completedDate: iso(action.completedDate),
      creationDate: action.creationDate.toISOString(),
      steps: stepsOfAction.get(action.id) ?? [],
    })),
    steps: stepDtos,
    initiatives: initiativeRows.map(({ title, ...initiative }) => ({
      ...initiative,
      ...textOf('title', title, lang),
      completedDate: iso(initiative.completedDate),
      creationDate: initiative.creationDate.toISOString(),
    })),
    infographics: infographicRows.map(({ title, ...row }) => ({
      ...row,
      ...textOf('title', title, lang),
      creationDate: row.creationDate.toISOString(),
    })),
    userCo2QuizAnswers: co2Rows.map(({ answerId, answerText, isOther, question, ...row }) => ({
      ...row,
      ...textOf('question', question, lang),
      answer:
        answerId === null
          ? null
          : { id: answerId, ...textOf('text', answerText, lang), isOther: isOther ?? false },
      creationDate: row.creationDate.toISOString(),
    })),
    notifications: notificationRows.map((row) => ({ ...row, creationDate: row.creationDate.toISOString() })),
  }
}

/** `GET /api/user/:id/full` → 200 the user with every panel's records, 404 "User not found.". */
export function registerUserFull(app: ZodApp, db: Db) {
  app.get(
    '/user/:id/full',
    { schema: { params: idParam, response: { 200: userFullDtoSchema } } },
    async (request) => readFullUser(db, request.params.id, requestLang(request)),
  )
}
