import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading } from '@radix-ui/themes'
import { type FormEvent, useId, useState } from 'react'
import { newPasswordField } from '../../../../domain/auth.ts'
import { failureOf } from '../../../../domain/failure.ts'
import { useResetPassword } from '../../../api/users.ts'
import { isSaveShortcut } from '../../../ui/drawer/DrawerShell.tsx'
import { Field } from '../../../ui/forms/Field.tsx'
import { useUnsavedInput } from '../../../ui/leave/useUnsavedInput.tsx'
import { toast } from '../../../ui/toasts/toastStore.ts'
import type { UserDrawerUi } from './useUserDrawerUi.ts'

/** Reset Password in the drawer's action bar: shows (or hides) the New Password field. */
export function ResetPasswordButton({ ui, disabled }: { ui: UserDrawerUi; disabled: boolean }) {
  const { t } = useLingui()
  return (
    <Button
      ref={ui.passwordButton}
      type="button"
      variant="soft"
      color="gray"
      disabled={disabled}
      aria-expanded={ui.passwordOpen}
      aria-controls={ui.passwordOpen ? ui.passwordSectionId : undefined}
      onClick={() => ui.setPasswordOpen(!ui.passwordOpen)}
    >
      {t`Reset Password`}
    </Button>
  )
}

/**
 * The New Password field and its Reset button (docs/product.md §2), a form of its own below the user's
 * fields: Reset is disabled while the field is empty; on submit the domain's password rule (the
 * registration rule) shows its message, else `PUT /api/user/reset-password` sets it. Done: a toast,
 * the field closes and focus goes back to Reset Password. Enter or Ctrl+Enter submit it. A typed
 * password not set yet is unsaved input: leaving the page or closing the drawer asks first.
 */
export function ResetPasswordForm({ userId, ui }: { userId: number; ui: UserDrawerUi }) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const headingId = useId()
  useUnsavedInput(password !== '', t`The new password is not set.`)
  const reset = useResetPassword(userId)

  const close = () => {
    ui.setPasswordOpen(false)
    ui.passwordButton.current?.focus()
  }
  const refuse = (message: string) => {
    setError(message)
    ui.passwordField.current?.focus()
  }
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (password === '' || reset.isPending) return
    const checked = newPasswordField.safeParse(password)
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? '')
    reset.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t`The password was reset.`)
        close()
      },
      onError: (failure) => {
        const answer = failureOf(failure)
        refuse(answer?.fields?.password ?? answer?.message ?? t`The password could not be reset.`)
      },
    })
  }

  return (
    <section id={ui.passwordSectionId} aria-labelledby={headingId} className="user-password">
      <Heading as="h3" size="3" id={headingId} mb="2">
        {t`Reset Password`}
      </Heading>
      <form
        noValidate
        onSubmit={submit}
        onKeyDown={(event) => {
          if (!isSaveShortcut(event)) return
          event.preventDefault()
          submit()
        }}
      >
        <Flex gap="3" align="start" wrap="wrap">
          <div style={{ flex: '1 1 16rem' }}>
            <Field
              ref={ui.passwordField}
              label={t`New Password`}
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              error={error}
              onChange={(event) => {
                setPassword(event.target.value)
                setError(undefined)
              }}
            />
          </div>
          <Flex gap="2" pt="5">
            <Button type="submit" disabled={password === ''} loading={reset.isPending}>
              {t({ message: 'Reset', context: 'password' })}
            </Button>
            <Button type="button" variant="soft" color="gray" onClick={close}>
              {t`Cancel`}
            </Button>
          </Flex>
        </Flex>
      </form>
    </section>
  )
}
