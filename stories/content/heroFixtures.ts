import type { heroesApi } from '../../src/console/api/heroes.ts'
import type { CreateInputOf } from '../../src/console/api/resource.ts'
import type { HeroDto } from '../../src/domain/contracts/info-items.ts'
import type { MediaItemDto } from '../../src/domain/contracts/media.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { textsIn } from '../../src/domain/reference.ts'
import { contentFake } from './fakeContent.ts'
import { allotment, complete, portrait, type Text } from './fixtures.ts'

// The heroes as the API answers them, and an in-memory fake of their client.

type HeroSeed = { id: number; name: Text; media: MediaItemDto[] }

/** Three heroes; the green grandmother has no Dutch name yet. */
const heroSeeds: HeroSeed[] = [
  { id: 1, name: { en: 'Fatima El Amrani', nl: 'Fatima El Amrani' }, media: [portrait, allotment] },
  { id: 2, name: { en: 'The green grandmother' }, media: [] },
  { id: 3, name: { en: 'Jan de Boer', nl: 'Jan de Boer' }, media: [] },
]

/** The heroes as `GET /api/hero` answers them in `lang`. */
export function heroRows(lang: Lang = 'en'): HeroDto[] {
  return heroSeeds.map((seed) => ({
    id: seed.id,
    ...textsIn({ name: seed.name }, lang),
    media: seed.media,
    translated: complete([seed.name], lang),
    version: 1,
  }))
}

type HeroCreate = CreateInputOf<typeof heroesApi>

/** An in-memory heroes API (lists search the name). */
export const fakeHeroesApi = (rows: HeroDto[] = heroRows()) =>
  contentFake<HeroDto, HeroCreate>(rows, {
    fields: (input) => ({ name: input.name }),
    searched: (row) => row.name,
  })
