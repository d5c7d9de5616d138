import { useLingui } from '@lingui/react/macro'
import { Badge, Text } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { ShownText } from '../../../../../domain/reference.ts'
import { createColumns } from '../../../../ui/grid/columns.tsx'
import { TranslatableText } from '../../../../ui/translation/TranslatableText.tsx'

/**
 * A record's title in the editing language; a missing translation shows its reference, marked with
 * its language; without either it says so, with the id of the content it belongs to, so the row
 * can still be told apart.
 */
export function RecordTitle({ title, id }: { title: ShownText; id: number }) {
  const { t } = useLingui()
  return (
    <TranslatableText
      value={title}
      fallback={
        <Text color="gray">
          {t`No title in this language`} (#{id})
        </Text>
      }
    />
  )
}

/** docs/product.md §4: a user's action or initiative is Completed or Open. */
export function CompletionBadge({ completed }: { completed: boolean }) {
  const { t } = useLingui()
  return completed ? (
    <Badge color="green" variant="soft" highContrast>
      {t`Completed`}
    </Badge>
  ) : (
    <Badge color="gray" variant="soft" highContrast>
      {t`Open`}
    </Badge>
  )
}

/**
 * The columns after the title of a record that is Completed or Open (a user's action or
 * initiative): its Status and when it was Added.
 */
export function useCompletionColumns<Row extends { completed: boolean; creationDate: string }>() {
  const { t } = useLingui()
  return useMemo(() => {
    const col = createColumns<Row>()
    return [
      col.accessor((row) => row.completed, {
        id: 'completed',
        header: () => t`Status`,
        cell: ({ getValue }) => <CompletionBadge completed={getValue()} />,
        meta: { nowrap: true, width: '7rem' },
      }),
      col.date((row) => row.creationDate, { id: 'added', header: () => t`Added` }),
    ]
  }, [t])
}
