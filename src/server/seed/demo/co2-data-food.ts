import type { DemoCo2Answer, DemoCo2Question } from './co2-data-types.ts'

// The food and shopping questions of the demo CO2 quiz. Typical Dutch answers: meat or fish on
// most days (1,750 kg), half the fruit and veg in season, a little organic and a little wasted;
// 30 to 60 new pieces of clothing a year (360 kg), €20 to €50 a month on electronics (210 kg),
// paper, glass and plastic separated (150 kg).

/** On a question that calculates: the category's country average instead of a figure. */
export const averageAnswer: DemoCo2Answer = {
  text: { en: "I don't know: count me as average", nl: 'Weet ik niet, reken met het gemiddelde' },
  isAverage: true,
}

const milieuCentraal = {
  description: { en: 'Milieu Centraal', nl: 'Milieu Centraal' },
  href: 'https://www.milieucentraal.nl/',
}

export const foodQuestions: DemoCo2Question[] = [
  {
    key: 'diet',
    title: {
      en: 'Which of these describes what you eat best?',
      nl: 'Welke omschrijving past het best bij wat je eet?',
    },
    hint: {
      en: 'Think of an ordinary week, at home and when eating out.',
      nl: 'Denk aan een gewone week, thuis en buiten de deur.',
    },
    questionType: 'answers',
    calculationType: 'diet',
    category: 'Food',
    isQuickScan: true,
    answers: [
      {
        text: {
          en: 'Vegan: no meat, fish, dairy or eggs',
          nl: 'Veganistisch: geen vlees, vis, zuivel of eieren',
        },
        tableKey: 'vegan',
      },
      {
        text: { en: 'Vegetarian: no meat or fish', nl: 'Vegetarisch: geen vlees of vis' },
        tableKey: 'vegetarian',
      },
      {
        text: {
          en: 'Flexitarian: meat a few days a week',
          nl: 'Flexitarisch: een paar dagen per week vlees',
        },
        tableKey: 'flexitarian',
      },
      {
        text: { en: 'Meat or fish on most days', nl: 'Op de meeste dagen vlees of vis' },
        tableKey: 'average',
        typical: true,
      },
      {
        text: { en: 'Meat at almost every meal', nl: 'Bij bijna elke maaltijd vlees' },
        tableKey: 'meat-lover',
      },
      averageAnswer,
    ],
    sources: [milieuCentraal],
  },
  {
    key: 'seasonal',
    title: {
      en: 'How much of your fruit and vegetables is in season?',
      nl: 'Hoeveel van je groente en fruit is van het seizoen?',
    },
    hint: {
      en: 'Out of season often means a heated greenhouse or a flight.',
      nl: 'Buiten het seizoen betekent vaak een verwarmde kas of een vliegreis.',
    },
    questionType: 'answers',
    calculationType: null,
    labels: ['fruit and veg'],
    category: 'Food',
    parent: 'diet',
    answers: [
      { text: { en: 'Almost all of it', nl: 'Bijna alles' }, unitAmount: 0.9 },
      { text: { en: 'About half', nl: 'Ongeveer de helft' }, unitAmount: 0.5, isAverage: true },
      { text: { en: 'Hardly any', nl: 'Bijna niets' }, unitAmount: 0.1 },
    ],
  },
  {
    key: 'organic',
    title: {
      en: 'How much of the food you buy is organic?',
      nl: 'Hoeveel van het eten dat je koopt is biologisch?',
    },
    questionType: 'answers',
    calculationType: null,
    labels: ['organic'],
    category: 'Food',
    parent: 'diet',
    answers: [
      { text: { en: 'None', nl: 'Niets' }, unitAmount: 0 },
      { text: { en: 'A little', nl: 'Een klein deel' }, unitAmount: 0.05, isAverage: true },
      { text: { en: 'About half', nl: 'Ongeveer de helft' }, unitAmount: 0.5 },
      { text: { en: 'Almost all of it', nl: 'Bijna alles' }, unitAmount: 0.9 },
    ],
  },
  {
    key: 'food-waste',
    title: { en: 'How much of your food do you throw away?', nl: 'Hoeveel van je eten gooi je weg?' },
    hint: {
      en: 'Leftovers, food gone bad and food past its date.',
      nl: 'Restjes, bedorven eten en producten over de datum.',
    },
    questionType: 'answers',
    calculationType: null,
    labels: ['food waste'],
    category: 'Food',
    parent: 'diet',
    answers: [
      { text: { en: 'Almost nothing', nl: 'Bijna niets' }, unitAmount: 0.03 },
      {
        text: { en: 'A little, now and then', nl: 'Af en toe een beetje' },
        unitAmount: 0.1,
        isAverage: true,
      },
      { text: { en: 'Quite a lot', nl: 'Best veel' }, unitAmount: 0.2 },
    ],
  },
]

