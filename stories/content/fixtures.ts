import type { heroesApi } from '../../src/console/api/heroes.ts'
import type { infoItemsApi } from '../../src/console/api/info-items.ts'
import type { initiativesApi } from '../../src/console/api/initiatives.ts'
import type { CreateInputOf } from '../../src/console/api/resource.ts'
import type { Address } from '../../src/domain/content/address.ts'
import { emptyAddress } from '../../src/domain/content/address.ts'
import type { HeroDto, InfoItemDto } from '../../src/domain/contracts/info-items.ts'
import type { InitiativeDto } from '../../src/domain/contracts/initiatives.ts'
import type { MediaItemDto } from '../../src/domain/contracts/media.ts'
import type {
  InfographicDto,
  InfographicInput,
  InfographicUpdateInput,
} from '../../src/domain/infographics.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { referenceOf, textsIn } from '../../src/domain/reference.ts'
import { isTranslationComplete } from '../../src/domain/translated.ts'
import { categoryRows } from '../categories/fixtures.ts'
import { memoryResource } from '../support/memoryResource.ts'
import { mediaRecord } from '../ui/media/mediaFixtures.ts'

// The content area's records as the API answers them, in English and Dutch (some Dutch missing:
// the field is empty, its English comes as the reference, and the record is not `translated`), and
// in-memory fakes of their clients. Actions are in actionFixtures.ts, quiz questions in
// quizFixtures.ts, the /content list across kinds in contentRowFixtures.ts.

/** A translated text as stored: English always, Dutch where it has been written. */
export type Text = { en: string; nl?: string }

/** A text in `lang` as a DTO field holds it (empty when missing). */
export const pick = (text: Text, lang: Lang) => (lang === 'en' ? text.en : (text.nl ?? ''))

/** Whether every text is filled in `lang` (the server's `translated`). */
export const complete = (texts: readonly Text[], lang: Lang) => isTranslationComplete(texts, lang)

/** A record's categories as its answer embeds them: id, emoji and the title in `lang`. */
export const categoryEntries = (ids: readonly number[] = [], lang: Lang = 'en') => {
  const categories = categoryRows(lang)
  return ids.map((id) => {
    const { title, emoji, reference } = categories.find((candidate) => candidate.id === id)!
    const missing = reference?.values.title
    return {
      id,
      title,
      emoji,
      ...(missing ? { reference: { lang: reference!.lang, values: { title: missing } } } : {}),
    }
  })
}

/** A media of a record's list (stories/ui/media's media records). */
export const mediaItem = (id: number, description: string, purpose: MediaItemDto['purpose'] = 'main') => {
  const { translated: _translated, version: _version, ...item } = mediaRecord(id, description, purpose)
  return item satisfies MediaItemDto
}

/** An address as the API answers it: the empty one with `more` filled in. */
export const address = (more: Partial<Address> = {}): Address => ({ ...emptyAddress, ...more })

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
  memoryResource<InfographicDto, InfographicInput, InfographicUpdateInput>(rows, {
    create: (input, id) => ({
      id,
      title: input.title,
      description: input.description ?? '',
      categories: categoryEntries(input.categoryIds),
      media: [],
      translated: true,
      version: 1,
    }),
    update: (row, input) => ({
      ...row,
      title: input.title,
      description: input.description ?? row.description,
      categories: input.categoryIds ? categoryEntries(input.categoryIds) : row.categories,
    }),
    matches: (row, q) => row.title.toLowerCase().includes(q.toLowerCase()),
  })

/** A saved record's media list from the ids a create or update sent (`known`: the media it had). */
export const mediaFromIds = (
  ids: readonly (number | { id: number })[] | undefined,
  known: readonly MediaItemDto[] = [],
) =>
  ids
    ?.map((each) => (typeof each === 'number' ? each : each.id))
    .map((id) => known.find((item) => item.id === id) ?? mediaItem(id, `Media ${id}`))

// Media the records below show.
export const bikeShed = mediaItem(21, 'Bicycles in a shed at the station')
export const repairTable = mediaItem(22, 'Volunteers repairing a toaster', 'content-image')
export const heatPumpPicture = mediaItem(23, 'A heat pump outside a terraced house', 'info-graphic')
export const portrait = mediaItem(24, 'Portrait of Fatima in her allotment garden')
export const allotment = mediaItem(25, 'Fatima harvesting beans', 'content-image')
export const nightTrain = mediaItem(26, 'A night train at the platform', 'content-image')
export const contentMedia = [bikeShed, repairTable, heatPumpPicture, portrait, allotment, nightTrain]

// Initiatives ---------------------------------------------------------------------------------

type InitiativeSeed = {
  id: number
  title: Text
  quizTitle: Text
  website: string
  impactArea: InitiativeDto['impactArea']
  address: Address
  categoryIds: number[]
  shortDescription: Text
  description: Text
  media?: MediaItemDto[]
}

