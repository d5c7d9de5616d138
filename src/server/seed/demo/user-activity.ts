import { and, asc, eq, isNotNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  co2Answers,
  co2Questions,
  infographics,
  initiatives,
  steps,
  stories,
  storyItems,
  userActions,
  userCo2Answers,
  userInfographics,
  userInitiatives,
  userQuizAnswers,
  userSteps,
  userStories,
  users,
} from '../../db/schema.ts'
import { demoCo2Questions } from './co2.ts'
import { activityDate, dateBetween, minutesAfter, type Random, seededRandom } from './random.ts'
import { insertInChunks } from './support.ts'
import { loadQuizQuestions, moreQuizAnswers, pickAnswer } from './user-quiz-answers.ts'

/** Activity is spread over this many days before `now`. */
export const DEMO_ACTIVITY_DAYS = 60
const DAY = 86_400_000
/** A step of an action is done at most this many days after the step before it. */
const STEP_DAYS = 7

/**
 * Users who use the app a lot: every published story, every action, initiative and infographic,
 * and the whole CO2 scan, so each panel of their user drawer holds more than 10 rows and pages
 * (docs/product.md §9). They are the first registered users active over at least two weeks of the period.
 */
export const FREQUENT_USER_COUNT = 3
const FREQUENT_USER_MIN_DAYS = 14
/**
 * The share of the other active users who sat the CO2 scan. The `user-co2` chart has a bar on a
 * day only where someone's latest scan falls on it: at 0.45 about 50 scans fell in the 30 days, and
 * depending on the minute the seed ran, as few as 20 of the days had one (CI, stop 37); at 0.7 the
 * chart has a bar on 24–29 days of 30 (seeds at 20 moments over six days), and most demo users a
 * footprint, as an app that asks for it at onboarding would have.
 */
const CO2_SCAN_SHARE = 0.7

/** A user's active time in the period, and the seed's `now` (the demo's activity rises towards it). */
type Window = { from: Date; to: Date; now: Date }
type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][]
/** Every row the activity seed collects before inserting; user actions with their user steps. */
type Collected = {
  stories: Rows<typeof userStories>
  quiz: Rows<typeof userQuizAnswers>
  actions: { row: Rows<typeof userActions>[number]; steps: Rows<typeof userSteps> }[]
  initiatives: Rows<typeof userInitiatives>
  infographics: Rows<typeof userInfographics>
  co2: Rows<typeof userCo2Answers>
}

/** What the demo users can have done: the seeded stories, content and CO2 questions. */
async function loadContent(db: Db) {
  const published = await db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.published, true))
    .orderBy(asc(stories.id))
  const questionItems = await db
    .select({ storyId: storyItems.storyId, questionId: storyItems.questionId })
    .from(storyItems)
    .where(isNotNull(storyItems.questionId))
    .orderBy(asc(storyItems.storyId), asc(storyItems.column), asc(storyItems.row))
  const quiz = await loadQuizQuestions(db)
  const questionById = new Map(quiz.map((question) => [question.id, question]))
  const stepRows = await db
    .select({ id: steps.id, actionId: steps.actionId })
    .from(steps)
    .orderBy(asc(steps.actionId), asc(steps.index))
  const stepsByAction = new Map<number, number[]>()
  for (const step of stepRows)
    stepsByAction.set(step.actionId, [...(stepsByAction.get(step.actionId) ?? []), step.id])
  const co2QuestionRows = await db
    .select({
      id: co2Questions.id,
      title: co2Questions.title,
      type: co2Questions.questionType,
      partOf: co2Questions.partQuestionId,
    })
    .from(co2Questions)
    .orderBy(asc(co2Questions.index))
  const co2AnswerRows = await db
    .select({
      id: co2Answers.id,
      questionId: co2Answers.questionId,
      isOther: co2Answers.isOther,
      followUp: co2Answers.followUpQuestionId,
      resets: co2Answers.resetsQuestions,
    })
    .from(co2Answers)
    .orderBy(asc(co2Answers.questionId), asc(co2Answers.index))
  const followUps = new Set(co2AnswerRows.flatMap((answer) => (answer.followUp ? [answer.followUp] : [])))
  return {
    stories: published.map((story) => ({
      id: story.id,
      questions: questionItems
        .filter((item) => item.storyId === story.id)
        .map((item) => questionById.get(item.questionId!)!),
    })),
    quiz,
    actions: [...stepsByAction].map(([id, actionSteps]) => ({ id, steps: actionSteps })),
    initiatives: (await db.select({ id: initiatives.id }).from(initiatives).orderBy(asc(initiatives.id))).map(
      (row) => row.id,
    ),
    infographics: (
      await db.select({ id: infographics.id }).from(infographics).orderBy(asc(infographics.id))
    ).map((row) => row.id),
    co2: co2QuestionRows.map((question) => ({
      ...question,
      isFollowUp: followUps.has(question.id),
      answers: co2AnswerRows.filter((answer) => answer.questionId === question.id),
      input: demoCo2Questions.find((demo) => demo.title.en === question.title.en)?.input ?? [0, 10],
    })),
  }
}

