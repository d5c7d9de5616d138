import { useLingui } from '@lingui/react/macro'
import { Badge, Flex, Heading, Text } from '@radix-ui/themes'
import { useId } from 'react'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { formatDateTime } from '../../../../../domain/dates.ts'
import { useLanguage } from '../../../../app/i18n/LanguageProvider.tsx'
import { translateValidation } from '../../../../ui/forms/validationMessages.ts'

type SentNotification = UserFullDto['notifications'][number]

const statusColors = { sent: 'green', failed: 'red', pending: 'gray' } as const

/** The last notifications sent to the user from the CMS (the server keeps the newest ten). */
export function NotificationHistory({ notifications }: { notifications: SentNotification[] }) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const headingId = useId()
  const statuses = { sent: t`Sent`, failed: t`Failed`, pending: t`Pending` }
  const sentBy = (sender: string | null) => (sender ? ` · ${t`by ${sender}`}` : '')
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h4" size="2" id={headingId} mb="2">
        {t`Last notifications`}
      </Heading>
      {notifications.length === 0 ? (
        <Text size="2" color="gray">
          {t`No notifications were sent to this user yet.`}
        </Text>
      ) : (
        <ul className="user-notification-list">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <Flex justify="between" gap="3" align="baseline">
                <Text size="2" weight="medium">
                  {notification.title}
                </Text>
                <Badge color={statusColors[notification.status]} variant="soft" highContrast>
                  {statuses[notification.status]}
                </Badge>
              </Flex>
              <Text as="p" size="2">
                {notification.body}
              </Text>
              <Text as="p" size="1" color="gray">
                <time dateTime={notification.creationDate}>
                  {formatDateTime(notification.creationDate, lang)}
                </time>
                {sentBy(notification.sentBy)}
              </Text>
              {notification.error ? (
                <Text as="p" size="1" color="red">
                  {translateValidation(i18n, notification.error)}
                </Text>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
