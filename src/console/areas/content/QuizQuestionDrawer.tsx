import { useLingui } from '@lingui/react/macro'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import {
  emptyQuizQuestionForm,
  type QuizQuestionFormValues,
  quizQuestionFormSchema,
  quizQuestionToForm,
} from '../../../domain/content/quiz-questions.ts'
import { withMediaIds } from '../../../domain/media.ts'
import { quizQuestions } from '../../api/quiz-questions.ts'
import { FormTextField } from '../../ui/forms/FormTextField.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { ContentDrawer } from './ContentDrawer.tsx'
import { AnswerStatsPanel } from './fields/AnswerStatsPanel.tsx'
import { AnswersField } from './fields/AnswersField.tsx'
import type { PlacedDrawerProps } from './placedDrawer.ts'

/**
 * Adds or edits a quiz question (`?new=question` / `?question=12` on /content): its title and its
 * answers (at least two, one correct), media, and for a saved one how the app's users answered it.
 */
export function QuizQuestionDrawer(placed: PlacedDrawerProps = {}) {
  const { t } = useLingui()
  return (
    <ContentDrawer<QuizQuestionFormValues, typeof quizQuestions.client>
      kind="question"
      resource={quizQuestions}
      {...placed}
      titles={{ add: t`Add Quiz question`, edit: t`Edit Quiz question` }}
      schema={quizQuestionFormSchema}
      defaults={emptyQuizQuestionForm}
      toForm={quizQuestionToForm}
      toInput={withMediaIds}
    >
      {(form, { id, lang }) => (
        <>
          <FormTextField form={form} name="title" label={t`Title`} autoFocus />
          <AnswersField form={form} />
          <MediaListField form={form} owner="quiz-question" lang={lang} />
          {id === UNSAVED_ID ? null : <AnswerStatsPanel id={id} lang={lang} />}
        </>
      )}
    </ContentDrawer>
  )
}