type Content = Awaited<ReturnType<typeof loadContent>>

/**
 * What demo app users did over the last 60 days, between their registration and the day they
 * were last active (never in the future): stories shown, watched and finished, with their quiz
 * answers, and more answers to every quiz question (user-quiz-answers.ts); actions on their list
 * with steps done and open; initiatives, infographics, and the CO2 scan (an answer, an "Other"
 * answer with a value, or a typed value). Runs after the content, stories, CO2 and users seeds.
 */
export async function seedDemoUserActivity(db: Db, now: Date) {
  const random = seededRandom(60)
  const content = await loadContent(db)
  const people = await db
    .select({
      id: users.id,
      level: users.level,
      creationDate: users.creationDate,
      activeDate: users.activeDate,
    })
    .from(users)
    .where(and(ne(users.level, 'admin'), isNotNull(users.activeDate)))
    .orderBy(asc(users.id))
  const start = new Date(now.getTime() - DEMO_ACTIVITY_DAYS * DAY)
  const rows: Collected = { stories: [], quiz: [], actions: [], initiatives: [], infographics: [], co2: [] }
  let frequentLeft = FREQUENT_USER_COUNT
  const active: { userId: number; window: Window }[] = []
  for (const person of people) {
    const from = new Date(Math.max(person.creationDate.getTime(), start.getTime()))
    const to = new Date(Math.min(person.activeDate!.getTime(), now.getTime()))
    if (to < from) continue
    const window = { from, to, now }
    const userId = person.id
    active.push({ userId, window })
    const frequent =
      frequentLeft > 0 &&
      person.level === 'registered-user' &&
      to.getTime() - from.getTime() >= FREQUENT_USER_MIN_DAYS * DAY
    if (frequent) frequentLeft--
    const all = <T>(items: T[], some: () => number) => (frequent ? items.length : some())
    storiesOf(
      random,
      content,
      window,
      userId,
      rows,
      all(content.stories, () => random.int(0, content.stories.length)),
    )
    actionsOf(
      random,
      content,
      window,
      userId,
      rows,
      all(content.actions, () => random.pick([0, 0, 1, 1, 2, 3, 4])),
    )
    for (const initiativeId of random.sample(
      content.initiatives,
      all(content.initiatives, () => random.int(0, 2)),
    )) {
      const creationDate = dateBetween(random, from, to)
      const completed = random.chance(0.3)
      const completedDate = completed ? dateBetween(random, creationDate, to) : null
      rows.initiatives.push({ userId, initiativeId, creationDate, completed, completedDate })
    }
    for (const infoGraphicId of random.sample(
      content.infographics,
      all(content.infographics, () => random.int(0, 3)),
    ))
      rows.infographics.push({ userId, infoGraphicId, creationDate: dateBetween(random, from, to) })
    if (frequent || random.chance(CO2_SCAN_SHARE)) co2ScanOf(random, content, window, userId, rows, frequent)
  }
  moreQuizAnswers(seededRandom(62), content.quiz, active, rows.quiz)

  await insertInChunks(db, userStories, rows.stories)
  await insertInChunks(db, userQuizAnswers, rows.quiz)
  const actionIds: number[] = []
  for (let i = 0; i < rows.actions.length; i += 500) {
    const chunk = rows.actions.slice(i, i + 500).map((action) => action.row)
    for (const { id } of await db.insert(userActions).values(chunk).returning({ id: userActions.id }))
      actionIds.push(id)
  }
  const stepRows = rows.actions.flatMap((action, i) =>
    action.steps.map((step) => ({ ...step, userActionId: actionIds[i]! })),
  )
  await insertInChunks(db, userSteps, stepRows)
  await insertInChunks(db, userInitiatives, rows.initiatives)
  await insertInChunks(db, userInfographics, rows.infographics)
  await insertInChunks(db, userCo2Answers, rows.co2)
}

