import { Box } from '@radix-ui/themes'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LazyStatsChartCard } from '../../../../src/console/ui/charts/stats/LazyStatsChartCard.tsx'
import StatsChartCard from '../../../../src/console/ui/charts/stats/StatsChartCard.tsx'
import type { StatsChartCardProps } from '../../../../src/console/ui/charts/stats/statsCardProps.ts'

// What the statistics stories share: the card in a column as wide as a page's (or `width`), and
// the questions the play functions ask of it.

export type StatsStoryArgs = StatsChartCardProps & { width: number; lazy?: boolean }

export function StatsCardDemo({ width, lazy, ...props }: StatsStoryArgs) {
  return (
    <Box p="5" style={{ maxWidth: width }}>
      {lazy ? <LazyStatsChartCard {...props} /> : <StatsChartCard {...props} />}
    </Box>
  )
}

export const page = () => within(document.body)
/** The drawing (an image named by its summary), once the chart knows its width. */
export const plot = () => document.querySelector<SVGSVGElement>('svg.stats-plot')
export const drawn = (timeout?: number) => waitFor(() => expect(plot()).not.toBeNull(), { timeout })
/** The chart's one tab stop. */
export const frame = () => document.querySelector<HTMLElement>('.stats-chart-frame')!
export const tooltip = () => document.querySelector<HTMLElement>('[data-tooltip]')
/** What the chart's live region says for the keyboard's day or bar. */
export const said = () => document.querySelector('[data-live]')?.textContent ?? ''
export const legend = () => [...document.querySelectorAll('[data-legend] li')].map((item) => item.textContent)
export const svgTexts = () => [...(plot()?.querySelectorAll('text') ?? [])].map((text) => text.textContent)

/** Presses `keys` and waits until the live region says what starts with `expected`. */
export async function press(keys: string, expected: string) {
  if (keys) await userEvent.keyboard(keys)
  await waitFor(() => expect(said().startsWith(expected)).toBe(true))
}

/** Each body row's cells as text. */
export function tableRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
}

/** The tooltip sits inside the chart's box (visx flips it where it would stick out). */
export async function expectTooltipInside() {
  const box = frame().getBoundingClientRect()
  const tip = tooltip()!.getBoundingClientRect()
  await expect(tip.left).toBeGreaterThanOrEqual(box.left - 1)
  await expect(tip.right).toBeLessThanOrEqual(box.right + 1)
}

/** The card while its series loads, the same for every kind of chart. */
export const loadingStory = {
  args: { status: 'pending' as const, data: undefined },
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent('Loading the statistics…')
  },
}

/** The card after its series failed: Try again asks the page to read it again. */
export const loadFailedStory = {
  args: { status: 'error' as const, data: undefined },
  play: async ({ args }: { args: Pick<StatsChartCardProps, 'onRetry'> }) => {
    await userEvent.click(page().getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
