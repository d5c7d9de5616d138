import { useLingui } from '@lingui/react/macro'
import { DownloadIcon, ReloadIcon, TableIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { STATISTICS_DAYS } from '../../../../domain/constants.ts'
import { statisticsSeriesLayout } from '../../../../domain/statistics.ts'
import { StatsCardFrame, StatsSkeleton } from './StatsCardFrame.tsx'
import StatsChart from './StatsChart.tsx'
import { StatsDataTable } from './StatsDataTable.tsx'
import { fixedStackKeys, stackName } from './stackNames.ts'
import type { StatsChartCardProps } from './statsCardProps.ts'
import { csvFileName, downloadCsv, statsCsv } from './statsCsv.ts'
import { stackColours } from './statsPalette.ts'
import { foldedForChart, statsModel } from './statsRows.ts'

/**
 * One statistics series on its page (docs/product.md §7): its heading and description, then the
 * chart with "Show table" (the numbers as a table, under the buttons) and "Download CSV";
 * while the series loads a skeleton of the chart's size, after a failure a message with Retry,
 * and a sentence where the period had no activity. The page fetches; this shows what it has.
 * Loaded through `LazyStatsChartCard`, so visx comes only with a statistics page.
 */
export default function StatsChartCard(props: StatsChartCardProps) {
  const { series, status, data, kind = 'bars', onRetry, labelColumn } = props
  const { t, i18n } = useLingui()
  const layout = statisticsSeriesLayout[series]
  const model = useMemo(() => (data ? statsModel(data, fixedStackKeys(series)) : null), [data, series])
  const locale = i18n.locale
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the language
  const names = useMemo(
    () => model?.keys.map((key) => stackName(i18n, series, key)) ?? [],
    [model, series, locale],
  )
  // The chart draws at most as many stacks as the palette has colours; the table and CSV all.
  const chart = useMemo(() => (model ? foldedForChart(model, stackColours.length) : null), [model])
  const chartNames = useMemo(() => {
    if (!chart?.folded) return names
    const count = chart.folded
    return [...names.slice(0, chart.model.keys.length - 1), t`Other (${count})`]
  }, [chart, names, t])
  const [tableShown, setTableShown] = useState(false)
  const tableId = useId()
  const column = labelColumn ?? (layout === 'day' ? t`Day` : t`Category`)
  const days = STATISTICS_DAYS

  let body: ReactNode
  if (status === 'pending') body = <StatsSkeleton />
  else if (status === 'error') {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{t`The statistics could not be loaded.`}</Callout.Text>
        {onRetry && (
          <Flex>
            <Button type="button" size="1" variant="soft" onClick={onRetry}>
              <ReloadIcon aria-hidden /> {t`Try again`}
            </Button>
          </Flex>
        )}
      </Callout.Root>
    )
  } else if (!model || model.empty) {
    body = (
      <Flex align="center" justify="center" style={{ minHeight: 96 }} data-empty>
        <Text size="2" color="gray">{t`No activity in the last ${days} days.`}</Text>
      </Flex>
    )
  } else {
    const download = () => {
      const csv = statsCsv(model, { label: column, stacks: names, total: t`Total` })
      downloadCsv(csv, csvFileName(series))
    }
    body = (
      <>
        <StatsChart
          model={chart?.model ?? model}
          names={chartNames}
          layout={layout}
          kind={kind}
          label={props.title}
        />
        <Flex gap="2" wrap="wrap">
          <Button
            type="button"
            size="1"
            variant="soft"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown(!tableShown)}
          >
            <TableIcon aria-hidden /> {tableShown ? t`Hide table` : t`Show table`}
          </Button>
          <Button type="button" size="1" variant="soft" onClick={download}>
            <DownloadIcon aria-hidden /> {t`Download CSV`}
          </Button>
        </Flex>
        <div id={tableId} hidden={!tableShown}>
          {tableShown && (
            <StatsDataTable
              model={model}
              names={names}
              layout={layout}
              labelColumn={column}
              caption={props.title}
            />
          )}
        </div>
      </>
    )
  }
  return (
    <StatsCardFrame title={props.title} description={props.description} headingLevel={props.headingLevel}>
      {body}
    </StatsCardFrame>
  )
}