export const consumptionQuestions: DemoCo2Question[] = [
  {
    key: 'clothing',
    title: {
      en: 'How many new pieces of clothing do you buy a year?',
      nl: 'Hoeveel nieuwe kledingstukken koop je per jaar?',
    },
    hint: {
      en: 'Shoes count too; second-hand clothes do not.',
      nl: 'Schoenen tellen mee, tweedehands kleding niet.',
    },
    questionType: 'answers',
    calculationType: 'value-factor',
    // kg CO2e of making one piece, from a T-shirt (about 5) to a pair of jeans or shoes (about 20).
    unitValue: 8,
    category: 'Clothing',
    isQuickScan: true,
    answers: [
      { text: { en: 'Fewer than 10', nl: 'Minder dan 10' }, unitAmount: 5 },
      { text: { en: '10 to 30', nl: '10 tot 30' }, unitAmount: 20 },
      { text: { en: '30 to 60', nl: '30 tot 60' }, unitAmount: 45, typical: true },
      { text: { en: 'More than 60', nl: 'Meer dan 60' }, unitAmount: 75 },
      { text: { en: 'I know the number', nl: 'Ik weet het precieze aantal' }, isOther: true },
      averageAnswer,
    ],
    input: [0, 120],
    sources: [milieuCentraal],
  },
  {
    key: 'electronics',
    title: {
      en: 'How much do you spend a month on electronics, such as phones, laptops and TVs?',
      nl: "Hoeveel geef je per maand uit aan elektronica, zoals telefoons, laptops en tv's?",
    },
    hint: {
      en: 'Spread a big purchase over the years you use it: a €600 phone kept for two years is €25 a month.',
      nl: 'Spreid een grote aankoop over de jaren dat je hem gebruikt: een telefoon van € 600 die je twee jaar houdt, is € 25 per maand.',
    },
    questionType: 'answers',
    calculationType: 'consumption',
    // kg CO2e per euro spent on electronics (making and shipping).
    unitValue: 0.5,
    category: 'Electronics',
    answers: [
      { text: { en: 'Less than €20', nl: 'Minder dan € 20' }, unitAmount: 10 },
      { text: { en: '€20 to €50', nl: '€ 20 tot € 50' }, unitAmount: 35, typical: true },
      { text: { en: '€50 to €100', nl: '€ 50 tot € 100' }, unitAmount: 75 },
      { text: { en: 'More than €100', nl: 'Meer dan € 100' }, unitAmount: 150 },
      { text: { en: 'Another amount', nl: 'Een ander bedrag' }, isOther: true },
      averageAnswer,
    ],
    input: [0, 400],
  },
  {
    key: 'waste',
    title: {
      en: 'How much of your household waste do you separate?',
      nl: 'Hoeveel van je huishoudelijk afval scheid je?',
    },
    hint: {
      en: 'What is left is burnt, and burning plastic releases CO2.',
      nl: 'De rest wordt verbrand, en bij het verbranden van plastic komt CO2 vrij.',
    },
    questionType: 'answers',
    calculationType: 'value',
    category: 'Recycling',
    answers: [
      {
        text: { en: 'Almost everything, also fruit, vegetable and garden waste', nl: 'Bijna alles, ook gft' },
        unitAmount: 80,
      },
      {
        text: { en: 'Paper, glass and plastic', nl: 'Papier, glas en plastic' },
        unitAmount: 150,
        typical: true,
      },
      { text: { en: 'Only paper and glass', nl: 'Alleen papier en glas' }, unitAmount: 220 },
      { text: { en: 'Nothing', nl: 'Niets' }, unitAmount: 300 },
      averageAnswer,
    ],
  },
]
