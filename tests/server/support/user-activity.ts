import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../../src/server/db/client.ts'
import {
  actions,
  categories,
  co2Answers,
  co2Questions,
  feedback,
  infographics,
  initiatives,
  labels,
  notifications,
  quizAnswers,
  quizQuestions,
  steps,
  stories,
  userActions,
  userCo2Answers,
  userInfographics,
  userInitiatives,
  userInterests,
  userLabels,
  userQuizAnswers,
  userSteps,
  userStories,
  users,
} from '../../../src/server/db/schema.ts'

// Content and a user's activity on it, inserted directly (the app writes these, not the CMS), for
// the users area's tests: the full record, the counts, and what the deletes remove.

/** Content every user's activity can point at: titles in English, some also in Dutch. */
export async function createContent(db: Db) {
  const [interest, expertise] = await db
    .insert(categories)
    .values([
      { title: { en: 'Food', nl: 'Eten' }, emoji: '🥕' },
      { title: { en: 'Energy' }, emoji: '⚡' },
    ])
    .returning()
  const storyRows = await db
    .insert(stories)
    .values([
      { title: { en: 'Quiz one', nl: 'Quiz een' }, type: 'quiz' },
      { title: { en: 'Story two' }, type: 'story' },
      { title: { en: 'Story three', nl: 'Verhaal drie' }, type: 'story' },
    ])
    .returning()
  const [action, otherAction] = await db
    .insert(actions)
    .values([{ title: { en: 'Cycle more', nl: 'Meer fietsen' } }, { title: { en: 'Eat less meat' } }])
    .returning()
  const stepRows = await db
    .insert(steps)
    .values([
      { actionId: action!.id, description: { en: 'Pump the tyres', nl: 'Banden oppompen' }, index: 0 },
      { actionId: action!.id, description: { en: 'Ride to work' }, index: 1 },
      { actionId: otherAction!.id, description: { en: 'Try a bean recipe' }, index: 0 },
    ])
    .returning()
  const [initiative] = await db
    .insert(initiatives)
    .values({ title: { en: 'Repair café', nl: 'Repair café NL' }, website: 'https://example.org' })
    .returning()
  const [infographic] = await db
    .insert(infographics)
    .values({ title: { en: 'Footprint in numbers' } })
    .returning()
  const [question, inputQuestion] = await db
    .insert(co2Questions)
    .values([{ title: { en: 'How do you heat?', nl: 'Hoe verwarm je?' } }, { title: { en: 'Kilometres?' } }])
    .returning()
  const [gas, other] = await db
    .insert(co2Answers)
    .values([
      { questionId: question!.id, text: { en: 'Gas', nl: 'Gas' } },
      { questionId: question!.id, text: { en: 'Other' }, isOther: true },
    ])
    .returning()
  const [quizQuestion] = await db
    .insert(quizQuestions)
    .values({ title: { en: 'Which is greener?' } })
    .returning()
  const [quizAnswer] = await db
    .insert(quizAnswers)
    .values({ questionId: quizQuestion!.id, text: { en: 'The bike' }, correct: true })
    .returning()
  const [label, otherLabel] = await db
    .insert(labels)
    .values([{ value: 'cyclist' }, { value: 'vegetarian' }])
    .returning()
  return {
    interest: interest!,
    expertise: expertise!,
    stories: storyRows,
    action: action!,
    otherAction: otherAction!,
    steps: stepRows,
    initiative: initiative!,
    infographic: infographic!,
    question: question!,
    inputQuestion: inputQuestion!,
    gas: gas!,
    other: other!,
    quizQuestion: quizQuestion!,
    quizAnswer: quizAnswer!,
    label: label!,
    otherLabel: otherLabel!,
  }
}
export type Content = Awaited<ReturnType<typeof createContent>>

const at = (iso: string) => new Date(iso)

/**
 * A user's records on every kind of content: 2 watched stories of 3 (quizzes 2), 2 actions and 1
 * initiative (list 3), steps filed under the first action and one not, CO2 answers, BPT answers,
 * interests, labels, quiz answers, a notification and feedback with a screenshot on disk.
 */
