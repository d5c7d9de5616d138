import type { Db } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'

type DemoCategory = {
  emoji: string
  en: string
  /** Missing: the Dutch title is still to be written (the list shows "Missing translations" in Dutch). */
  nl?: string
  /** Non-content categories only carry fixed CO2 values; users cannot pick them as an interest. */
  isContent?: false
  children?: DemoCategory[]
}

/** A realistic two-level set in English and Dutch, a few Dutch titles still missing. */
export const demoCategories: DemoCategory[] = [
  {
    emoji: '🥦',
    en: 'Food',
    nl: 'Voeding',
    children: [
      { emoji: '🥩', en: 'Meat', nl: 'Vlees' },
      { emoji: '🧀', en: 'Dairy', nl: 'Zuivel' },
      { emoji: '🥕', en: 'Vegetables', nl: 'Groenten' },
      { emoji: '🐟', en: 'Fish', nl: 'Vis' },
      { emoji: '🍽️', en: 'Food waste' },
    ],
  },
  {
    emoji: '🚲',
    en: 'Mobility',
    nl: 'Mobiliteit',
    children: [
      { emoji: '🚗', en: 'Car', nl: 'Auto' },
      { emoji: '✈️', en: 'Flying', nl: 'Vliegen' },
      { emoji: '🚆', en: 'Public transport', nl: 'Openbaar vervoer' },
      { emoji: '🚴', en: 'Cycling', nl: 'Fietsen' },
      { emoji: '🏍️', en: 'Motorcycle' },
    ],
  },
  {
    emoji: '⚡',
    en: 'Energy',
    nl: 'Energie',
    children: [
      { emoji: '💡', en: 'Electricity', nl: 'Elektriciteit', isContent: false },
      { emoji: '🔥', en: 'Heating', nl: 'Verwarming', isContent: false },
      { emoji: '☀️', en: 'Solar panels', nl: 'Zonnepanelen' },
    ],
  },
  {
    emoji: '🏠',
    en: 'Home',
    nl: 'Wonen',
    children: [
      { emoji: '🧱', en: 'Insulation', nl: 'Isolatie', isContent: false },
      { emoji: '🔌', en: 'Appliances', nl: 'Apparaten' },
    ],
  },
  {
    emoji: '🛍️',
    en: 'Consumption',
    nl: 'Consumptie',
    children: [
      { emoji: '👕', en: 'Clothing', nl: 'Kleding' },
      { emoji: '📱', en: 'Electronics', nl: 'Elektronica' },
    ],
  },
  {
    emoji: '♻️',
    en: 'Waste',
    nl: 'Afval',
    children: [
      { emoji: '🔄', en: 'Recycling', nl: 'Recycling' },
      { emoji: '🧴', en: 'Plastic', nl: 'Plastic' },
    ],
  },
  {
    emoji: '🌳',
    en: 'Nature',
    nl: 'Natuur',
    children: [
      { emoji: '🐝', en: 'Biodiversity', nl: 'Biodiversiteit' },
      { emoji: '🪴', en: 'Gardening' },
    ],
  },
  { emoji: '💧', en: 'Water' },
  // Only a fixed CO2 value per country (the demo CO2 quiz): nothing a user answers or chooses.
  { emoji: '🏛️', en: 'Public services', nl: 'Publieke voorzieningen', isContent: false },
]

const title = (category: DemoCategory) =>
  category.nl ? { en: category.en, nl: category.nl } : { en: category.en }

/** The demo categories, stored depth first (each main category followed by its sub categories). */
export async function seedDemoCategories(db: Db) {
  let index = 0
  for (const main of demoCategories) {
    const [row] = await db
      .insert(categories)
      .values({ title: title(main), emoji: main.emoji, isContent: main.isContent ?? true, index: index++ })
      .returning({ id: categories.id })
    for (const child of main.children ?? []) {
      await db.insert(categories).values({
        title: title(child),
        emoji: child.emoji,
        isContent: child.isContent ?? true,
        parentCategoryId: row!.id,
        index: index++,
      })
    }
  }
}
