import { useLingui } from '@lingui/react/macro'
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DoubleArrowLeftIcon,
  DoubleArrowRightIcon,
} from '@radix-ui/react-icons'
import { Flex, IconButton, Spinner, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'

type Props = {
  /** 1-based. */
  page: number
  pageCount: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  /** A reload is under way (the rows shown may be about to change). */
  busy?: boolean
}

/** "26–50 of 160", "Page 2 of 7" and first/previous/next/last. */
export function Pager({ page, pageCount, pageSize, total, onPage, busy = false }: Props) {
  const { t, i18n } = useLingui()
  const from = i18n.number(total === 0 ? 0 : (page - 1) * pageSize + 1)
  const to = i18n.number(Math.min(page * pageSize, total))
  const count = i18n.number(total)
  const atStart = page <= 1
  const atEnd = page >= pageCount
  return (
    <Flex role="group" aria-label={t`Pages`} align="center" justify="between" gap="3" className="grid-pager">
      <Flex align="center" gap="2">
        <Text size="2" color="gray" aria-live="polite">
          {t`${from}–${to} of ${count}`}
        </Text>
        <Spinner size="1" loading={busy} />
      </Flex>
      <Flex align="center" gap="1">
        <PageButton label={t`First page`} disabled={atStart} onClick={() => onPage(1)}>
          <DoubleArrowLeftIcon />
        </PageButton>
        <PageButton label={t`Previous page`} disabled={atStart} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon />
        </PageButton>
        <Text size="2" mx="2" className="grid-page-of">
          {t`Page ${page} of ${pageCount}`}
        </Text>
        <PageButton label={t`Next page`} disabled={atEnd} onClick={() => onPage(page + 1)}>
          <ChevronRightIcon />
        </PageButton>
        <PageButton label={t`Last page`} disabled={atEnd} onClick={() => onPage(pageCount)}>
          <DoubleArrowRightIcon />
        </PageButton>
      </Flex>
    </Flex>
  )
}

/** One of the pager's four icon buttons, named for the page it goes to. */
function PageButton(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      variant="ghost"
      color="gray"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </IconButton>
  )
}
