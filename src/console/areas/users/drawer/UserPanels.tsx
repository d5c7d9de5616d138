import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Spinner } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import type { UserFullDto } from '../../../../domain/contracts/users.ts'
import { canReceivePush } from '../../../../domain/users.ts'
import { useClient } from '../../../api/ResourceProvider.tsx'
import { userFullQuery, usersApi } from '../../../api/users.ts'
import { useLanguage } from '../../../app/i18n/LanguageProvider.tsx'
import { UserPanelTabs } from './UserPanelTabs.tsx'
import type { UserDrawerUi } from './useUserDrawerUi.ts'

/**
 * The edit drawer's panels (docs/product.md §2) over the user's full record, `GET /api/user/{id}/full` in the
 * interface language (its titles are translated, so it loads again when the language changes;
 * meanwhile the panels keep showing the other language's record rather than a spinner). The tabs
 * are remounted for another user, or when whether the user can receive pushes changes, since the
 * notification workflow starts from both.
 */
export function UserPanels({
  userId,
  ui,
  onDeleteUser,
}: {
  userId: number
  ui: UserDrawerUi
  onDeleteUser: () => void
}) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const client = useClient(usersApi)
  const full = useQuery({
    ...userFullQuery(client, lang, userId),
    placeholderData: (previous: UserFullDto | undefined) => (previous?.id === userId ? previous : undefined),
  })

  if (full.data) {
    const canReceive = canReceivePush(full.data)
    return (
      <UserPanelTabs
        key={`${userId}:${canReceive}`}
        user={full.data}
        canReceive={canReceive}
        ui={ui}
        onDeleteUser={onDeleteUser}
      />
    )
  }
  return (
    <Flex mt="5" direction="column" gap="3" align="start">
      {full.isError ? (
        <>
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{t`The user's records could not be loaded.`}</Callout.Text>
          </Callout.Root>
          <Button type="button" size="1" variant="soft" onClick={() => void full.refetch()}>
            {t`Try again`}
          </Button>
        </>
      ) : (
        <Flex gap="2" align="center" aria-busy="true">
          <Spinner /> {t`Loading the user's records…`}
        </Flex>
      )}
    </Flex>
  )
}
