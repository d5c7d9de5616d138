import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatisticsSeriesName, StatisticsSlug } from '../../../domain/statistics.ts'

/** How a series is drawn: stacked bars, or lines for a daily trend. */
export type ChartKind = 'bars' | 'lines'

/** A chart page's words (docs/product.md §2 "/statistics/{slug}"): its title and what it is about. */
export const pageWords: Record<StatisticsSlug, { title: MessageDescriptor; about: MessageDescriptor }> = {
  quizzes: {
    title: msg`Quizzes`,
    about: msg`How many quiz stories the app's users started and finished, and how they answered.`,
  },
  actions: {
    title: msg`Actions`,
    about: msg`The actions and tips users put on their list, and the ones they did.`,
  },
  'co2-scan': {
    title: msg`CO2 scan`,
    about: msg`The footprints users' CO2 scans gave, by category.`,
  },
  'user-interests': {
    title: msg`User interests`,
    about: msg`What the app's users care about, what moves them, and who joined.`,
  },
}

/** Each series' chart: title, one line on what it counts, and how it is drawn. */
export const seriesWords: Record<
  StatisticsSeriesName,
  { title: MessageDescriptor; about: MessageDescriptor; kind: ChartKind }
> = {
  'quizzes-started-finished': {
    title: msg`Quizzes started and finished`,
    about: msg`Quiz stories opened and completed, per day.`,
    kind: 'lines',
  },
  'quizzes-daily': {
    title: msg`Quiz answers per day`,
    about: msg`Answers to quiz questions, right and wrong, per day.`,
    kind: 'bars',
  },
  'actions-added': {
    title: msg`Actions added`,
    about: msg`Actions and tips users put on their list, per day.`,
    kind: 'bars',
  },
  'actions-done': {
    title: msg`Actions done`,
    about: msg`Actions and tips users marked as done, per day.`,
    kind: 'bars',
  },
  'user-co2': {
    title: msg`CO2 footprint of the scans`,
    about: msg`The average footprint (kg CO2 a year) of the scans done each day, by category.`,
    kind: 'bars',
  },
  'users-per-day': {
    title: msg`New users per day`,
    about: msg`People who started using the app, with a device or an account.`,
    kind: 'lines',
  },
  'user-interests': {
    title: msg`Interests`,
    about: msg`The categories users chose as their interests.`,
    kind: 'bars',
  },
  'user-motivation': {
    title: msg`Motivation`,
    about: msg`Why the users active in this period want to act, as they told the app.`,
    kind: 'bars',
  },
}
