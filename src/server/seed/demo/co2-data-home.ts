import type { DemoCo2Question } from './co2-data-types.ts'

// The home and energy questions of the demo CO2 quiz. Typical Dutch answers: a terraced house
// built between 1975 and 1992, of an ordinary size, shared by two; heated with gas
// (1,100 m³ × 1.78 ÷ 2 = 979 kg) and on ordinary grey electricity (2,800 kWh × 0.33 ÷ 2 = 462 kg);
// no aquarium; the yearly use from the energy statement not at hand.

export const homeQuestions: DemoCo2Question[] = [
  {
    key: 'home',
    title: { en: 'Your home', nl: 'Je woning' },
    hint: {
      en: 'Heating and electricity are shared by everyone you live with.',
      nl: 'Verwarming en stroom deel je met iedereen met wie je samenwoont.',
    },
    questionType: 'parts-question',
    calculationType: null,
    category: 'Home',
  },
  {
    key: 'house-type',
    title: { en: 'What kind of home do you live in?', nl: 'In wat voor woning woon je?' },
    questionType: 'answers',
    calculationType: null,
    partType: 'house-type',
    labels: ['house type'],
    category: 'Home',
    partOf: 'home',
    isQuickScan: true,
    answers: [
      { text: { en: 'Apartment', nl: 'Appartement' }, tableKey: 'apartment' },
      { text: { en: 'Terraced house', nl: 'Tussenwoning' }, tableKey: 'terraced', isAverage: true },
      { text: { en: 'Corner house', nl: 'Hoekwoning' }, tableKey: 'corner' },
      { text: { en: 'Semi-detached house', nl: 'Twee-onder-een-kapwoning' }, tableKey: 'semi-detached' },
      { text: { en: 'Detached house', nl: 'Vrijstaande woning' }, tableKey: 'detached' },
    ],
  },
  {
    key: 'house-age',
    title: { en: 'When was your home built?', nl: 'Wanneer is je woning gebouwd?' },
    hint: {
      en: 'Was it renovated and insulated since? Then choose the year of the renovation.',
      nl: 'Is de woning later verbouwd en geïsoleerd? Kies dan het jaar van de verbouwing.',
    },
    questionType: 'answers',
    calculationType: null,
    partType: 'house-age',
    labels: ['house age'],
    category: 'Home',
    partOf: 'home',
    // unitAmount: the heat a home of that age needs against one built from 1975 to 1992.
    answers: [
      { text: { en: 'Before 1945', nl: 'Voor 1945' }, unitAmount: 1.4 },
      { text: { en: '1945 to 1975', nl: 'Tussen 1945 en 1975' }, unitAmount: 1.2 },
      { text: { en: '1975 to 1992', nl: 'Tussen 1975 en 1992' }, unitAmount: 1, isAverage: true },
      { text: { en: 'After 1992', nl: 'Na 1992' }, unitAmount: 0.7 },
    ],
  },
  {
    key: 'house-occupants',
    title: {
      en: 'How many people live in your home, you included?',
      nl: 'Met hoeveel mensen woon je, jijzelf meegeteld?',
    },
    questionType: 'answers',
    calculationType: null,
    partType: 'house-occupants',
    labels: ['house occupants'],
    category: 'Home',
    partOf: 'home',
    answers: [
      { text: { en: 'Just me', nl: 'Alleen ik' }, unitAmount: 1 },
      { text: { en: 'Two', nl: 'Twee' }, unitAmount: 2, isAverage: true },
      { text: { en: 'Three', nl: 'Drie' }, unitAmount: 3 },
      { text: { en: 'Four', nl: 'Vier' }, unitAmount: 4 },
      { text: { en: 'Five or more', nl: 'Vijf of meer' }, unitAmount: 5 },
    ],
  },
  {
    key: 'house-size',
    title: {
      en: 'How big is your home compared with similar homes?',
      nl: 'Hoe groot is je woning vergeleken met vergelijkbare woningen?',
    },
    hint: {
      en: 'A terraced house is usually about 120 m², an apartment about 80 m².',
      nl: "Een tussenwoning is meestal zo'n 120 m², een appartement zo'n 80 m².",
    },
    description: {
      en: 'We estimate the gas for heating, hot water and cooking from the type, age and size of your home, shared by the people you live with.',
      nl: 'We schatten het gas voor verwarming, warm water en koken aan de hand van het soort woning, de leeftijd en de grootte, verdeeld over de mensen met wie je woont.',
    },
    questionType: 'answers',
    calculationType: 'houseSize',
    category: 'Heating',
    answers: [
      { text: { en: 'Smaller', nl: 'Kleiner' }, unitAmount: 0.8 },
      { text: { en: 'About the same', nl: 'Ongeveer even groot' }, unitAmount: 1, typical: true },
      { text: { en: 'Bigger', nl: 'Groter' }, unitAmount: 1.25 },
      { text: { en: 'Much bigger', nl: 'Veel groter' }, unitAmount: 1.5 },
    ],
  },
  {
    key: 'electricity',
    title: { en: 'What kind of electricity do you use?', nl: 'Wat voor stroom gebruik je?' },
    hint: { en: 'Your energy contract says so.', nl: 'Dat staat in je energiecontract.' },
    questionType: 'answers',
    calculationType: 'electricity',
    category: 'Electricity',
    isQuickScan: true,
    answers: [
      {
        text: { en: 'Ordinary (grey) electricity', nl: 'Gewone (grijze) stroom' },
        tableKey: 'grey',
        typical: true,
      },
      {
        text: {
          en: 'Green electricity from Dutch wind or sun',
          nl: 'Groene stroom uit Nederlandse wind of zon',
        },
        tableKey: 'green',
      },
      {
        text: { en: 'Mostly from my own solar panels', nl: 'Vooral van mijn eigen zonnepanelen' },
        tableKey: 'solar',
      },
      { text: { en: "I don't know", nl: 'Weet ik niet' }, tableKey: 'grey' },
    ],
    sources: [
      {
        description: { en: 'CO2 emission factors', nl: 'CO2-emissiefactoren' },
        href: 'https://www.co2emissiefactoren.nl/',
      },
    ],
  },
  {
    key: 'aquarium',
    title: { en: 'Do you have an aquarium?', nl: 'Heb je een aquarium?' },
    hint: {
      en: 'A heated tank with a light and a pump uses electricity day and night.',
      nl: 'Een verwarmde bak met lamp en pomp gebruikt dag en nacht stroom.',
    },
    questionType: 'answers',
    calculationType: 'aquariumElectricity',
    category: 'Electricity',
    isDismissable: true,
    // unitAmount: litres of water.
    answers: [
      { text: { en: 'No', nl: 'Nee' }, unitAmount: 0, typical: true },
      { text: { en: 'Yes, up to 60 litres', nl: 'Ja, tot 60 liter' }, unitAmount: 40 },
      { text: { en: 'Yes, 60 to 200 litres', nl: 'Ja, 60 tot 200 liter' }, unitAmount: 120 },
      { text: { en: 'Yes, more than 200 litres', nl: 'Ja, meer dan 200 liter' }, unitAmount: 300 },
      { text: { en: 'Yes, and I know how many litres', nl: 'Ja, en ik weet hoeveel liter' }, isOther: true },
    ],
    input: [10, 1000],
  },
  {
    key: 'knows-usage',
    title: {
      en: 'Do you know how much gas and electricity your home uses a year?',
      nl: 'Weet je hoeveel gas en stroom je huishouden per jaar gebruikt?',
    },
    hint: { en: 'It is on your annual energy statement.', nl: 'Het staat op je jaarafrekening.' },
    questionType: 'answers',
    calculationType: null,
    category: 'Energy',
    answers: [
      { text: { en: 'Yes', nl: 'Ja' }, followUp: 'usage' },
      { text: { en: 'No', nl: 'Nee' }, typical: true },
    ],
  },
  {
    key: 'usage',
    title: { en: 'Your yearly energy use', nl: 'Je energieverbruik per jaar' },
    hint: {
      en: 'What your whole household uses: we share it over the people you live with.',
      nl: 'Wat je hele huishouden gebruikt: wij verdelen het over de mensen met wie je woont.',
    },
    description: {
      en: 'These figures replace the estimates from your home.',
      nl: 'Deze cijfers vervangen de schatting op basis van je woning.',
    },
    questionType: 'parts-question',
    calculationType: null,
    category: 'Energy',
    isDismissable: true,
  },
  {
    key: 'gas-usage',
    title: {
      en: 'How many m³ of gas does your household use a year?',
      nl: 'Hoeveel m³ gas gebruikt je huishouden per jaar?',
    },
    hint: {
      en: 'Enter 0 if your home has no gas connection.',
      nl: 'Vul 0 in als je woning geen gasaansluiting heeft.',
    },
    questionType: 'user-input',
    calculationType: 'gasUsage',
    partType: 'heating',
    category: 'Heating',
    partOf: 'usage',
    isDismissable: true,
    input: [0, 4000],
  },
  {
    key: 'electricity-usage',
    title: {
      en: 'How many kWh of electricity does your household use a year?',
      nl: 'Hoeveel kWh stroom gebruikt je huishouden per jaar?',
    },
    hint: {
      en: 'All you use, also what your own solar panels supply.',
      nl: 'Alles wat je gebruikt, ook wat je eigen zonnepanelen opwekken.',
    },
    questionType: 'user-input',
    calculationType: 'electricityUsage',
    partType: 'appliance-power-usage',
    category: 'Electricity',
    partOf: 'usage',
    isDismissable: true,
    input: [500, 8000],
  },
]
