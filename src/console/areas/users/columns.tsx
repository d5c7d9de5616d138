import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { UserDto } from '../../../domain/users.ts'
import { createColumns, type DataColumn, type FilterDef } from '../../ui/grid/index.ts'
import { levelFilterOrder, userLevelColors, userLevelLabels } from './levelLabels.ts'

const col = createColumns<UserDto>()

/** The two views of /users (docs/product.md §2: "two toggled views"); the first is the default. */
export const userViews = ['users', 'emails'] as const
export type UserView = (typeof userViews)[number]

export type UserFilterId = 'q' | 'level'

const count = { align: 'end', width: '5rem', nowrap: true } as const

/**
 * An e-mail that may break before its `@` (nine columns on a laptop screen): the name on one
 * line, the domain on the next, rather than the dates pushed past the page's edge.
 */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  )
}

/** The columns both views share, built once (their headers translate at render). */
const shared = {
  // The row's name: it stays in view, with the ID, while the table scrolls sideways.
  firstName: col.accessor('firstName', { header: () => <Trans>First name</Trans>, meta: { sticky: true } }),
  lastName: col.accessor('lastName', { header: () => <Trans>Last name</Trans> }),
  email: col.accessor((user) => user.email ?? '', {
    id: 'email',
    header: () => <Trans>Email</Trans>,
    cell: ({ getValue }) => <Email address={getValue<string>()} />,
  }),
  // The user list's two dates (of nine columns) may each take two lines rather than widen the
  // table past the page; the email list has room to keep its one date on one line.
  registration: (wrap: boolean) =>
    col.date((user) => user.creationDate, {
      id: 'creationDate',
      header: () => <Trans>Registration</Trans>,
      wrap,
    }),
}

/**
 * The user list: ID, Type (Device / User / Admin), First name, Last name, Email, Quizzes (stories
 * watched), List (actions plus initiatives), Registration, Active.
 */
function useUserListColumns(): DataColumn<UserDto>[] {
  const { i18n } = useLingui()
  return useMemo(
    () => [
      col.id(),
      col.accessor('level', {
        header: () => <Trans>Type</Trans>,
        cell: ({ row }) => {
          const { level } = row.original
          return (
            <Badge color={userLevelColors[level]} variant="soft">
              {i18n._(userLevelLabels[level])}
            </Badge>
          )
        },
        meta: { nowrap: true, width: '5rem' },
      }),
      shared.firstName,
      shared.lastName,
      shared.email,
      col.accessor('quizzes', { header: () => <Trans>Quizzes</Trans>, meta: count }),
      col.accessor('list', { header: () => <Trans>List</Trans>, meta: { ...count, width: '4rem' } }),
      shared.registration(true),
      col.date((user) => user.activeDate, {
        id: 'activeDate',
        header: () => <Trans>Active</Trans>,
        wrap: true,
      }),
    ],
    [i18n],
  )
}

/** The email list: ID, First name, Last name, Email, Postal code (docs/product.md §2 "Postalcode", docs/choices.md "Words"), City, Registration. */
const emailListColumns: DataColumn<UserDto>[] = [
  col.id(),
  shared.firstName,
  shared.lastName,
  shared.email,
  col.accessor((user) => user.address.postal_code ?? '', {
    id: 'postalCode',
    header: () => <Trans>Postal code</Trans>,
    meta: { nowrap: true, width: '7rem' },
  }),
  col.accessor((user) => user.address.city ?? '', { id: 'city', header: () => <Trans>City</Trans> }),
  shared.registration(false),
]

/** The columns of the view shown. */
export function useUserColumns(view: UserView) {
  const userList = useUserListColumns()
  return view === 'emails' ? emailListColumns : userList
}

/**
 * Filters, both asked of the server: a text on first name, last name, e-mail or id (`?q=`) and
 * the level, Admin, User or Device (`?level=`).
 */
export function useUserFilters() {
  const { t, i18n } = useLingui()
  return useMemo<FilterDef<UserFilterId>[]>(
    () => [
      { id: 'q', kind: 'text', label: t`Search`, placeholder: t`Name, email or ID` },
      {
        id: 'level',
        kind: 'select',
        label: t`Type`,
        allLabel: t`All types`,
        options: levelFilterOrder.map((level) => ({ value: level, label: i18n._(userLevelLabels[level]) })),
      },
    ],
    [t, i18n],
  )
}
