import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useLocation } from 'react-router-dom'
import { matchAppRoute } from './matchAppRoute.ts'

/** An honest page for an area that a later release builds: no invented data. */
export default function NotBuiltYetPage() {
  const { i18n } = useLingui()
  const { pathname } = useLocation()
  const route = matchAppRoute(pathname)
  return (
    <Flex direction="column" gap="4" p="6" maxWidth="640px">
      <Heading as="h1" size="6">
        {route ? i18n._(route.title) : pathname}
      </Heading>
      <Callout.Root color="gray" data-testid="not-built-yet">
        <Callout.Text>
          <Trans>This area is not built yet. It arrives with a later release of Canopy CMS.</Trans>
        </Callout.Text>
      </Callout.Root>
      <Text color="gray" size="2">
        <Trans>
          Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to jump to another page.
        </Trans>
      </Text>
    </Flex>
  )
}
