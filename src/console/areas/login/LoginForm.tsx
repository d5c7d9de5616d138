import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import type { LoginFailure } from '../../../../machines/login.machine.ts'
import type { LoginInput } from '../../../domain/auth.ts'
import { loadFullCatalog } from '../../app/i18n/i18n.ts'
import { PublicLink } from '../../app/routing/publicNavigation.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { lazySchema } from '../../ui/forms/lazySchema.ts'
import { useLightForm } from '../../ui/forms/useLightForm.ts'

// The form's rules are `loginSchema`; they load once the visitor starts typing (onInput below),
// with the whole catalog, which holds their messages.
export const loginRules = lazySchema(() =>
  Promise.all([import('../../../domain/auth.ts'), loadFullCatalog()]).then(([m]) => m.loginSchema),
)

type Props = {
  submitting: boolean
  failure: LoginFailure | null
  onSubmit: (credentials: LoginInput) => void
  onEdit: () => void
  /** The first keystroke: what submitting needs can start loading. */
  onStartTyping?: () => void
}

/** E-mail, Password, Submit (docs/product.md §2), with docs/product.md §5's messages. Pure view: the machine drives it. */
export function LoginForm({ submitting, failure, onSubmit, onEdit, onStartTyping }: Props) {
  const { t } = useLingui()
  const form = useLightForm<LoginInput>({ schema: loginRules, defaultValues: { email: '', password: '' } })
  const { errors } = form
  const failureText =
    failure === 'rate-limited'
      ? t`Too many attempts. Please wait a minute and try again.`
      : failure === 'unavailable'
        ? t`The server cannot be reached. Please try again.`
        : failure === 'invalid-credentials'
          ? t`The e-mail or password is not correct, or this account has no access to the CMS.`
          : null

  return (
    <Card size="4" style={{ width: 'min(420px, 100%)' }}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        onChange={onEdit}
        onInput={() => {
          loginRules.preload()
          onStartTyping?.()
        }}
        noValidate
        aria-label={t`Log in`}
      >
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h1" size="6">
              <span aria-hidden="true">🌳</span> Canopy CMS
            </Heading>
            <Text color="gray" size="2">
              <Trans>Log in with your admin account.</Trans>
            </Text>
          </Flex>
          {failureText ? (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Text>{failureText}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Field
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            autoFocus
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Field
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="3" loading={submitting}>
            {t`Submit`}
          </Button>
          <Text size="2" color="gray" align="center">
            <Trans>
              No account yet?{' '}
              <RadixLink asChild>
                <PublicLink to="/register">Register</PublicLink>
              </RadixLink>
            </Trans>
          </Text>
        </Flex>
      </form>
    </Card>
  )
}
