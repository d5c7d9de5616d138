import { useLingui } from '@lingui/react/macro'
import { CheckIcon } from '@radix-ui/react-icons'
import { Flex, Text, VisuallyHidden } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { createColumns } from '../../../../ui/data-table/columns.tsx'
import { PanelTable } from '../../../../ui/data-table/PanelTable.tsx'
import { recordKindTexts } from '../recordKinds.ts'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { CompletionBadge, RecordTitle } from './cells.tsx'

type ActionRow = UserFullDto['actions'][number]
const col = createColumns<ActionRow>()

/** The action's title with its steps under it, each marked done or not. */
function ActionWithSteps({ action }: { action: ActionRow }) {
  const { t } = useLingui()
  const done = action.steps.filter((step) => step.completed).length
  const total = action.steps.length
  return (
    <Flex direction="column" gap="1">
      <RecordTitle title={action.title} id={action.actionId} />
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
                {step.description ?? <Text color="gray">{t`No description in this language`}</Text>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Flex>
  )
}

/**
 * Actions (SPEC §2): the actions on the user's list, Completed or Open, with their steps. Deleting
 * one deletes its steps first, then the action (SPEC §4).
 */
export function ActionsPanel({
  actions,
  ask,
}: {
  actions: ActionRow[]
  ask: (confirmation: PanelConfirmation) => void
}) {
  const { t, i18n } = useLingui()
  const columns = useMemo(
    () => [
      col.accessor((row) => row.title ?? '', {
        id: 'title',
        header: () => t`Action`,
        cell: ({ row }) => <ActionWithSteps action={row.original} />,
      }),
      col.accessor('completed', {
        header: () => t`Status`,
        cell: ({ getValue }) => <CompletionBadge completed={getValue()} />,
        meta: { nowrap: true, width: '7rem' },
      }),
      col.date((row) => row.creationDate, { id: 'added', header: () => t`Added` }),
    ],
    [t],
  )
  return (
    <PanelTable<ActionRow>
      label={t`Actions of this user`}
      rows={actions}
      columns={columns}
      getRowId={(row) => row.id}
      emptyMessage={t`This user has no actions.`}
      deleteLabel={(row) => i18n._(recordKindTexts.actions.deleteLabel(row.title ?? `#${row.actionId}`))}
      onDelete={(row, table) =>
        ask({
          type: 'delete',
          kind: 'actions',
          id: row.id,
          stepIds: row.steps.map((step) => step.id),
          focusAfter: table,
        })
      }
    />
  )
}
