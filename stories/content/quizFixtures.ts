import { fn } from 'storybook/test'
import type { quizQuestionsApi } from '../../src/console/api/quiz-questions.ts'
import type { CreateInputOf } from '../../src/console/api/resource.ts'
import type { AnswerStats } from '../../src/domain/contracts/answer-stats.ts'
import type { QuizQuestionDto } from '../../src/domain/contracts/quiz-questions.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { textsIn } from '../../src/domain/reference.ts'
import { apiRefusal } from '../support/memoryResource.ts'
import { contentFake, sentOrKept } from './fakeContent.ts'
import { complete, heatPumpPicture, nightTrain, type Text } from './fixtures.ts'

type AnswerSeed = { id: number; text: Text; correct: boolean; answers: number }
type QuestionSeed = { id: number; title: Text; answers: AnswerSeed[] }

/**
 * Four quiz questions. The first was answered 50 times; the food waste question has an answer not
 * yet in Dutch; nobody answered the shower question yet; the heat pump question has no Dutch
 * title.
 */
const questionSeeds: QuestionSeed[] = [
  {
    id: 1,
    title: {
      en: 'Which trip emits the least CO2 per kilometre?',
      nl: 'Welke reis stoot de minste CO2 per kilometer uit?',
    },
    answers: [
      { id: 11, text: { en: 'By train', nl: 'Met de trein' }, correct: true, answers: 21 },
      { id: 12, text: { en: 'Alone in a car', nl: 'Alleen in de auto' }, correct: false, answers: 15 },
      { id: 13, text: { en: 'By plane', nl: 'Met het vliegtuig' }, correct: false, answers: 10 },
      { id: 14, text: { en: 'By coach', nl: 'Met de touringcar' }, correct: false, answers: 4 },
    ],
  },
  {
    id: 2,
    title: {
      en: 'How much of the food we buy is thrown away?',
      nl: 'Hoeveel van het eten dat we kopen gooien we weg?',
    },
    answers: [
      { id: 21, text: { en: 'About a tenth', nl: 'Ongeveer een tiende' }, correct: false, answers: 7 },
      { id: 22, text: { en: 'About a third' }, correct: true, answers: 12 },
      { id: 23, text: { en: 'About half', nl: 'Ongeveer de helft' }, correct: false, answers: 3 },
    ],
  },
  {
    id: 3,
    title: {
      en: 'Which uses more water: a bath or a five-minute shower?',
      nl: 'Wat kost meer water: een bad of vijf minuten douchen?',
    },
    answers: [
      { id: 31, text: { en: 'A bath', nl: 'Een bad' }, correct: true, answers: 0 },
      {
        id: 32,
        text: { en: 'A five-minute shower', nl: 'Vijf minuten douchen' },
        correct: false,
        answers: 0,
      },
    ],
  },
  {
    id: 4,
    title: { en: 'Where does a heat pump take its heat from?' },
    answers: [
      { id: 41, text: { en: 'The outside air, ground or water' }, correct: true, answers: 9 },
      { id: 42, text: { en: 'Natural gas' }, correct: false, answers: 5 },
    ],
  },
]

/** The quiz questions as `GET /api/quiz-question` answers them in `lang`. */
export function quizQuestionRows(lang: Lang = 'en'): QuizQuestionDto[] {
  return questionSeeds.map((seed) => ({
    id: seed.id,
    ...textsIn({ title: seed.title }, lang),
    answers: seed.answers.map((answer, index) => ({
      id: answer.id,
      ...textsIn({ text: answer.text }, lang),
      correct: answer.correct,
      index,
    })),
    media: seed.id === 1 ? [nightTrain] : seed.id === 4 ? [heatPumpPicture] : [],
    translated: complete([seed.title, ...seed.answers.map((answer) => answer.text)], lang),
    version: 1,
  }))
}

/**
 * How the app's users answered question `id` (`GET /api/user-answer/stats/{id}`): whole
 * percentages adding up to 100 by largest remainder, as the server counts them.
 */
export function answerStatsOf(id: number): AnswerStats {
  const seed = questionSeeds.find((candidate) => candidate.id === id)
  if (!seed) throw apiRefusal(404, 'not_found', 'Not found.')
  const total = seed.answers.reduce((sum, answer) => sum + answer.answers, 0)
  const exact = seed.answers.map((answer) => (total ? (answer.answers * 100) / total : 0))
  const floors = exact.map(Math.floor)
  let left = total ? 100 - floors.reduce((sum, each) => sum + each, 0) : 0
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    floors[index]! += 1
    left -= 1
  }
  return {
    totalAnswers: total,
    answerStats: seed.answers.map((answer, index) => ({
      id: answer.id,
      answers: answer.answers,
      percentage: floors[index]!,
    })),
  }
}

type QuestionCreate = CreateInputOf<typeof quizQuestionsApi>
type QuestionUpdate = Parameters<typeof quizQuestionsApi.update>[1]
type AnswerInput = NonNullable<QuestionCreate['answers']>[number]

const savedAnswers = (answers: readonly AnswerInput[] = []) =>
  answers.map((answer, index) => ({
    id: answer.id ?? 100 + index,
    text: answer.text,
    correct: answer.correct ?? false,
    index,
  }))

/** An in-memory quiz questions API with the answer statistics (`stats`). */
export const fakeQuizQuestionsApi = (rows: QuizQuestionDto[] = quizQuestionRows()) => ({
  ...contentFake<QuizQuestionDto, QuestionCreate, QuestionUpdate>(rows, {
    fields: (input, row) => ({
      title: input.title,
      answers: sentOrKept(input.answers, row?.answers, savedAnswers),
    }),
    searched: (row) => row.title,
  }),
  stats: fn(async (id: number) => answerStatsOf(id)).mockName('stats'),
})
