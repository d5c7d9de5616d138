import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { registerMachine } from '../../../../machines/register.machine.ts'
import type { RegisterInput } from '../../../domain/auth.ts'
import { sessionApi } from '../../api/session.ts'
import { loadFullCatalog } from '../../app/i18n/i18n.ts'
import { PublicLink } from '../../app/routing/publicNavigation.tsx'
import { PublicLayout } from '../../app/shell/PublicLayout.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { lazySchema } from '../../ui/forms/lazySchema.ts'
import { useLightForm } from '../../ui/forms/useLightForm.ts'
import { toast } from '../../ui/toasts/toastStore.ts'

// The form's rules are `registerSchema`; they load once the visitor starts typing (onInput below),
// with the whole catalog, which holds their messages.
const registerRules = lazySchema(() =>
  Promise.all([import('../../../domain/auth.ts'), loadFullCatalog()]).then(([m]) => m.registerSchema),
)

export default function RegisterPage() {
  const { t } = useLingui()
  const machine = useMemo(
    () =>
      registerMachine.provide({
        // A refusal stays the client's HTTP error: the machine reads its field messages (`failureOf`).
        actors: {
          register: fromPromise(({ input }: { input: RegisterInput }) => sessionApi.register(input)),
        },
        actions: { notifyFailure: () => toast.error(t`Registration failed`) },
      }),
    [t],
  )
  const [snapshot, send] = useMachine(machine)
  const form = useLightForm<RegisterInput>({
    schema: registerRules,
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  })
  const { errors, setError } = form
  const { fieldErrors } = snapshot.context

  // Server-side field messages (an e-mail that is taken) show on their fields.
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      setError(field as keyof RegisterInput, { message })
    }
  }, [fieldErrors, setError])

  return (
    <PublicLayout>
      <Card size="4" style={{ width: 'min(460px, 100%)' }}>
        {snapshot.matches('registered') ? (
          <Flex direction="column" gap="3">
            <Heading as="h1" size="6">{t`Registration complete`}</Heading>
            <Callout.Root color="green">
              <Callout.Text>
                <Trans>
                  Your account exists. An admin has to give it access to the CMS before you can log in.
                </Trans>
              </Callout.Text>
            </Callout.Root>
            <Button asChild>
              <PublicLink to="/login">{t`Go to log in`}</PublicLink>
            </Button>
          </Flex>
        ) : (
          <form
            noValidate
            onInput={registerRules.preload}
            aria-label={t`Register`}
            onChange={() => snapshot.matches('failed') && send({ type: 'register.edit' })}
            onSubmit={form.handleSubmit((input) => send({ type: 'register.submit', input }))}
          >
            <Flex direction="column" gap="4">
              <Heading as="h1" size="6">{t`Register`}</Heading>
              <Field
                label={t`E-mail`}
                type="email"
                autoComplete="email"
                autoFocus
                error={errors.email?.message}
                {...form.register('email')}
              />
              <Field
                label={t`Password`}
                type="password"
                autoComplete="new-password"
                hint={t`At least 8 characters.`}
                error={errors.password?.message}
                {...form.register('password')}
              />
              <Field
                label={t`First name`}
                autoComplete="given-name"
                error={errors.firstName?.message}
                {...form.register('firstName')}
              />
              <Field
                label={t`Last name`}
                autoComplete="family-name"
                error={errors.lastName?.message}
                {...form.register('lastName')}
              />
              <Button type="submit" size="3" loading={snapshot.matches('submitting')}>
                {t`Register`}
              </Button>
              <Text size="2" color="gray" align="center">
                <Trans>
                  Already have an account?{' '}
                  <RadixLink asChild>
                    <PublicLink to="/login">Log in</PublicLink>
                  </RadixLink>
                </Trans>
              </Text>
            </Flex>
          </form>
        )}
      </Card>
    </PublicLayout>
  )
}
