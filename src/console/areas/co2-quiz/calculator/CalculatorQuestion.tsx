import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Flex, Heading, RadioGroup, Text } from '@radix-ui/themes'
import type { FormEvent } from 'react'
import { CO2_INPUT_MAX } from '../../../../domain/co2/answer-set.ts'
import type { WalkReason } from '../../../../domain/co2/quiz-walk.ts'
import { TYPED_AMOUNT_MAX_LENGTH, type TypedAmountProblem } from '../../../../domain/co2/typed-amount.ts'
import type { Co2QuizQuestionView } from '../../../../domain/contracts/co2-quiz.ts'
import { Field } from '../../../ui/forms/Field.tsx'

/** What one question of the calculator reads and does (from the calculator machine). */
export type CalculatorAnswers = {
  chosen: (questionId: number) => number | null
  /** The amount counted for the question's input (after Update), or null. */
  counted: (questionId: number) => number | null
  draft: (questionId: number) => string
  problem: (questionId: number) => TypedAmountProblem | undefined
  choose: (questionId: number, answerId: number) => void
  type: (questionId: number, text: string) => void
  update: (questionId: number) => void
}

/** The typed amount of a user-input question or an Other answer, counted on Update (or Enter). */
function AmountInput({ question, answers }: { question: Co2QuizQuestionView; answers: CalculatorAnswers }) {
  const { t, i18n } = useLingui()
  const problem = answers.problem(question.id)
  const counted = answers.counted(question.id)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    answers.update(question.id)
  }
  const max = new Intl.NumberFormat(i18n.locale).format(CO2_INPUT_MAX)
  return (
    <form onSubmit={submit} className="co2-amount">
      <Flex gap="2" align="end">
        <Field
          label={t`Amount for "${question.title}"`}
          inputMode="decimal"
          autoComplete="off"
          maxLength={TYPED_AMOUNT_MAX_LENGTH}
          value={answers.draft(question.id)}
          onChange={(event) => answers.type(question.id, event.currentTarget.value)}
          error={
            problem === 'outOfRange'
              ? t`Must be a number from 0 to ${max}.`
              : problem === 'notANumber'
                ? t`Enter a number, such as 12 or 12.5.`
                : undefined
          }
          hint={
            counted === null ? undefined : t`Counted: ${new Intl.NumberFormat(i18n.locale).format(counted)}`
          }
        />
        <Button type="submit" variant="soft">
          {t`Update`}
        </Button>
      </Flex>
    </form>
  )
}

/** One question's answers as radio buttons (arrows move between them), an Other answer's input below. */
function QuestionAnswers({
  question,
  answers,
}: {
  question: Co2QuizQuestionView
  answers: CalculatorAnswers
}) {
  const chosen = answers.chosen(question.id)
  const other = question.answers.find((answer) => answer.id === chosen)?.isOther
  if (question.questionType === 'user-input') return <AmountInput question={question} answers={answers} />
  return (
    <>
      <RadioGroup.Root
        aria-labelledby={`co2-q-${question.id}`}
        value={chosen === null ? '' : String(chosen)}
        onValueChange={(value) => answers.choose(question.id, Number(value))}
      >
        {question.answers.map((answer) => (
          <RadioGroup.Item key={answer.id} value={String(answer.id)}>
            {answer.text}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {other ? <AmountInput question={question} answers={answers} /> : null}
    </>
  )
}

/** A page of the walk: the question, and its parts asked on the same page. */
export function CalculatorQuestion({
  question,
  parts,
  reason,
  depth,
  answers,
}: {
  question: Co2QuizQuestionView
  parts: readonly Co2QuizQuestionView[]
  reason: WalkReason
  depth: number
  answers: CalculatorAnswers
}) {
  const { t } = useLingui()
  const badge =
    reason === 'follow-up' ? t`Follow-up` : reason === 'chain' ? t`Chained` : reason === 'sub' ? t`Sub` : null
  return (
    <section
      className="co2-question"
      data-depth={Math.min(depth, 3)}
      aria-labelledby={`co2-q-${question.id}`}
    >
      <Flex gap="2" align="center">
        <Heading as="h3" size="2" id={`co2-q-${question.id}`}>
          {question.title}
        </Heading>
        {badge ? <Badge variant="soft">{badge}</Badge> : null}
      </Flex>
      {question.hint ? (
        <Text as="p" size="1" color="gray">
          {question.hint}
        </Text>
      ) : null}
      {question.questionType === 'parts-question' ? null : (
        <QuestionAnswers question={question} answers={answers} />
      )}
      {parts.map((part) => (
        <fieldset key={part.id} className="co2-part">
          <legend id={`co2-q-${part.id}`}>{part.title}</legend>
          <QuestionAnswers question={part} answers={answers} />
        </fieldset>
      ))}
    </section>
  )
}
