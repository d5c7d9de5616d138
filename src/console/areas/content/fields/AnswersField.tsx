import { useLingui } from '@lingui/react/macro'
import { Checkbox, Flex, Text } from '@radix-ui/themes'
import { type UseFormReturn, useController } from 'react-hook-form'
import {
  newQuizAnswer,
  QUIZ_ANSWERS,
  type QuizQuestionFormValues,
} from '../../../../domain/content/quiz-questions.ts'
import { ChildListField } from '../../../ui/forms/child-list/ChildListField.tsx'
import { useAnswerListWords } from '../../../ui/forms/child-list/useAnswerListWords.ts'
import { Field } from '../../../ui/forms/Field.tsx'

/** A quiz question's answers (docs/product.md §3 Quiz answer): text and correct, in order. */
export function AnswersField({ form }: { form: UseFormReturn<QuizQuestionFormValues> }) {
  const { t } = useLingui()
  const words = useAnswerListWords()
  const errors = form.formState.errors.answers
  return (
    <ChildListField<QuizQuestionFormValues, 'answers'>
      control={form.control}
      name="answers"
      newItem={newQuizAnswer}
      max={QUIZ_ANSWERS.max}
      {...words}
      renderEntry={({ index, name }) => (
        <Flex gap="3" align="end" wrap="wrap">
          <div style={{ flex: '1 1 14rem' }}>
            <Field
              label={t`Text`}
              autoComplete="off"
              error={errors?.[index]?.text?.message}
              {...form.register(`${name}.text`)}
            />
          </div>
          <CorrectBox form={form} name={`${name}.correct`} />
        </Flex>
      )}
    />
  )
}

function CorrectBox({
  form,
  name,
}: {
  form: UseFormReturn<QuizQuestionFormValues>
  name: `answers.${number}.correct`
}) {
  const { t } = useLingui()
  const { field } = useController({ control: form.control, name })
  return (
    <Text as="label" size="2" style={{ paddingBottom: 'var(--space-2)' }}>
      <Flex gap="2" align="center">
        <Checkbox
          ref={field.ref}
          checked={Boolean(field.value)}
          onCheckedChange={(checked) => {
            field.onChange(checked === true)
            // "Mark at least one answer as correct." is the list's own message: react-hook-form
            // checks only this box on a change, so the list is checked again (else the message
            // would stay after ticking one, or not come after unticking the last).
            void form.trigger('answers')
          }}
          onBlur={field.onBlur}
        />
        {t`Correct`}
      </Flex>
    </Text>
  )
}