/** Three initiatives: local (an exact address), national (an area), global (its Dutch summary missing). */
const initiativeSeeds: InitiativeSeed[] = [
  {
    id: 1,
    title: { en: 'Repair Café Utrecht', nl: 'Repair Café Utrecht' },
    quizTitle: { en: 'Where do you get a toaster fixed?', nl: 'Waar laat je een broodrooster maken?' },
    website: 'https://www.repaircafe.org',
    impactArea: 'local',
    address: address({
      street: 'Oudegracht',
      house_number: '245',
      postal_code: '3511 NT',
      city: 'Utrecht',
      isSpecific: true,
      address_extra: 'Every last Saturday of the month',
    }),
    categoryIds: [4],
    shortDescription: {
      en: 'Volunteers fix your broken things for free.',
      nl: 'Vrijwilligers repareren gratis je kapotte spullen.',
    },
    description: {
      en: 'Bring a **broken toaster**, bike light or pair of jeans and fix it together.',
      nl: 'Neem een **kapotte broodrooster**, fietslamp of spijkerbroek mee en repareer hem samen.',
    },
    media: [repairTable],
  },
  {
    id: 2,
    title: { en: 'Energy cooperative Zuiderlicht', nl: 'Energiecoöperatie Zuiderlicht' },
    quizTitle: { en: 'Who owns the wind turbine?', nl: 'Van wie is de windmolen?' },
    website: 'https://zuiderlicht.example.org',
    impactArea: 'national',
    address: address({ city: 'Amsterdam', radius: 25, alternative: ['Zaandam', 'Haarlem'] }),
    categoryIds: [8],
    shortDescription: {
      en: 'Neighbours who own their solar roofs together.',
      nl: 'Buren die samen hun zonnedaken bezitten.',
    },
    description: {
      en: 'Members buy shares in local solar and wind projects.',
      nl: 'Leden kopen aandelen in zonne- en windprojecten in de buurt.',
    },
  },
  {
    id: 3,
    title: { en: 'Plastic Soup Foundation', nl: 'Plastic Soup Foundation' },
    quizTitle: { en: 'Where does the plastic go?', nl: 'Waar blijft het plastic?' },
    website: 'https://www.plasticsoupfoundation.org',
    impactArea: 'global',
    address: address(),
    categoryIds: [9],
    shortDescription: { en: 'Less plastic in the oceans, starting at the source.' },
    description: {
      en: 'Campaigns against single-use plastic.',
      nl: 'Campagnes tegen plastic voor eenmalig gebruik.',
    },
  },
]

/** The initiatives as `GET /api/initiative` answers them in `lang`. */
export function initiativeRows(lang: Lang = 'en'): InitiativeDto[] {
  return initiativeSeeds.map((seed) => {
    const texts = {
      title: seed.title,
      quizTitle: seed.quizTitle,
      shortDescription: seed.shortDescription,
      description: seed.description,
    }
    return {
      id: seed.id,
      ...textsIn(texts, lang),
      website: seed.website,
      impactArea: seed.impactArea,
      address: seed.address,
      categories: categoryEntries(seed.categoryIds, lang),
      media: seed.media ?? [],
      translated: complete(Object.values(texts), lang),
      version: 1,
    }
  })
}

type InitiativeCreate = CreateInputOf<typeof initiativesApi>
type InitiativeUpdate = Parameters<typeof initiativesApi.update>[1]

/** An in-memory initiatives API (lists search the title). */
export const fakeInitiativesApi = (rows: InitiativeDto[] = initiativeRows()) =>
  memoryResource<InitiativeDto, InitiativeCreate, InitiativeUpdate>(rows, {
    create: (input, id) => ({
      id,
      title: input.title,
      quizTitle: input.quizTitle,
      website: input.website,
      impactArea: input.impactArea,
      address: { ...emptyAddress, ...input.address } as Address,
      categories: categoryEntries(input.categoryIds),
      shortDescription: input.shortDescription ?? '',
      description: input.description ?? '',
      media: mediaFromIds(input.media, contentMedia) ?? [],
      translated: true,
      version: 1,
    }),
    update: (row, input) => ({
      ...row,
      title: input.title,
      quizTitle: input.quizTitle,
      website: input.website,
      impactArea: input.impactArea,
      address: input.address ? ({ ...emptyAddress, ...input.address } as Address) : row.address,
      categories: input.categoryIds ? categoryEntries(input.categoryIds) : row.categories,
      shortDescription: input.shortDescription ?? row.shortDescription,
      description: input.description ?? row.description,
      media: mediaFromIds(input.media, [...row.media, ...contentMedia]) ?? row.media,
    }),
    matches: (row, q) => row.title.toLowerCase().includes(q.toLowerCase()),
  })

// Info pages and heroes ---------------------------------------------------------------------

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
  memoryResource<InfoItemDto, InfoItemCreate, InfoItemUpdate>(rows, {
    create: (input, id) => ({
      id,
      title: input.title,
      description: input.description ?? '',
      media: mediaFromIds(input.media, contentMedia) ?? [],
      translated: true,
      version: 1,
    }),
    update: (row, input) => ({
      ...row,
      title: input.title,
      description: input.description ?? row.description,
      media: mediaFromIds(input.media, [...row.media, ...contentMedia]) ?? row.media,
    }),
    matches: (row, q) => row.title.toLowerCase().includes(q.toLowerCase()),
  })

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

/** An in-memory heroes API. */
export const fakeHeroesApi = (rows: HeroDto[] = heroRows()) =>
  memoryResource<HeroDto, HeroCreate>(rows, {
    create: (input, id) => ({
      id,
      name: input.name,
      media: mediaFromIds(input.media, contentMedia) ?? [],
      translated: true,
      version: 1,
    }),
    update: (row, input) => ({
      ...row,
      name: input.name,
      media: mediaFromIds(input.media, [...row.media, ...contentMedia]) ?? row.media,
    }),
    matches: (row, q) => row.name.toLowerCase().includes(q.toLowerCase()),
  })
