import { useLingui } from '@lingui/react/macro'
import { CheckIcon } from '@radix-ui/react-icons'
import { Flex, Text, VisuallyHidden } from '@radix-ui/themes'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { shownText } from '../../../../../domain/reference.ts'
import { TranslatableText } from '../../../../ui/translation/TranslatableText.tsx'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { RecordTitle, useCompletionColumns } from './cells.tsx'
import { RecordKindTable } from './RecordKindTable.tsx'

type ActionRow = UserFullDto['actions'][number]

/** The action's title with its steps under it, each marked done or not. */
function ActionWithSteps({ action }: { action: ActionRow }) {
  const { t } = useLingui()
  const done = action.steps.filter((step) => step.completed).length
  const total = action.steps.length
  return (
    <Flex direction="column" gap="1">
      <RecordTitle title={shownText(action, 'title')} id={action.actionId} />
      {total ? (
        <>
          <Text size="1" color="gray">
            {t`${done} of ${total} steps done`}
          </Text>
          <ul className="user-action-steps">
            {action.steps.map((step) => (
              <li key={step.id} data-done={step.completed || undefined}>
                <CheckIcon aria-hidden className="user-step-check" />
                <VisuallyHidden>{step.completed ? t`Done:` : t`Not done:`}</VisuallyHidden>{' '}
                <TranslatableText
                  value={shownText(step, 'description')}
                  fallback={<Text color="gray">{t`No description in this language`}</Text>}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Flex>
  )
}

/**
 * Actions (docs/product.md §2): the actions on the user's list, Completed or Open, with their steps. Deleting
 * one deletes its steps first, then the action (docs/product.md §4).
 */
export function ActionsPanel({
  actions,
  ask,
}: {
  actions: ActionRow[]
  ask: (confirmation: PanelConfirmation) => void
}) {
  const { t } = useLingui()
  const columns = useCompletionColumns<ActionRow>()
  return (
    <RecordKindTable<ActionRow>
      kind="actions"
      rows={actions}
      label={t`Actions of this user`}
      emptyMessage={t`This user has no actions.`}
      titleHeader={t`Action`}
      getTitle={(row) => shownText(row, 'title')}
      getRecordId={(row) => row.actionId}
      renderTitle={(row) => <ActionWithSteps action={row} />}
      columns={columns}
      stepIds={(row) => row.steps.map((step) => step.id)}
      ask={ask}
    />
  )
}
