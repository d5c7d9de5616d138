import type { infoItemsApi } from '../../src/console/api/info-items.ts'
import type { CreateInputOf } from '../../src/console/api/resource.ts'
import type { InfoItemDto } from '../../src/domain/contracts/info-items.ts'
import type { MediaItemDto } from '../../src/domain/contracts/media.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { textsIn } from '../../src/domain/reference.ts'
import { contentFake } from './fakeContent.ts'
import { complete, heatPumpPicture, type Text } from './fixtures.ts'

// The info pages as the API answers them, and an in-memory fake of their client.

type InfoItemSeed = { id: number; title: Text; description: Text; media: MediaItemDto[] }

/** Two info pages of stories; the heat pump page has no Dutch title yet. */
const infoItemSeeds: InfoItemSeed[] = [
  {
    id: 1,
    title: { en: 'Why what you eat matters', nl: 'Waarom wat je eet ertoe doet' },
    description: {
      en: 'A quarter of our footprint is **food**. Meat and dairy weigh the most.',
      nl: 'Een kwart van onze voetafdruk is **voedsel**. Vlees en zuivel wegen het zwaarst.',
    },
    media: [],
  },
  {
    id: 2,
    title: { en: 'How a heat pump works' },
    description: {
      en: 'It moves heat from the outside air into your home, like a fridge in reverse.',
      nl: 'Hij haalt warmte uit de buitenlucht naar binnen, als een omgekeerde koelkast.',
    },
    media: [heatPumpPicture],
  },
]

/** The info pages as `GET /api/info-item` answers them in `lang`. */
export function infoItemRows(lang: Lang = 'en'): InfoItemDto[] {
  return infoItemSeeds.map((seed) => ({
    id: seed.id,
    ...textsIn({ title: seed.title, description: seed.description }, lang),
    media: seed.media,
    translated: complete([seed.title, seed.description], lang),
    version: 1,
  }))
}

type InfoItemCreate = CreateInputOf<typeof infoItemsApi>
type InfoItemUpdate = Parameters<typeof infoItemsApi.update>[1]

/** An in-memory info pages API. */
export const fakeInfoItemsApi = (rows: InfoItemDto[] = infoItemRows()) =>
  contentFake<InfoItemDto, InfoItemCreate, InfoItemUpdate>(rows, {
    fields: (input, row) => ({
      title: input.title,
      description: input.description ?? row?.description ?? '',
    }),
    searched: (row) => row.title,
  })
