import { type ReactNode, useMemo } from 'react'
import { categoriesApi } from '../../src/console/api/categories.ts'
import { co2AveragesApi } from '../../src/console/api/co2-averages.ts'
import { co2QuestionsApi } from '../../src/console/api/co2-questions.ts'
import { co2QuizApi } from '../../src/console/api/co2-quiz.ts'
import { co2ValuesApi } from '../../src/console/api/co2-values.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import type { Co2AverageDto } from '../../src/domain/contracts/co2-averages.ts'
import type { Co2QuestionDto } from '../../src/domain/contracts/co2-questions.ts'
import type { Co2ValueDto } from '../../src/domain/contracts/co2-values.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { categoryRows } from '../categories/fixtures.ts'
import { memoryResource } from '../support/memoryResource.ts'
import { calculatorQuiz } from './calculatorFixtures.ts'
import { co2QuestionRows } from './questionFixtures.ts'
import { co2AverageRows, co2ValueRows } from './valueFixtures.ts'

/** A stored record from what a create or update sent: the row's fields, the body's over them. */
const merged = <T extends object>(row: T, input: object): T => ({ ...row, ...input }) as T

/** The questions API over `rows`; `?q=` searches the title as the server does. */
export const fakeQuestionsApi = (rows: Co2QuestionDto[] = co2QuestionRows()) =>
  memoryResource<Co2QuestionDto, object>(rows, {
    create: (input, id) => merged({ ...rows[0]!, id, answers: [] }, input),
    update: (row, input) => merged(row, input),
    matches: (row, q) => row.title.toLowerCase().includes(q.toLowerCase()),
  })

export const fakeValuesApi = (rows: Co2ValueDto[] = co2ValueRows()) =>
  memoryResource<Co2ValueDto, object>(rows, {
    create: (input, id) => merged({ ...rows[0]!, id }, input),
    update: (row, input) => merged(row, input),
  })

export const fakeAveragesApi = (rows: Co2AverageDto[] = co2AverageRows()) =>
  memoryResource<Co2AverageDto, object>(rows, {
    create: (input, id) => merged({ ...rows[0]!, id }, input),
    update: (row, input) => merged(row, input),
  })

export type Co2Fakes = {
  questions: ReturnType<typeof fakeQuestionsApi>
  values: ReturnType<typeof fakeValuesApi>
  averages: ReturnType<typeof fakeAveragesApi>
}

/** Every CO2 client's fake over the records in `lang`; `more` replaces some. */
export const co2Fakes = (lang: Lang = 'en', more: Partial<Co2Fakes> = {}): Co2Fakes => ({
  questions: fakeQuestionsApi(co2QuestionRows(lang)),
  values: fakeValuesApi(co2ValueRows(lang)),
  averages: fakeAveragesApi(co2AverageRows(lang)),
  ...more,
})

/**
 * The CO2 quiz area's stories inside fake APIs: its three resources, the categories (in the
 * language asked for) the drawers' checklists read, the calculator's quiz; the toasts beside them.
 */
export function Co2Apis({ fakes, children }: { fakes: Co2Fakes; children: ReactNode }) {
  const { questions, values, averages } = fakes
  const bindings = useMemo(
    () => [
      provide(co2QuestionsApi, questions),
      provide(co2ValuesApi, values),
      provide(co2AveragesApi, averages),
      provide(categoriesApi, { list: async (_query, asked) => categoryRows(asked) }),
      provide(co2QuizApi, { get: async () => structuredClone(calculatorQuiz) }),
    ],
    [questions, values, averages],
  )
  return (
    <>
      <ResourceProvider bindings={bindings}>{children}</ResourceProvider>
      <Toasts />
    </>
  )
}
