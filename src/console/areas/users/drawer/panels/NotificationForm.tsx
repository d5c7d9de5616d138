import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import type { RefObject } from 'react'
import { useForm } from 'react-hook-form'
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationFormValues,
  notificationFormSchema,
} from '../../../../../domain/users.ts'
import { isSaveShortcut, OWN_ESCAPE } from '../../../../ui/drawer/DrawerShell.tsx'
import { Field } from '../../../../ui/forms/Field.tsx'
import { TextAreaField } from '../../../../ui/forms/TextAreaField.tsx'
import { useUnsavedInput } from '../../../../ui/leave/useUnsavedInput.tsx'

/**
 * The notification's Title and Message (the domain's rules), Send (enabled once both are filled)
 * and Cancel. A form of its own inside the drawer: Enter in Title or Ctrl+Enter anywhere sends it,
 * not the user's form; Esc cancels it and leaves the drawer open. It starts from `initial` (what was typed before a failed send).
 * Typed text not sent yet is unsaved input: leaving the page or closing the drawer asks first.
 */
export function NotificationForm({
  initial,
  busy,
  titleRef,
  onSubmit,
  onCancel,
}: {
  initial: NotificationFormValues
  busy: boolean
  titleRef: RefObject<HTMLInputElement | null>
  onSubmit: (values: NotificationFormValues) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const form = useForm<NotificationFormValues>({
    resolver: zodResolver(notificationFormSchema),
    mode: 'onChange',
    defaultValues: initial,
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit(onSubmit)
  const { ref: registerTitle, ...title } = form.register('title')
  const [typedTitle, typedBody] = form.watch(['title', 'body'])
  useUnsavedInput(Boolean(typedTitle || typedBody), t`The notification you are writing is not sent.`)

  return (
    <form
      noValidate
      aria-label={t`Notification`}
      // Esc cancels this form (what was typed goes, as with Cancel); the drawer stays open.
      {...{ [OWN_ESCAPE]: '' }}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.preventDefault()
          onCancel()
          return
        }
        if (!isSaveShortcut(event)) return
        event.preventDefault()
        if (!busy) void submit()
      }}
    >
      <Flex direction="column" gap="3">
        <Field
          label={t`Title`}
          autoFocus
          autoComplete="off"
          error={errors.title?.message}
          count={{ text: typedTitle, max: NOTIFICATION_TITLE_MAX }}
          ref={(element) => {
            registerTitle(element)
            titleRef.current = element
          }}
          {...title}
        />
        <TextAreaField
          label={t`Message`}
          rows={4}
          error={errors.body?.message}
          count={{ text: typedBody, max: NOTIFICATION_BODY_MAX }}
          {...form.register('body')}
        />
        <Flex gap="2" justify="end">
          <Button type="button" variant="soft" color="gray" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" disabled={!form.formState.isValid || busy}>
            {t`Send`}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
