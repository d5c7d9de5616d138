import { useLingui } from '@lingui/react/macro'
import { Badge, Button, DataList, Flex, Heading, Text } from '@radix-ui/themes'
import { type RefObject, useId } from 'react'
import type { BptInfoDto } from '../../../../../domain/contracts/users.ts'
import { shownText } from '../../../../../domain/reference.ts'
import { TranslatableText } from '../../../../ui/translation/TranslatableText.tsx'
import { bptValueLabel } from '../../../../ui/words/bptNames.ts'

type OpenAnswer = BptInfoDto['motivation'][number]

/**
 * Behaviour and Profile Tracker (docs/product.md §2, §3): the user's answers made readable, their expertise
 * per category with its level, and their motivation, behaviour and barriers with the open answers
 * they typed; Remove BPT answers… (docs/product.md §2's Reset; asks first, disabled when there are none)
 * clears them so the app asks again.
 */
export function BptPanel({
  bptInfo,
  removeRef,
  canRemove,
  onRemove,
}: {
  bptInfo: BptInfoDto | null
  removeRef: RefObject<HTMLButtonElement | null>
  canRemove: boolean
  onRemove: () => void
}) {
  const { t, i18n } = useLingui()
  const expertiseId = useId()
  const categoryName = (id: number) => t`Category ${id}`
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3">
        <Text size="2" color="gray">
          {bptInfo
            ? t`The user's answers to the behaviour and profile tracker.`
            : t`This user has not answered the behaviour and profile tracker.`}
        </Text>
        <Button
          ref={removeRef}
          type="button"
          variant="soft"
          color="red"
          disabled={!canRemove}
          onClick={onRemove}
        >
          {t`Remove BPT answers…`}
        </Button>
      </Flex>
      {bptInfo ? (
        <>
          <section aria-labelledby={expertiseId}>
            <Heading as="h4" size="2" id={expertiseId} mb="2">
              {t`Expertise`}
            </Heading>
            {bptInfo.expertise.length ? (
              <DataList.Root size="2">
                {bptInfo.expertise.map((entry) => {
                  return (
                    <DataList.Item key={entry.categoryId}>
                      <DataList.Label minWidth="160px">
                        <TranslatableText
                          value={shownText(entry, 'category')}
                          fallback={categoryName(entry.categoryId)}
                        />
                      </DataList.Label>
                      <DataList.Value>{bptValueLabel(i18n, entry.level)}</DataList.Value>
                    </DataList.Item>
                  )
                })}
              </DataList.Root>
            ) : (
              <Text size="2" color="gray">
                {t`No answers`}
              </Text>
            )}
          </section>
          <AnswerList title={t`Motivation`} answers={bptInfo.motivation} />
          <AnswerList title={t`Behaviour`} answers={bptInfo.behavior} />
          <AnswerList title={t`Barriers`} answers={bptInfo.barriers} />
        </>
      ) : null}
    </Flex>
  )
}

/** The options the user chose, each with the open answer typed with it (for Other, say). */
function AnswerList({ title, answers }: { title: string; answers: OpenAnswer[] }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h4" size="2" id={headingId} mb="2">
        {title}
      </Heading>
      {answers.length ? (
        <ul className="user-bpt-answers">
          {answers.map((answer) => {
            return (
              <li key={answer.option}>
                <Badge color="gray" variant="soft" highContrast>
                  {bptValueLabel(i18n, answer.option)}
                </Badge>
                {answer.openAnswer ? <Text size="2"> “{answer.openAnswer}”</Text> : null}
              </li>
            )
          })}
        </ul>
      ) : (
        <Text size="2" color="gray">
          {t`No answers`}
        </Text>
      )}
    </section>
  )
}
