import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { type RefObject, useMemo } from 'react'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { shownText } from '../../../../../domain/reference.ts'
import { createColumns } from '../../../../ui/grid/columns.tsx'
import { TranslatableText } from '../../../../ui/translation/TranslatableText.tsx'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { RecordKindTable } from './RecordKindTable.tsx'

type AnswerRow = UserFullDto['userCo2QuizAnswers'][number]
const col = createColumns<AnswerRow>()

/** The chosen answer, or the value the user typed (an Other answer or a user-input question). */
function Answer({ row }: { row: AnswerRow }) {
  const { t } = useLingui()
  const value = row.inputValue
  if (row.answer) {
    // An answer missing in this language shows its reference, marked with its language.
    const text = (
      <TranslatableText value={shownText(row.answer, 'text')} fallback={t`No text in this language`} />
    )
    return value !== null ? (
      <>
        {text}: {value}
      </>
    ) : (
      text
    )
  }
  return value !== null ? String(value) : <Text color="gray">{t`No answer`}</Text>
}

/**
 * CO2 Quiz (docs/product.md §2): each question the user answered with the answer or the value typed, each
 * deletable; Remove CO2 Quiz answers… (docs/product.md §2's Reset; asks first, disabled when there are none)
 * clears all of them.
 */
export function Co2QuizPanel({
  answers,
  removeRef,
  canRemove,
  onRemove,
  ask,
}: {
  answers: AnswerRow[]
  removeRef: RefObject<HTMLButtonElement | null>
  canRemove: boolean
  onRemove: () => void
  ask: (confirmation: PanelConfirmation) => void
}) {
  const { t } = useLingui()
  const columns = useMemo(
    () => [
      col.display({
        id: 'answer',
        header: () => t`Answer`,
        cell: ({ row }) => <Answer row={row.original} />,
      }),
    ],
    [t],
  )
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3">
        <Text size="2" color="gray">
          {t`The user's answers to the CO2 Quiz.`}
        </Text>
        <Button
          ref={removeRef}
          type="button"
          variant="soft"
          color="red"
          disabled={!canRemove}
          onClick={onRemove}
        >
          {t`Remove CO2 Quiz answers…`}
        </Button>
      </Flex>
      <RecordKindTable<AnswerRow>
        kind="userCo2QuizAnswers"
        rows={answers}
        label={t`CO2 Quiz answers of this user`}
        emptyMessage={t`This user has not answered the CO2 Quiz.`}
        titleHeader={t`Question`}
        titleColumnId="question"
        getTitle={(row) => shownText(row, 'question')}
        getRecordId={(row) => row.questionId}
        columns={columns}
        ask={ask}
      />
    </Flex>
  )
}
