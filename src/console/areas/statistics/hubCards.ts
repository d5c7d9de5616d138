import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatsSeries } from '../../../domain/contracts/statistics.ts'
import type { StatisticsSeriesName, StatisticsSlug } from '../../../domain/statistics.ts'
import { averageOfActiveDays, largestEntry, seriesSum, totals } from './seriesFigures.ts'

/** What a hub card shows of its page: a headline figure with its caption, and a day series' shape. */
export type HubFigure = { figure: string; caption: string; preview: number[] }

export type HubCard = {
  slug: StatisticsSlug
  /** The day series its headline and preview come from. */
  series: StatisticsSeriesName
  figure: (series: StatsSeries, i18n: I18n) => HubFigure
  /** A second series for one more line (the most chosen interest), with that line. */
  extra?: { series: StatisticsSeriesName; line: (series: StatsSeries, i18n: I18n) => string | null }
}

const count = (i18n: I18n, value: number) => new Intl.NumberFormat(i18n.locale).format(Math.round(value))

/** The hub's four cards (docs/product.md §2 "/statistics"), in the order of the pages. */
export const hubCards: HubCard[] = [
  {
    slug: 'quizzes',
    series: 'quizzes-started-finished',
    figure: (series, i18n) => ({
      figure: count(i18n, seriesSum(series, 'finished')),
      caption: i18n._(msg`quizzes finished in the last 30 days`),
      preview: series.map((day) => day.stackedValues.find((each) => each.label === 'finished')?.value ?? 0),
    }),
  },
  {
    slug: 'actions',
    series: 'actions-done',
    figure: (series, i18n) => ({
      figure: count(i18n, seriesSum(series)),
      caption: i18n._(msg`actions and tips done in the last 30 days`),
      preview: totals(series),
    }),
  },
  {
    slug: 'co2-scan',
    series: 'user-co2',
    figure: (series, i18n) => {
      const average = averageOfActiveDays(series)
      return {
        figure: average === null ? '–' : `${count(i18n, average)} kg`,
        caption: i18n._(msg`CO2 a year, the scans' average footprint`),
        preview: totals(series),
      }
    },
  },
  {
    slug: 'user-interests',
    series: 'users-per-day',
    figure: (series, i18n) => ({
      figure: count(i18n, seriesSum(series)),
      caption: i18n._(msg`new users in the last 30 days`),
      preview: totals(series),
    }),
    extra: {
      series: 'user-interests',
      line: (series, i18n) => {
        const top = largestEntry(series)
        const name = top?.label ?? ''
        return top ? i18n._(msg`Most chosen interest: ${name}`) : null
      },
    },
  },
]
