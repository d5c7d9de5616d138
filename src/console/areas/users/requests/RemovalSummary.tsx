import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Badge, DataList, Flex, Heading, Text } from '@radix-ui/themes'
import { useId } from 'react'
import type { DeletionSummary } from '../../../../../machines/deletionRequest.machine.ts'
import type { DeletionRequestType } from '../../../../domain/enums.ts'
import { userLevelLabels } from '../levelLabels.ts'
import { userName } from '../userName.ts'
import { requestTypeLabels } from './requestTypeLabels.ts'

/** The user's own records a removal takes away, in the order the user drawer's panels show them. */
const recordLabels: [keyof DeletionSummary['records'], MessageDescriptor][] = [
  ['stories', msg`Stories`],
  ['actions', msg`Actions`],
  ['steps', msg`Action steps`],
  ['initiatives', msg`Initiatives`],
  ['infographics', msg`Infographics`],
  ['co2QuizAnswers', msg`CO2 Quiz answers`],
  ['interests', msg`Interests`],
  ['labels', msg`Labels`],
]

/**
 * The review of a deletion request: what was asked (Delete account / Delete data, by whom) and
 * what will be removed, counted from the user's /full record; an account deletion also removes
 * the account itself.
 */
export function RemovalSummary({ type, summary }: { type: DeletionRequestType; summary: DeletionSummary }) {
  const { t, i18n } = useLingui()
  const { user, records, hasBptAnswers } = summary
  const removedId = useId()
  const userId = user.id
  return (
    <Flex direction="column" gap="5">
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label minWidth="96px">{t`Requested`}</DataList.Label>
          <DataList.Value>
            <Badge color={type === 'account' ? 'red' : 'orange'} variant="soft" size="2" highContrast>
              {i18n._(requestTypeLabels[type])}
            </Badge>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="96px">{t`Name`}</DataList.Label>
          <DataList.Value>{userName({ ...user, email: null }, t`User ${userId}`)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="96px">{t`Email`}</DataList.Label>
          <DataList.Value>{user.email ?? <Text color="gray">{t`No e-mail`}</Text>}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="96px">{t`Type`}</DataList.Label>
          <DataList.Value>{i18n._(userLevelLabels[user.level])}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <section aria-labelledby={removedId}>
        <Heading as="h3" size="3" mb="2" id={removedId}>
          {t`What will be removed`}
        </Heading>
        {type === 'account' ? (
          <Text as="p" size="2" weight="medium" mb="2">
            {t`The account itself, and with it all of the user's data:`}
          </Text>
        ) : (
          <Text as="p" size="2" mb="2">
            {t`All of the user's data; the account itself stays:`}
          </Text>
        )}
        <DataList.Root size="2">
          {recordLabels.map(([key, label]) => (
            <DataList.Item key={key}>
              <DataList.Label minWidth="160px">{i18n._(label)}</DataList.Label>
              <DataList.Value>
                <Text color={records[key] ? undefined : 'gray'}>{i18n.number(records[key])}</Text>
              </DataList.Value>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.Label minWidth="160px">{t`Behaviour and profile tracker answers`}</DataList.Label>
            <DataList.Value>
              <Text color={hasBptAnswers ? undefined : 'gray'}>{hasBptAnswers ? t`Yes` : t`None`}</Text>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        {/* Not counted in the user's record, but removed with the data all the same. */}
        <Text as="p" size="2" color="gray" mt="3">
          {t`Also any feedback the user sent, with its screenshots, and their answers to quiz questions.`}
        </Text>
      </section>
    </Flex>
  )
}
