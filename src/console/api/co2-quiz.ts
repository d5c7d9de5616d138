import type { Co2Quiz, EngineTables } from '../../domain/co2/model.ts'
import type { Co2QuizQuestionView, Co2QuizView } from '../../domain/contracts/co2-quiz.ts'
import type { Lang } from '../../domain/lang.ts'
import { api } from './client.ts'
import { bodyOf, inLanguage } from './resource.ts'

/** The quiz as the calculator reads it: the engine's shapes, with the texts a person reads. */
export type CalculatorQuiz = Co2Quiz & { questions: readonly Co2QuizQuestionView[] }

/** `GET /api/co2-quiz`: the whole quiz in `lang` and the data tables of `country`. */
export const co2QuizApi = {
  get: (lang: Lang, country?: string) =>
    bodyOf<Co2QuizView>(
      api.get('co2-quiz', { ...inLanguage(lang), searchParams: country ? { country } : undefined }),
    ),
}

/** The answer of `GET /api/co2-quiz` as the engine takes it (category titles by id). */
export function calculatorQuizOf(view: Co2QuizView): { quiz: CalculatorQuiz; tables: EngineTables } {
  return {
    quiz: {
      questions: view.questions,
      values: view.values,
      averages: view.averages,
      categoryTitles: new Map(view.categories.map((category) => [category.id, category.title])),
    },
    tables: view.tables,
  }
}
