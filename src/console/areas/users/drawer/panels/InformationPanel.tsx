import { useLingui } from '@lingui/react/macro'
import { Badge, DataList, Flex, Text } from '@radix-ui/themes'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { formatDateTime } from '../../../../../domain/dates.ts'
import { shownText } from '../../../../../domain/reference.ts'
import { hasAddress } from '../../../../../domain/users.ts'
import { useLanguage } from '../../../../app/i18n/LanguageProvider.tsx'
import { TranslatableText } from '../../../../ui/translation/TranslatableText.tsx'

/** One address, as it is written on an envelope; empty parts are left out. */
const addressLines = ({ address }: UserFullDto) =>
  [
    [address.street, address.house_number].filter(Boolean).join(' '),
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.country,
  ].filter((line) => line && line.trim() !== '')

/**
 * Information (docs/product.md §2): a "Has address" chip when postal code and city exist, the user's label
 * chips, interests, when they registered and were last active, their address, whether they can
 * get notifications and any deletion request.
 */
export function InformationPanel({ user }: { user: UserFullDto }) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const lines = addressLines(user)
  const addressed = hasAddress(user.address)
  const chips = addressed || user.labels.length > 0
  const none = (
    <Text color="gray" size="2">
      {t`None`}
    </Text>
  )
  return (
    <Flex direction="column" gap="4">
      {chips ? (
        <Flex gap="2" wrap="wrap" aria-label={t`Chips`} role="list">
          {addressed ? (
            <Badge role="listitem" color="green" variant="soft" highContrast>
              {t`Has address`}
            </Badge>
          ) : null}
          {user.labels.map((label) => (
            <Badge role="listitem" key={label.id} color="blue" variant="soft" highContrast>
              {label.value}
            </Badge>
          ))}
        </Flex>
      ) : null}
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label minWidth="120px">{t`Labels`}</DataList.Label>
          <DataList.Value>
            {user.labels.length ? user.labels.map((label) => label.value).join(', ') : none}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{t`Interests`}</DataList.Label>
          <DataList.Value>
            {user.interests.length ? (
              <Flex gap="1" wrap="wrap">
                {user.interests.map((interest) => (
                  <Badge key={interest.id} color="gray" variant="soft" highContrast>
                    {interest.emoji}{' '}
                    <TranslatableText
                      value={shownText(interest, 'title')}
                      fallback={t`No title in this language`}
                    />
                  </Badge>
                ))}
              </Flex>
            ) : (
              none
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{t`Registration`}</DataList.Label>
          <DataList.Value>
            <time dateTime={user.creationDate}>{formatDateTime(user.creationDate, lang)}</time>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{t`Active`}</DataList.Label>
          <DataList.Value>
            {user.activeDate ? (
              <time dateTime={user.activeDate}>{formatDateTime(user.activeDate, lang)}</time>
            ) : (
              <Text color="gray">{t`Never`}</Text>
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{t`Address`}</DataList.Label>
          <DataList.Value>
            {lines.length > 1 ? (
              <address className="user-address">
                {lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : (
              none
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{t`Notifications`}</DataList.Label>
          <DataList.Value>
            {user.enablePushNotifications ? t`Turned on` : t`Turned off`}
            {' · '}
            {user.hasPushToken ? t`Has a push token` : t`No push token`}
          </DataList.Value>
        </DataList.Item>
        {user.requestedAccountDeletion || user.requestedDataRemoval ? (
          <DataList.Item>
            <DataList.Label minWidth="120px">{t`Requested`}</DataList.Label>
            <DataList.Value>
              {user.requestedAccountDeletion ? t`Delete account` : t`Delete data`}
            </DataList.Value>
          </DataList.Item>
        ) : null}
      </DataList.Root>
    </Flex>
  )
}
