import type {
  InfographicDto,
  InfographicInput,
  InfographicUpdateInput,
} from '../../src/domain/infographics.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { referenceOf } from '../../src/domain/reference.ts'
import { isTranslationComplete } from '../../src/domain/translated.ts'
import { contentFake, sentOrKept } from './fakeContent.ts'
import { categoryEntries, pick, type Text } from './fixtures.ts'

// The infographics as the API answers them, and an in-memory fake of their client.

type Seed = { id: number; title: Text; description: Text; categoryIds: number[] }

/** Four infographics under the categories of stories/categories (Food 1, Meat 2, Mobility 5, Flying 7, Energy 8). */
const seeds: Seed[] = [
  {
    id: 1,
    title: { en: 'CO2 per kilo of food', nl: 'CO2 per kilo voedsel' },
    description: { en: 'Beef emits the most.', nl: 'Rundvlees stoot het meest uit.' },
    categoryIds: [1, 2],
  },
  {
    id: 2,
    title: { en: 'Train or plane to Paris', nl: 'Trein of vliegtuig naar Parijs' },
    description: { en: 'The train wins by far.', nl: 'De trein wint ruim.' },
    categoryIds: [5, 7],
  },
  {
    // Not translated yet: Dutch readers see the English title as a reference.
    id: 3,
    title: { en: 'What standby costs' },
    description: { en: 'Devices on standby use power all year.' },
    categoryIds: [8],
  },
  {
    id: 4,
    title: { en: 'Bike, e-bike or car', nl: 'Fiets, e-bike of auto' },
    description: {
      en: 'Short trips by bike save the most.',
      nl: 'Korte ritten per fiets besparen het meest.',
    },
    categoryIds: [],
  },
]

/** The infographics as `GET /api/info-graphic` answers them in `lang`, categories with their titles in `lang`. */
export function infographicRows(lang: Lang = 'en'): InfographicDto[] {
  return seeds.map((seed) => {
    const reference = referenceOf({ title: seed.title, description: seed.description }, lang)
    return {
      id: seed.id,
      title: pick(seed.title, lang),
      description: pick(seed.description, lang),
      categories: categoryEntries(seed.categoryIds, lang),
      media: [],
      ...(reference ? { reference } : {}),
      translated: isTranslationComplete([seed.title, seed.description], lang),
      version: 1,
    }
  })
}

/** `count` infographics for paging: 'Infographic 1' … */
export function manyInfographicRows(count: number): InfographicDto[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Infographic ${index + 1}`,
    description: '',
    categories: [],
    media: [],
    translated: true,
    version: 1,
  }))
}

/** An in-memory infographics API whose calls the play functions and tests check. */
export const fakeInfographicsApi = (rows: InfographicDto[] = infographicRows()) =>
  contentFake<InfographicDto, InfographicInput, InfographicUpdateInput>(rows, {
    fields: (input, row) => ({
      title: input.title,
      description: input.description ?? row?.description ?? '',
      categories: sentOrKept(input.categoryIds, row?.categories, categoryEntries),
    }),
    searched: (row) => row.title,
  })
