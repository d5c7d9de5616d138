import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { act, render, screen, within } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import type { StoredQuestion } from '../../../../src/console/areas/co2-quiz/questions/liveWarnings.ts'
import { QuestionWarnings } from '../../../../src/console/areas/co2-quiz/questions/QuestionWarnings.tsx'
import type { Quiz } from '../../../../src/console/areas/co2-quiz/questions/useQuiz.ts'
import { type Co2QuestionFormValues, emptyCo2QuestionForm } from '../../../../src/domain/co2-questions.ts'
import { UNSAVED_ID } from '../../../../src/domain/constants.ts'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const quiz = { questions: [] as StoredQuestion[] } as unknown as Quiz
let form: ReturnType<typeof useForm<Co2QuestionFormValues>>

/** The warnings of a new question's form, which the test changes as the drawer's fields would. */
function Harness() {
  form = useForm<Co2QuestionFormValues>({ defaultValues: emptyCo2QuestionForm })
  return <QuestionWarnings form={form} id={UNSAVED_ID} quiz={quiz} />
}

const shown = () => {
  const group = screen.queryByRole('group', { name: 'Warnings' })
  return group
    ? within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : []
}

describe('the question drawer warnings', () => {
  it('follow the form as it changes, and say what a parts question is', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Theme>
          <Harness />
        </Theme>
      </I18nProvider>,
    )
    expect(shown()).toEqual(['Ensure this question has answers'])
    act(() => form.setValue('answers', [{ text: 'Yes' }]))
    expect(shown()).toEqual([])
    act(() => form.setValue('calculationType', 'flying'))
    expect(shown()).toEqual(['This question should have a chain question'])
    act(() => form.setValue('chainQuestionId', 12))
    expect(shown()).toEqual([])
    expect(screen.queryByText(/asked together on one page/)).toBeNull()
    act(() => form.setValue('questionType', 'parts-question'))
    expect(shown()).toEqual([
      'This question should have part questions',
      'This question should not have answers',
    ])
    expect(screen.getByText(/asked together on one page/)).toBeInTheDocument()
  })
})
