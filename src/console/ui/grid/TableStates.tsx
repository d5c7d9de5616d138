import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Skeleton, Text } from '@radix-ui/themes'

/** Placeholder rows while the first page loads; hidden from screen readers (the grid is aria-busy). */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row is not focusable; only the grid is
    <tr key={row} aria-hidden="true" className="grid-skeleton">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <td key={column}>
          <Skeleton height="14px" width={column === 0 ? '2rem' : `${55 + ((row * 7 + column * 13) % 35)}%`} />
        </td>
      ))}
    </tr>
  ))
}

/** No rows: the table's own message, or "No results." with a way out when filters hide them. */
export function EmptyState(props: { message?: string; filtered: boolean; onClearFilters: () => void }) {
  const { t } = useLingui()
  const { message, filtered, onClearFilters } = props
  return (
    <Flex role="status" direction="column" align="center" gap="3" py="6" className="grid-empty">
      <Text size="2" color="gray">
        {filtered ? t`No results.` : (message ?? t`No results.`)}
      </Text>
      {filtered ? (
        <Button variant="soft" size="1" onClick={onClearFilters}>
          {t`Clear filters`}
        </Button>
      ) : null}
    </Flex>
  )
}

/** A failed load, with a retry when the table was given one. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui()
  return (
    <Callout.Root color="red" role="alert" size="1" m="3">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex align="center" justify="between" gap="3" width="100%">
        <Callout.Text>{t`The list could not be loaded.`}</Callout.Text>
        {onRetry ? (
          <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
            {t`Try again`}
          </Button>
        ) : null}
      </Flex>
    </Callout.Root>
  )
}
