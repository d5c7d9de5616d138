import { useLingui } from '@lingui/react/macro'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Text } from '@radix-ui/themes'
import { memo, useId } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import {
  BPT_LIMITS,
  type BptQuestionFormValues,
  bptTypeHasAnswers,
  missingBptValues,
  newBptAnswer,
  withMissingBptAnswers,
} from '../../../../domain/bpt.ts'
import type { BptType } from '../../../../domain/enums.ts'
import { ChildListField } from '../../../ui/forms/child-list/ChildListField.tsx'
import { useAnswerListWords } from '../../../ui/forms/child-list/useAnswerListWords.ts'
import { bptValueLabel } from '../../../ui/words/bptNames.ts'
import { BptAnswerEntry } from './BptAnswerEntry.tsx'
import { BptNoAnswers } from './BptNoAnswers.tsx'

type Form = UseFormReturn<BptQuestionFormValues>

/**
 * A BPT question's answers, as its type has them (docs/product.md §5): none before a type is
 * chosen; none of its own for interests and location (a line says why); otherwise the child list,
 * each of the type's values once. Changing the type keeps what was typed: the rule's messages say
 * what no longer fits, and "Add all missing answers" adds the options still missing.
 * Memoised: it follows the form through its own subscriptions, so the drawer's re-renders (its
 * validity, dirtiness, the question's text) do not re-render the answers.
 */
export const BptAnswersField = memo(function BptAnswersField({ form }: { form: Form }) {
  const { t } = useLingui()
  const type = useWatch({ control: form.control, name: 'type' })
  if (type === '')
    return (
      <Text size="2" color="gray" highContrast>
        {t`Choose a type first: the answer options follow from it.`}
      </Text>
    )
  if (!bptTypeHasAnswers(type)) return <BptNoAnswers form={form} type={type} />
  return <AnswerList form={form} type={type} />
})

function AnswerList({ form, type }: { form: Form; type: BptType }) {
  const { t, i18n } = useLingui()
  const words = useAnswerListWords()
  const missingId = useId()
  // The values alone, as one string: typing an answer's text does not re-render the list.
  const values = useWatch({
    control: form.control,
    name: 'answers',
    compute: (answers) => JSON.stringify((answers ?? []).map((answer) => ({ value: answer.value }))),
  })
  const missingLabels = missingBptValues(type, JSON.parse(values)).map((value) => bptValueLabel(i18n, value))
  const labels = missingLabels.join(', ')
  return (
    <ChildListField<BptQuestionFormValues, 'answers'>
      control={form.control}
      name="answers"
      // A new answer takes the next missing value; the user may pick another.
      newItem={() => newBptAnswer(missingBptValues(type, form.getValues('answers'))[0])}
      max={BPT_LIMITS.answers}
      {...words}
      renderEntry={({ index }) => <BptAnswerEntry form={form} index={index} type={type} />}
      // Through the list, so what was typed in the others stays; focus on the first new answer.
      more={({ addMany, locked }) =>
        missingLabels.length ? (
          <>
            <Button
              type="button"
              size="1"
              variant="soft"
              disabled={locked}
              aria-describedby={missingId}
              onClick={() => {
                const answers = form.getValues('answers')
                addMany(withMissingBptAnswers(type, answers).slice(answers.length))
              }}
            >
              <PlusIcon /> {t`Add all missing answers`}
            </Button>
            <Text id={missingId} size="1" color="gray" highContrast>
              {t`Missing: ${labels}`}
            </Text>
          </>
        ) : null
      }
    />
  )
}
