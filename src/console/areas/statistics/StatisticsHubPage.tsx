import { useLingui } from '@lingui/react/macro'
import { Box, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { useClient } from '../../api/ResourceProvider.tsx'
import { statisticsApi, statsSeriesQuery } from '../../api/statistics.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { PRIMARY_FOCUS } from '../../ui/focus/returnFocus.ts'
import { type HubCard, hubCards } from './hubCards.ts'
import { statisticsPath } from './paths.ts'
import { Sparkline } from './Sparkline.tsx'
import { StatisticsNav } from './StatisticsNav.tsx'
import { pageWords } from './statisticsWords.ts'
import './statistics.css'

/** `/statistics` (docs/product.md §2): a card per chart page, each with its headline figure and a preview. */
export default function StatisticsHubPage() {
  const { t } = useLingui()
  return (
    <Box p="6">
      <Flex direction="column" gap="4">
        <StatisticsNav page={null} />
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            {t`Statistics`}
          </Heading>
          <Text color="gray">{t`How the app was used in the last 30 days.`}</Text>
        </Flex>
        <Grid asChild columns={{ initial: '1', sm: '2' }} gap="4">
          <ul className="statistics-cards" aria-label={t`Statistics pages`}>
            {hubCards.map((card, index) => (
              <li key={card.slug}>
                <HubCardLink card={card} first={index === 0} />
              </li>
            ))}
          </ul>
        </Grid>
      </Flex>
    </Box>
  )
}

function HubCardLink({ card, first }: { card: HubCard; first: boolean }) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const client = useClient(statisticsApi)
  const main = useQuery(statsSeriesQuery(client, lang, card.series))
  const extra = useQuery({
    ...statsSeriesQuery(client, lang, card.extra?.series ?? card.series),
    enabled: Boolean(card.extra),
  })
  const shown = main.data ? card.figure(main.data, i18n) : null
  const line = card.extra && extra.data ? card.extra.line(extra.data, i18n) : null
  const title = i18n._(pageWords[card.slug].title)
  return (
    <Card asChild size="3" className="statistics-card">
      <Link to={statisticsPath(card.slug)} {...(first ? { [PRIMARY_FOCUS]: '' } : {})}>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="4">
            {title}
          </Heading>
          {main.isError ? (
            <Text size="2" color="red">{t`The statistics could not be loaded.`}</Text>
          ) : (
            <Skeleton loading={!shown}>
              <Flex align="baseline" gap="2" wrap="wrap">
                <Text size="7" weight="bold" className="statistics-figure">
                  {shown?.figure ?? '000'}
                </Text>
                <Text size="2" color="gray" highContrast>
                  {shown?.caption ?? t`Loading`}
                </Text>
              </Flex>
            </Skeleton>
          )}
          <Skeleton loading={!shown && !main.isError}>
            <Sparkline values={shown?.preview ?? []} />
          </Skeleton>
          {line ? (
            <Text size="2" color="gray" highContrast>
              {line}
            </Text>
          ) : null}
          <Text size="2" color="gray">
            {i18n._(pageWords[card.slug].about)}
          </Text>
        </Flex>
      </Link>
    </Card>
  )
}
