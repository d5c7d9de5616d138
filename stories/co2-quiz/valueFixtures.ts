import type { Co2AverageDto } from '../../src/domain/contracts/co2-averages.ts'
import type { Co2ValueDto } from '../../src/domain/contracts/co2-values.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { categoryRows } from '../categories/fixtures.ts'

// CO2 values and averages for the values and averages lists and drawers: a value per country for
// Energy (category 8), and averages of Food, Car and Flying in NL and BE.

const categoryRef = (lang: Lang, id: number) => {
  const category = categoryRows(lang).find((each) => each.id === id)!
  return { id, title: category.title, emoji: category.emoji }
}

/** The values as `GET /api/co2-basket-value` answers them in `lang`. */
export function co2ValueRows(lang: Lang = 'en'): Co2ValueDto[] {
  const countries = [
    { id: 1, country: 'NL', value: 1600, source: 'https://www.cbs.nl/' },
    { id: 2, country: 'BE', value: 1700, source: 'https://statbel.fgov.be/' },
    { id: 3, country: 'DE', value: 1800, source: 'https://www.destatis.de/' },
  ]
  return countries.map(({ id, country, value, source }) => ({
    id,
    value,
    country,
    description: lang === 'en' ? 'Heating of public buildings, shared over every resident.' : '',
    ...(lang === 'nl'
      ? { reference: { lang: 'en' as const, values: { description: 'Heating of public buildings.' } } }
      : {}),
    sources: [{ description: 'Statistics', href: source }],
    overrideQuestions: id === 1 ? [9] : [],
    notRelevantForLabels: false,
    categoryIds: [8],
    categories: [categoryRef(lang, 8)],
    translated: lang === 'en',
    version: 1,
  }))
}

/** The averages as `GET /api/co2-country-average` answers them in `lang`. */
export function co2AverageRows(lang: Lang = 'en'): Co2AverageDto[] {
  const rows: [string, number, number][] = [
    ['NL', 1, 1750],
    ['NL', 6, 1710],
    ['NL', 7, 576],
    ['BE', 1, 1800],
    ['BE', 6, 2100],
  ]
  return rows.map(([country, category, value], index) => ({
    id: index + 1,
    value,
    country,
    categoryIds: [category],
    categories: [categoryRef(lang, category)],
    translated: true,
    version: 1,
  }))
}
