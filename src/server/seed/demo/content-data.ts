import type { DemoText } from './support.ts'

/**
 * The shape of the demo content (docs/product.md §3) as its data files write it: texts once per
 * language (a missing `nl` is a Dutch text still to be written), categories by English title,
 * labels by value and media by English description, so the data files need no ids.
 */

/** An address of a step or an initiative: exact (`isSpecific`) or anywhere within `radius` km. */
export type DemoAddress = {
  street?: string
  houseNumber?: string
  postalCode?: string
  city: string
  isSpecific: boolean
  radius?: number
  addressExtra?: string
  /** Other places where the same can be done, one line each. */
  alternative?: string[]
}

export type DemoAction = {
  title: DemoText
  type: 'action' | 'tips'
  shortDescription: DemoText
  description: DemoText
  categories: string[]
  difficulty: number
  impact: number
  steps: { description: DemoText; address?: DemoAddress }[]
  sources?: { description: DemoText; href: string }[]
  /** Labels (by value) of users the action is not relevant for. */
  notRelevantFor?: string[]
  /** Media of the library (by English description). */
  media?: string[]
}

export type DemoInitiative = {
  title: DemoText
  quizTitle: DemoText
  website: string
  impactArea: 'local' | 'national' | 'global'
  shortDescription: DemoText
  description: DemoText
  categories: string[]
  address?: DemoAddress
}

/** A chart drawn as an infographic's image: bars, columns or a donut of shares, labelled in English. */
export type DemoChart = {
  kind: 'bars' | 'columns' | 'donut'
  heading: string
  /** What the values count, under the heading. */
  unit: string
  items: [label: string, value: number][]
  /** The media's description in the library. */
  description: DemoText
}

export type DemoInfographic = {
  title: DemoText
  description: DemoText
  categories: string[]
  chart: DemoChart
}

/** A quiz answer with the share of app users who pick it (relative; the user activity follows it). */
export type DemoQuizAnswer = { text: DemoText; correct?: true; share: number }

export type DemoQuizQuestion = { title: DemoText; answers: DemoQuizAnswer[] }

/** An info page of a story; `description` is markdown. */
export type DemoInfoPage = { title: DemoText; description: DemoText; media?: string[] }

/** How a hero's portrait is drawn. */
export type DemoPortrait = {
  description: DemoText
  skin: string
  hair: string
  hairStyle: 'short' | 'long' | 'bun' | 'bald' | 'scarf'
  shirt: string
  background: string
  /** A grey beard, glasses: the details that tell heroes apart. */
  beard?: true
  glasses?: true
}

export type DemoHero = { name: DemoText; portrait: DemoPortrait }
