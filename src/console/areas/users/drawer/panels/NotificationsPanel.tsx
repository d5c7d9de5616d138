import { useLingui } from '@lingui/react/macro'
import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { RefObject } from 'react'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { NO_PUSH_TOKEN_MESSAGE } from '../../../../../domain/users.ts'
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx'
import { focusSoon } from '../../../../ui/focus/focusSoon.ts'
import { translateValidation } from '../../../../ui/forms/validationMessages.ts'
import type { NotificationSender } from '../useNotificationSender.ts'
import { NotificationForm } from './NotificationForm.tsx'
import { NotificationHistory } from './NotificationHistory.tsx'

export type NotificationRefs = {
  /** "Send notification": focus comes back here once a send is done (the form has closed). */
  open: RefObject<HTMLButtonElement | null>
  /** The form's Title, for the palette's "Send notification". */
  title: RefObject<HTMLInputElement | null>
}

/**
 * The Notifications panel (docs/product.md §2): for a user who cannot receive pushes (§6) only the warning;
 * else "Send notification" opens the form (Title, Message), Send asks first (§5), then the status
 * says 'The message was sent.' or 'The message could not be sent' with the server's reason (§8),
 * and vanishes after 5 seconds (§9). Below, the last notifications sent. The workflow is the
 * `sender` machine, held by the drawer (it outlives a tab switch).
 */
export function NotificationsPanel({
  user,
  sender,
  refs,
}: {
  user: Pick<UserFullDto, 'notifications'>
  sender: NotificationSender
  refs: NotificationRefs
}) {
  const { t, i18n } = useLingui()
  const state = useSelector(sender, (snapshot) => snapshot.value)
  const { canReceive, values, reason } = useSelector(sender, (snapshot) => snapshot.context)
  const formOpen = state === 'editing' || state === 'confirming' || state === 'sending'

  return (
    <Flex direction="column" gap="4">
      {canReceive ? null : (
        <Callout.Root color="amber" size="1" highContrast>
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{translateValidation(i18n, NO_PUSH_TOKEN_MESSAGE)}</Callout.Text>
        </Callout.Root>
      )}
      {canReceive ? (
        <div>
          {/* Always in the page, so screen readers announce the status when it arrives. */}
          <div role="status">
            {state === 'sent' ? (
              <Callout.Root color="green" size="1" highContrast mb="3">
                <Callout.Icon>
                  <CheckCircledIcon />
                </Callout.Icon>
                <Callout.Text>{t`The message was sent.`}</Callout.Text>
              </Callout.Root>
            ) : state === 'failed' ? (
              <Callout.Root color="red" size="1" highContrast mb="3">
                <Callout.Icon>
                  <CrossCircledIcon />
                </Callout.Icon>
                <Callout.Text>
                  {t`The message could not be sent`}
                  {reason ? (
                    <>
                      <br />
                      {translateValidation(i18n, reason)}
                    </>
                  ) : null}
                </Callout.Text>
              </Callout.Root>
            ) : null}
          </div>
          {formOpen ? (
            <NotificationForm
              initial={values}
              busy={state === 'sending'}
              titleRef={refs.title}
              onSubmit={(next) => sender.send({ type: 'notification.submit', values: next })}
              onCancel={() => {
                sender.send({ type: 'notification.cancel' })
                // The form (and its Cancel) is gone: focus goes to the button that opens it again.
                focusSoon(() => refs.open.current)
              }}
            />
          ) : null}
          {formOpen ? null : (
            <Flex>
              <Button
                ref={refs.open}
                type="button"
                onClick={() => sender.send({ type: 'notification.open' })}
              >
                {t`Send notification`}
              </Button>
            </Flex>
          )}
        </div>
      ) : null}
      <NotificationHistory notifications={user.notifications} />
      <ConfirmDialog
        open={state === 'confirming' || state === 'sending'}
        title={t`Send notification`}
        description={t`Are you absolutely sure you want to send this notification?`}
        confirmLabel={t`Send`}
        destructive={false}
        busy={state === 'sending'}
        // Sent or failed: the form has closed, so focus goes to "Send notification"; back to the
        // form (Cancel, Esc): to the Send button that asked.
        returnFocusTo={() => (sender.getSnapshot().value === 'editing' ? null : refs.open.current)}
        onConfirm={() => sender.send({ type: 'notification.confirm' })}
        onCancel={() => sender.send({ type: 'notification.keepEditing' })}
      />
    </Flex>
  )
}
