import { msg } from '@lingui/core/macro'
import { type StatisticsSlug, statisticsSlugs } from '../../../domain/statistics.ts'
import type { Command } from '../../app/palette/registry.ts'
import { statisticsPath } from './paths.ts'

const titles = {
  quizzes: msg`Statistics: Quizzes`,
  actions: msg`Statistics: Actions`,
  'co2-scan': msg`Statistics: CO2 scan`,
  'user-interests': msg`Statistics: User interests`,
} as const satisfies Record<StatisticsSlug, unknown>

const keywords: Record<StatisticsSlug, string[]> = {
  quizzes: ['chart', 'quiz', 'grafiek'],
  actions: ['chart', 'tips', 'grafiek'],
  'co2-scan': ['chart', 'footprint', 'grafiek', 'voetafdruk'],
  'user-interests': ['chart', 'motivation', 'new users', 'grafiek', 'motivatie'],
}

/** Every statistics chart page in the palette's "Go to" (the hub is the menu's Statistics). */
export const statisticsCommands: Command[] = statisticsSlugs.map((slug) => ({
  id: `go.statistics.${slug}`,
  group: 'navigation',
  label: titles[slug],
  keywords: [statisticsPath(slug), ...keywords[slug]],
  run: (context) => context.navigate(statisticsPath(slug)),
}))