export async function createActivity(db: Db, userId: number, content: Content, dataDir?: string) {
  await db
    .update(users)
    .set({
      bptInfo: {
        expertise: [
          { categoryId: content.expertise.id, level: 'expert' },
          { categoryId: 999_999, level: 'low' },
        ],
        motivation: [{ option: 'climate' }, { option: 'other', openAnswer: 'My kids' }],
        behavior: [{ option: 'recycling', openAnswer: null }],
        barriers: [],
      },
    })
    .where(eq(users.id, userId))
  const storyRecords = await db
    .insert(userStories)
    .values(
      content.stories.map((story, index) => ({
        userId,
        storyId: story.id,
        presentedDate: at('2026-01-01T10:00:00Z'),
        watchedDate: index < 2 ? at('2026-01-02T10:00:00Z') : null,
        completedDate: index === 0 ? at('2026-01-03T10:00:00Z') : null,
      })),
    )
    .returning()
  const [actionRecord, otherActionRecord] = await db
    .insert(userActions)
    .values([
      { userId, actionId: content.action.id, creationDate: at('2026-02-01T10:00:00Z') },
      {
        userId,
        actionId: content.otherAction.id,
        completed: true,
        completedDate: at('2026-02-03T10:00:00Z'),
        creationDate: at('2026-02-02T10:00:00Z'),
      },
    ])
    .returning()
  const stepRecords = await db
    .insert(userSteps)
    .values([
      { userId, stepId: content.steps[0]!.id, userActionId: actionRecord!.id, completed: true },
      // A step of the first action the app recorded without filing it under the action.
      { userId, stepId: content.steps[1]!.id, userActionId: null },
      { userId, stepId: content.steps[2]!.id, userActionId: otherActionRecord!.id },
    ])
    .returning()
  const [initiativeRecord] = await db
    .insert(userInitiatives)
    .values({ userId, initiativeId: content.initiative.id })
    .returning()
  const [infographicRecord] = await db
    .insert(userInfographics)
    .values({ userId, infoGraphicId: content.infographic.id })
    .returning()
  const co2Records = await db
    .insert(userCo2Answers)
    .values([
      {
        userId,
        questionId: content.question.id,
        answerId: content.gas.id,
        creationDate: at('2026-03-01T00:00:00Z'),
      },
      {
        userId,
        questionId: content.inputQuestion.id,
        inputValue: 1234.5,
        creationDate: at('2026-03-02T00:00:00Z'),
      },
    ])
    .returning()
  await db.insert(userQuizAnswers).values({
    userId,
    questionId: content.quizQuestion.id,
    answerId: content.quizAnswer.id,
  })
  await db.insert(userInterests).values({ userId, categoryId: content.interest.id })
  await db.insert(userLabels).values([
    { userId, labelId: content.label.id },
    { userId, labelId: content.otherLabel.id },
  ])
  const fileUuid = randomUUID()
  if (dataDir) {
    const folder = path.join(dataDir, 'files', fileUuid)
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, 'original.webp'), 'not really an image')
  }
  const [feedbackRecord] = await db
    .insert(feedback)
    .values({ userId, message: 'The app is great', fileUuid })
    .returning()
  return {
    stories: storyRecords,
    action: actionRecord!,
    otherAction: otherActionRecord!,
    steps: stepRecords,
    initiative: initiativeRecord!,
    infographic: infographicRecord!,
    co2: co2Records,
    feedback: feedbackRecord!,
    fileUuid,
    folder: dataDir ? path.join(dataDir, 'files', fileUuid) : undefined,
  }
}
export type Activity = Awaited<ReturnType<typeof createActivity>>

type OfUser = PgTable & { userId: AnyPgColumn }

/** Tables holding something of a user. */
const userTables = {
  userStories,
  userActions,
  userSteps,
  userInitiatives,
  userInfographics,
  userCo2Answers,
  userQuizAnswers,
  userInterests,
  userLabels,
  feedback,
  notifications,
} satisfies Record<string, OfUser>

/** How many rows each table holds for `userId`. */
export async function rowsOf(db: Db, userId: number) {
  const counts = {} as Record<keyof typeof userTables, number>
  for (const [name, table] of Object.entries(userTables) as [keyof typeof userTables, OfUser][]) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId))
    counts[name] = row!.n
  }
  return counts
}
