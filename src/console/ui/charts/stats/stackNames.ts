import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type StatisticsSeriesName, statisticsStackKeys } from '../../../../domain/statistics.ts'

type FixedStackKey = (typeof statisticsStackKeys)[keyof typeof statisticsStackKeys][number]

/**
 * How the console names the statistics' fixed stack keys (`statisticsStackKeys`) in the interface
 * language: the legend, the tooltip, the table's columns and the CSV's header.
 */
export const stackKeyNames: Record<FixedStackKey, MessageDescriptor> = {
  started: msg`Started`,
  finished: msg`Finished`,
  correct: msg`Correct answers`,
  wrong: msg`Wrong answers`,
  action: msg`Actions`,
  tips: msg`Tips`,
  device: msg`Device users`,
  'registered-user': msg`Registered users`,
  users: msg`Users`,
}

/** The fixed stack keys of a series, none where its stacks are data (the CO2 categories). */
export function fixedStackKeys(series: StatisticsSeriesName): readonly string[] {
  return (statisticsStackKeys as Partial<Record<StatisticsSeriesName, readonly string[]>>)[series] ?? []
}

/**
 * A stack's name: a fixed key of this series in the interface language; anything else is data,
 * already in the request's language, and shows as it is (a CO2 category called "users" stays so).
 */
export function stackName(i18n: I18n, series: StatisticsSeriesName, key: string): string {
  if (!fixedStackKeys(series).includes(key)) return key
  const name = (stackKeyNames as Partial<Record<string, MessageDescriptor>>)[key]
  return name ? i18n._(name) : key
}
