import type { actionsApi } from '../../src/console/api/actions.ts'
import type { CreateInputOf } from '../../src/console/api/resource.ts'
import { type Address, emptyAddress } from '../../src/domain/content/address.ts'
import type { ActionDto } from '../../src/domain/contracts/actions.ts'
import type { MediaItemDto } from '../../src/domain/contracts/media.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { textsIn } from '../../src/domain/reference.ts'
import { labelRows } from '../labels/fixtures.ts'
import { contentFake, sentOrKept } from './fakeContent.ts'
import { address, bikeShed, categoryEntries, complete, type Text } from './fixtures.ts'

type StepSeed = { id: number; description: Text; address?: Address }
type SourceSeed = { id: number; description: Text; href: string }
type ActionSeed = {
  id: number
  title: Text
  type: ActionDto['type']
  shortDescription: Text
  description: Text
  categoryIds: number[]
  /** Labels of stories/labels (1 Early adopter … 7 Workshop Rotterdam). */
  labelIds: number[]
  difficulty: number
  impact: number
  steps: StepSeed[]
  sources: SourceSeed[]
  media?: MediaItemDto[]
}

/**
 * Four actions under the categories of stories/categories. "Eat vegetarian three days a week" (2)
 * has three steps: one without an address, one at a market that marks an area (not exact, 2 km),
 * one at an exact address. The thermostat tip has a step not yet in Dutch; the green energy
 * action has no Dutch at all.
 */
const actionSeeds: ActionSeed[] = [
  {
    id: 1,
    title: { en: 'Cycle to work', nl: 'Fiets naar je werk' },
    type: 'action',
    shortDescription: {
      en: 'Leave the car at home for trips under 15 km.',
      nl: 'Laat de auto staan voor ritten korter dan 15 km.',
    },
    description: {
      en: 'A commute by bike saves about **300 kg CO2** a year.',
      nl: 'Fietsen naar je werk bespaart zo’n **300 kg CO2** per jaar.',
    },
    categoryIds: [5, 6],
    labelIds: [4],
    difficulty: 40,
    impact: 60,
    steps: [
      {
        id: 1,
        description: { en: 'Check your tyres and lights', nl: 'Controleer je banden en verlichting' },
      },
      {
        id: 2,
        description: { en: 'Plan a route along cycle paths', nl: 'Plan een route over fietspaden' },
      },
    ],
    sources: [
      {
        id: 1,
        description: { en: 'Cycling facts', nl: 'Fietsfeiten' },
        href: 'https://www.fietsersbond.nl',
      },
    ],
    media: [bikeShed],
  },
  {
    id: 2,
    title: { en: 'Eat vegetarian three days a week', nl: 'Eet drie dagen per week vegetarisch' },
    type: 'action',
    shortDescription: {
      en: 'Swap meat for pulses, nuts or eggs.',
      nl: 'Vervang vlees door peulvruchten, noten of eieren.',
    },
    description: {
      en: 'Meat is the largest part of the footprint of what we eat.',
      nl: 'Vlees is het grootste deel van de voetafdruk van ons eten.',
    },
    categoryIds: [1, 2],
    labelIds: [2, 5],
    difficulty: 55,
    impact: 70,
    steps: [
      {
        id: 11,
        description: {
          en: 'Find three vegetarian recipes you like',
          nl: 'Zoek drie vegetarische recepten die je lekker vindt',
        },
      },
      {
        id: 12,
        description: { en: 'Buy pulses at the market', nl: 'Koop peulvruchten op de markt' },
        address: address({ street: 'Vredenburg', city: 'Utrecht', isSpecific: false, radius: 2 }),
      },
      {
        id: 13,
        description: {
          en: 'Cook for friends at the community kitchen',
          nl: 'Kook voor vrienden in de buurtkeuken',
        },
        address: address({
          street: 'Kanaalstraat',
          house_number: '12',
          postal_code: '3531 CJ',
          city: 'Utrecht',
          isSpecific: true,
        }),
      },
    ],
    sources: [
      {
        id: 2,
        description: { en: 'Food footprint', nl: 'Voetafdruk van voedsel' },
        href: 'https://www.voedingscentrum.nl',
      },
    ],
  },
  {
    id: 3,
    title: { en: 'Turn the thermostat down one degree', nl: 'Zet de thermostaat een graad lager' },
    type: 'tips',
    shortDescription: {
      en: 'One degree lower saves 6% on heating.',
      nl: 'Een graad lager scheelt 6% stookkosten.',
    },
    description: { en: 'Put on a jumper first.', nl: 'Trek eerst een trui aan.' },
    categoryIds: [8],
    labelIds: [],
    difficulty: 10,
    impact: 30,
    steps: [
      { id: 21, description: { en: 'Set the night temperature to 15 °C' } },
      { id: 22, description: { en: 'Close the curtains at dusk', nl: 'Doe de gordijnen dicht bij schemer' } },
    ],
    sources: [],
  },
  {
    id: 4,
    title: { en: 'Switch to a green energy supplier' },
    type: 'action',
    shortDescription: { en: 'Choose power from Dutch wind and sun.' },
    description: { en: 'Compare suppliers on where their power comes from.' },
    categoryIds: [8],
    labelIds: [1],
    difficulty: 20,
    impact: 80,
    steps: [],
    sources: [],
  },
]