/** `count` stories shown to the user; most watched, many finished; a watched quiz has answers. */
function storiesOf(
  random: Random,
  content: Content,
  { from, to, now }: Window,
  userId: number,
  rows: Collected,
  count: number,
) {
  for (const story of random.sample(content.stories, count)) {
    const presentedDate = activityDate(random, from, to, now)
    const watchedDate = random.chance(0.75) ? minutesAfter(presentedDate, random.int(0, 24 * 60), to) : null
    const completedDate =
      watchedDate && random.chance(0.7) ? minutesAfter(watchedDate, random.int(2, 15), to) : null
    rows.stories.push({ userId, storyId: story.id, presentedDate, watchedDate, completedDate })
    if (!watchedDate) continue
    const answered = completedDate ? story.questions.length : random.int(0, story.questions.length - 1)
    story.questions.slice(0, answered).forEach((question, i) => {
      rows.quiz.push({
        userId,
        questionId: question.id,
        answerId: pickAnswer(random, question),
        creationDate: minutesAfter(watchedDate, i + 1, completedDate ?? to),
      })
    })
  }
}

/** `count` actions on the user's list: a done action has every step done; an open one has at least one step open. */
function actionsOf(
  random: Random,
  content: Content,
  { from, to, now }: Window,
  userId: number,
  rows: Collected,
  count: number,
) {
  for (const action of random.sample(content.actions, count)) {
    const creationDate = activityDate(random, from, to, now)
    const completed = random.chance(0.35)
    let last = creationDate
    const actionSteps = action.steps.map((stepId, i) => {
      const done = completed || (i < action.steps.length - 1 && random.chance(0.45))
      if (!done) return { userId, stepId, creationDate, completed: false, completedDate: null }
      // Each step done within a week of the one before (or of adding the action).
      last = activityDate(
        random,
        last,
        new Date(Math.min(last.getTime() + STEP_DAYS * DAY, to.getTime())),
        now,
      )
      return { userId, stepId, creationDate, completed: true, completedDate: last }
    })
    rows.actions.push({
      row: { userId, actionId: action.id, creationDate, completed, completedDate: completed ? last : null },
      steps: actionSteps,
    })
  }
}

/**
 * One sitting of the CO2 scan: each question in order, a follow-up (or a part of a follow-up parts
 * question) only after the answer that asks for it, nothing an earlier answer reset; a parts
 * question is answered through its parts. A `complete` sitting skips nothing and takes the answers
 * that ask a follow-up.
 */
function co2ScanOf(
  random: Random,
  content: Content,
  { from, to, now }: Window,
  userId: number,
  rows: Collected,
  complete = false,
) {
  const sitting = activityDate(random, from, to, now)
  const asked = new Set<number>()
  const reset = new Set<number>()
  const value = ([min, max]: readonly number[]) => random.int(min!, max!)
  const followUps = new Set(
    content.co2.filter((question) => question.isFollowUp).map((question) => question.id),
  )
  content.co2.forEach((question, i) => {
    if (question.type === 'parts-question' || reset.has(question.id)) return
    const askedFor = [question.id, question.partOf].filter((id): id is number => id !== null)
    if (askedFor.some((id) => followUps.has(id) && !asked.has(id))) return
    if (!complete && random.chance(0.1)) return // skipped
    const creationDate = minutesAfter(sitting, i, to)
    if (question.type !== 'answers') {
      rows.co2.push({
        userId,
        questionId: question.id,
        answerId: null,
        inputValue: value(question.input),
        creationDate,
      })
      return
    }
    const answer =
      (complete && question.answers.find((option) => option.followUp)) || random.pick(question.answers)
    if (answer.followUp) asked.add(answer.followUp)
    for (const id of answer.resets) reset.add(id)
    const inputValue = answer.isOther ? value(question.input) : null
    rows.co2.push({ userId, questionId: question.id, answerId: answer.id, inputValue, creationDate })
  })
}
