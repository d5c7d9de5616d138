import type { DemoCo2Averages, DemoCo2Value } from './co2-data-types.ts'

// The fixed values and country averages of the demo CO2 quiz, kg CO2e per person per year.

const publicServices = {
  en: 'Healthcare, education, roads, defence and the other services of the government, shared over every resident.',
  nl: 'Zorg, onderwijs, wegen, defensie en de andere voorzieningen van de overheid, verdeeld over alle inwoners.',
}

/** What nobody answers a question about, but everybody's footprint holds: one value per country. */
export const demoCo2Values: DemoCo2Value[] = [
  {
    category: 'Public services',
    country: 'NL',
    value: 1600,
    description: publicServices,
    sources: [
      { description: { en: 'Statistics Netherlands (CBS)', nl: 'CBS' }, href: 'https://www.cbs.nl/' },
    ],
  },
  {
    category: 'Public services',
    country: 'BE',
    value: 1700,
    description: publicServices,
    sources: [{ description: { en: 'Statbel', nl: 'Statbel' }, href: 'https://statbel.fgov.be/' }],
  },
  {
    category: 'Public services',
    country: 'DE',
    value: 1800,
    description: publicServices,
    sources: [{ description: { en: 'Destatis', nl: 'Destatis' }, href: 'https://www.destatis.de/' }],
  },
]

/**
 * The average per category. NL is what the typical Dutch answers of the demo quiz come to (the
 * formulas with the shipped data tables, rounded to whole kg; tests/domain/co2-demo-quiz.test.ts
 * holds them to it). Belgium heats more (bigger, older homes, gas and heating oil) on cleaner,
 * largely nuclear power and drives more; Germany's electricity has more coal in it and its
 * trains are not all on green power.
 */
export const demoCo2Averages: DemoCo2Averages = {
  NL: {
    Food: 1750,
    Car: 1710,
    'Public transport': 5,
    Flying: 576,
    Heating: 979,
    Electricity: 462,
    Clothing: 360,
    Electronics: 210,
    Recycling: 150,
    'Public services': 1600,
  },
  BE: {
    Food: 1800,
    Car: 1950,
    'Public transport': 12,
    Flying: 520,
    Heating: 1350,
    Electricity: 250,
    Clothing: 360,
    Electronics: 210,
    Recycling: 130,
    'Public services': 1700,
  },
  DE: {
    Food: 1750,
    Car: 1800,
    'Public transport': 25,
    Flying: 500,
    Heating: 1150,
    Electricity: 600,
    Clothing: 390,
    Electronics: 230,
    Recycling: 120,
    'Public services': 1800,
  },
}
