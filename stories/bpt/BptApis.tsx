import { type ReactNode, useMemo } from 'react'
import { bptQuestionsApi } from '../../src/console/api/bpt-questions.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import type { BptQuestionDto } from '../../src/domain/contracts/bpt-questions.ts'
import { memoryResource } from '../support/memoryResource.ts'
import { bptQuestionRows } from './fixtures.ts'

type AnswerInput = { id?: number; text: string; hint?: string; value: string }
type QuestionInput = Partial<Omit<BptQuestionDto, 'answers'>> & { answers?: AnswerInput[] }

/** The stored question after a write, as the server answers it: the answers numbered in order. */
function stored(row: BptQuestionDto, input: QuestionInput): BptQuestionDto {
  const { answers, ...fields } = input
  return {
    ...row,
    ...fields,
    answers: (answers ?? row.answers).map((answer, index) => ({
      id: answer.id ?? row.id * 100 + 50 + index,
      text: answer.text,
      hint: answer.hint ?? '',
      value: answer.value,
      index,
    })),
  }
}

/** The BPT questions API over `rows`; `?q=` searches the text as the server does. */
export const fakeBptApi = (rows: BptQuestionDto[] = bptQuestionRows()) =>
  memoryResource<BptQuestionDto, QuestionInput>(rows, {
    create: (input, id) =>
      stored(
        {
          id,
          text: '',
          type: 'interests',
          index: rows.length,
          onboarding: false,
          answers: [],
          translated: true,
          version: 1,
        },
        input,
      ),
    update: (row, input) => stored(row, input),
    matches: (row, q) => row.text.toLowerCase().includes(q.toLowerCase()),
  })

export type BptFakes = { questions: ReturnType<typeof fakeBptApi> }

/** The BPT area's stories inside a fake API, the toasts beside them. */
export function BptApis({ fakes, children }: { fakes: BptFakes; children: ReactNode }) {
  const bindings = useMemo(() => [provide(bptQuestionsApi, fakes.questions)], [fakes.questions])
  return (
    <>
      <ResourceProvider bindings={bindings}>{children}</ResourceProvider>
      <Toasts />
    </>
  )
}
