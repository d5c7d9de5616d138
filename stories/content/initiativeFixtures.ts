import type { initiativesApi } from '../../src/console/api/initiatives.ts'
import type { CreateInputOf } from '../../src/console/api/resource.ts'
import { type Address, emptyAddress } from '../../src/domain/content/address.ts'
import type { InitiativeDto } from '../../src/domain/contracts/initiatives.ts'
import type { MediaItemDto } from '../../src/domain/contracts/media.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { textsIn } from '../../src/domain/reference.ts'
import { contentFake, sentOrKept } from './fakeContent.ts'
import { address, categoryEntries, complete, repairTable, type Text } from './fixtures.ts'

// The initiatives as the API answers them, and an in-memory fake of their client.

/** An initiative as `/api/initiative` answers it, with only what a story or test cares about set. */
export const initiativeRecord = (
  id: number,
  title: string,
  more: Partial<InitiativeDto> = {},
): InitiativeDto => ({
  id,
  title,
  quizTitle: title,
  website: `https://${id}.example.org`,
  impactArea: 'local',
  address: emptyAddress,
  categories: [],
  shortDescription: '',
  description: '',
  media: [],
  translated: true,
  version: 1,
  ...more,
})

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

/** An address as a save stores it: the empty one with what was sent filled in. */
const savedAddress = (sent?: InitiativeCreate['address']) => ({ ...emptyAddress, ...sent }) as Address

/** An in-memory initiatives API (lists search the title). */
export const fakeInitiativesApi = (rows: InitiativeDto[] = initiativeRows()) =>
  contentFake<InitiativeDto, InitiativeCreate, InitiativeUpdate>(rows, {
    fields: (input, row) => ({
      title: input.title,
      quizTitle: input.quizTitle,
      website: input.website,
      impactArea: input.impactArea,
      address: sentOrKept(input.address, row?.address, savedAddress),
      categories: sentOrKept(input.categoryIds, row?.categories, categoryEntries),
      shortDescription: input.shortDescription ?? row?.shortDescription ?? '',
      description: input.description ?? row?.description ?? '',
    }),
    searched: (row) => row.title,
  })
