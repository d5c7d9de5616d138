import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { Link } from 'react-router-dom'
import { Keys } from '../../app/palette/Keys.tsx'
import { paletteKeys } from '../../app/palette/shortcuts.ts'
import { menuRoutes } from '../../app/routing/routes.ts'
import { useSession } from '../../app/session/session.ts'
import { PRIMARY_FOCUS } from '../../ui/focus/returnFocus.ts'
import './home.css'

/** Home: a card for every area (docs/product.md §2). */
export default function HomePage() {
  const { i18n } = useLingui()
  const { user } = useSession()
  const firstName = user?.firstName ?? ''
  return (
    <Box p="6">
      <Flex direction="column" gap="1" mb="5">
        <Heading as="h1" size="7">
          <Trans>Welcome, {firstName}</Trans>
        </Heading>
        <Text color="gray">
          <Trans>
            Pick an area, or press <Keys shortcut={[paletteKeys().join('+')]} /> to jump anywhere.
          </Trans>
        </Text>
      </Flex>
      <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
        {menuRoutes.map((route, index) => (
          <Card key={route.id} asChild size="2" className="home-card">
            <Link to={route.path} {...(index === 0 ? { [PRIMARY_FOCUS]: '' } : {})}>
              <Flex direction="column" gap="2">
                <Flex justify="between" align="center" gap="3">
                  <Heading as="h2" size="4">
                    {i18n._(route.title)}
                  </Heading>
                  {route.shortcut ? <Keys shortcut={route.shortcut} /> : null}
                </Flex>
                {route.description ? (
                  <Text size="2" color="gray">
                    {i18n._(route.description)}
                  </Text>
                ) : null}
              </Flex>
            </Link>
          </Card>
        ))}
      </Grid>
    </Box>
  )
}