const labelRefs = (ids: readonly number[] = []) =>
  labelRows()
    .filter((label) => ids.includes(label.id))
    .map(({ id, value }) => ({ id, value }))

/** Every translated text of an action, its steps' and sources' too (the server's `translated`). */
const allTexts = (seed: ActionSeed) => [
  seed.title,
  seed.shortDescription,
  seed.description,
  ...seed.steps.map((step) => step.description),
  ...seed.sources.map((source) => source.description),
]

/** The actions as `GET /api/action` answers them in `lang`. */
export function actionRows(lang: Lang = 'en'): ActionDto[] {
  return actionSeeds.map((seed) => ({
    id: seed.id,
    ...textsIn(
      { title: seed.title, shortDescription: seed.shortDescription, description: seed.description },
      lang,
    ),
    type: seed.type,
    categories: categoryEntries(seed.categoryIds, lang),
    notRelevantForLabels: labelRefs(seed.labelIds),
    difficulty: seed.difficulty,
    impact: seed.impact,
    steps: seed.steps.map((step, index) => ({
      id: step.id,
      ...textsIn({ description: step.description }, lang),
      index,
      address: step.address ?? emptyAddress,
    })),
    sources: seed.sources.map((source) => ({
      id: source.id,
      ...textsIn({ description: source.description }, lang),
      href: source.href,
    })),
    media: seed.media ?? [],
    translated: complete(allTexts(seed), lang),
    version: 1,
  }))
}

type ActionCreate = CreateInputOf<typeof actionsApi>
type ActionUpdate = Parameters<typeof actionsApi.update>[1]
type StepInput = NonNullable<ActionCreate['steps']>[number]
type SourceInput = NonNullable<ActionCreate['sources']>[number]

/** Steps and sources as the server stores them: saved ones keep their id, new ones get one. */
const savedSteps = (steps: readonly StepInput[] = []) =>
  steps.map((step, index) => ({
    id: step.id ?? 100 + index,
    description: step.description,
    index,
    address: { ...emptyAddress, ...step.address } as Address,
  }))
const savedSources = (sources: readonly SourceInput[] = []) =>
  sources.map((source, index) => ({
    id: source.id ?? 100 + index,
    description: source.description ?? '',
    href: source.href,
  }))

/** An in-memory actions API (lists search the title). */
export const fakeActionsApi = (rows: ActionDto[] = actionRows()) =>
  contentFake<ActionDto, ActionCreate, ActionUpdate>(rows, {
    fields: (input, row) => ({
      title: input.title,
      type: input.type,
      shortDescription: input.shortDescription ?? row?.shortDescription ?? '',
      description: input.description ?? row?.description ?? '',
      categories: sentOrKept(input.categoryIds, row?.categories, categoryEntries),
      notRelevantForLabels: sentOrKept(input.notRelevantForLabelIds, row?.notRelevantForLabels, labelRefs),
      difficulty: input.difficulty ?? row?.difficulty ?? 0,
      impact: input.impact ?? row?.impact ?? 0,
      steps: sentOrKept(input.steps, row?.steps, savedSteps),
      sources: sentOrKept(input.sources, row?.sources, savedSources),
    }),
    searched: (row) => row.title,
  })
