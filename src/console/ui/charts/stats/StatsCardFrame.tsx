import { useLingui } from '@lingui/react/macro'
import { Box, Card, Flex, Heading, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes'
import { type ReactNode, useId } from 'react'
import { statsChartHeight } from './statsCardProps.ts'

type StatsCardFrameProps = {
  title: string
  description?: string
  headingLevel?: 2 | 3
  children: ReactNode
}

/**
 * A statistics card's frame: a section named by its heading, the description under it, then the
 * chart or its state. No visx here: the lazy card's placeholder draws the same frame while the
 * chart's chunk downloads, so the page does not jump when it comes.
 */
export function StatsCardFrame({ title, description, headingLevel = 2, children }: StatsCardFrameProps) {
  const headingId = useId()
  return (
    <Card asChild size="3">
      <section aria-labelledby={headingId} data-stats-card>
        <Flex direction="column" gap="4">
          <Box>
            <Heading as={headingLevel === 3 ? 'h3' : 'h2'} size="4" id={headingId}>
              {title}
            </Heading>
            {description && (
              <Text as="p" size="2" color="gray" mt="1">
                {description}
              </Text>
            )}
          </Box>
          {children}
        </Flex>
      </section>
    </Card>
  )
}

/** While the series (or the chart's chunk) loads: grey blocks where the legend and the chart come. */
export function StatsSkeleton() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="3" role="status" data-skeleton>
      <VisuallyHidden>{t`Loading the statistics…`}</VisuallyHidden>
      <Skeleton width="180px" height="20px" />
      <Skeleton width="100%" height={`${statsChartHeight}px`} />
    </Flex>
  )
}
