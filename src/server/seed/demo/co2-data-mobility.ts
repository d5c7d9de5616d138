import { averageAnswer } from './co2-data-food.ts'
import type { DemoCo2Answer, DemoCo2Question } from './co2-data-types.ts'

// The travel questions of the demo CO2 quiz. Typical Dutch answers: a petrol car of one's own,
// 5,000 to 10,000 km a year, mostly alone (7,500 × 0.19 × 1.2 = 1,710 kg); 20 km a week by train
// (5 kg); no motorbike; one return flight to southern Europe a year (1,600 km × 2 × 0.18 = 576 kg).

const times = (typical?: 'never' | 'once'): DemoCo2Answer[] => [
  {
    text: { en: 'Never', nl: 'Geen enkele keer' },
    unitAmount: 0,
    ...(typical === 'never' && { typical: true }),
  },
  { text: { en: 'Once', nl: 'Eén keer' }, unitAmount: 1, ...(typical === 'once' && { typical: true }) },
  { text: { en: 'Two or three times', nl: 'Twee of drie keer' }, unitAmount: 2.5 },
  { text: { en: 'Four times or more', nl: 'Vier keer of vaker' }, unitAmount: 5 },
]

const iKnow = { en: 'I know the number', nl: 'Ik weet het precieze aantal' }

export const mobilityQuestions: DemoCo2Question[] = [
  {
    key: 'has-car',
    title: { en: 'Do you drive a car?', nl: 'Rijd je auto?' },
    hint: {
      en: 'Your own, a lease car or a shared car.',
      nl: 'Een eigen auto, een leaseauto of een deelauto.',
    },
    questionType: 'answers',
    calculationType: null,
    category: 'Car',
    isQuickScan: true,
    answers: [
      {
        text: { en: 'Yes, my own or a lease car', nl: 'Ja, een eigen auto of een leaseauto' },
        unitAmount: 0,
        providesLabels: ['car sharing'],
        isAverage: true,
        followUp: 'car',
      },
      {
        text: { en: 'Yes, mostly a shared car', nl: 'Ja, meestal een deelauto' },
        unitAmount: 1,
        providesLabels: ['car sharing'],
        followUp: 'car',
      },
      {
        text: { en: 'No', nl: 'Nee' },
        unitAmount: 0,
        providesLabels: ['car sharing'],
        resets: ['car-fuel', 'car-km', 'car-passengers'],
      },
    ],
  },
  {
    key: 'car',
    title: { en: 'Your car', nl: 'Je auto' },
    hint: {
      en: 'A few questions about the car you are in most.',
      nl: 'Een paar vragen over de auto waarin je het vaakst zit.',
    },
    description: {
      en: 'We count the fuel or electricity per kilometre, plus a share for making the car. People travelling with you share the emissions.',
      nl: 'We rekenen met de brandstof of stroom per kilometer, plus een deel voor het maken van de auto. Rijden er mensen mee, dan delen jullie de uitstoot.',
    },
    questionType: 'parts-question',
    calculationType: 'car',
    category: 'Car',
    sources: [
      {
        description: { en: 'CO2 emission factors', nl: 'CO2-emissiefactoren' },
        href: 'https://www.co2emissiefactoren.nl/',
      },
    ],
  },
  {
    key: 'car-fuel',
    title: { en: 'What does the car run on?', nl: 'Waar rijdt de auto op?' },
    questionType: 'answers',
    calculationType: null,
    partType: 'car-fuel',
    labels: ['car fuel'],
    category: 'Car',
    partOf: 'car',
    answers: [
      { text: { en: 'Petrol', nl: 'Benzine' }, tableKey: 'petrol', isAverage: true },
      { text: { en: 'Diesel', nl: 'Diesel' }, tableKey: 'diesel' },
      { text: { en: 'LPG', nl: 'Lpg' }, tableKey: 'lpg' },
      { text: { en: 'Hybrid', nl: 'Hybride' }, tableKey: 'hybrid' },
      { text: { en: 'Electric', nl: 'Elektrisch' }, tableKey: 'electric' },
    ],
  },
  {
    key: 'car-km',
    title: {
      en: 'How many kilometres a year are you in the car?',
      nl: 'Hoeveel kilometer per jaar zit je in de auto?',
    },
    hint: { en: 'As the driver or as a passenger.', nl: 'Als bestuurder of als passagier.' },
    questionType: 'answers',
    calculationType: null,
    partType: 'car-km',
    labels: ['car km'],
    category: 'Car',
    partOf: 'car',
    answers: [
      { text: { en: 'Less than 5,000 km', nl: 'Minder dan 5.000 km' }, unitAmount: 3000 },
      { text: { en: '5,000 to 10,000 km', nl: '5.000 tot 10.000 km' }, unitAmount: 7500, isAverage: true },
      { text: { en: '10,000 to 20,000 km', nl: '10.000 tot 20.000 km' }, unitAmount: 15000 },
      { text: { en: 'More than 20,000 km', nl: 'Meer dan 20.000 km' }, unitAmount: 25000 },
      { text: iKnow, isOther: true },
    ],
    input: [500, 60000],
  },
  {
    key: 'car-passengers',
    title: {
      en: 'How many people are usually in the car, you included?',
      nl: 'Met hoeveel mensen zit je meestal in de auto, jijzelf meegeteld?',
    },
    questionType: 'answers',
    calculationType: null,
    partType: 'car-passengers',
    labels: ['car passengers'],
    category: 'Car',
    partOf: 'car',
    answers: [
      { text: { en: 'Just me', nl: 'Alleen ik' }, unitAmount: 1, isAverage: true },
      { text: { en: 'Two', nl: "Met z'n tweeën" }, unitAmount: 2 },
      { text: { en: 'Three or more', nl: 'Met drie of meer' }, unitAmount: 3 },
    ],
  },
  {
    key: 'public-transport',
    title: {
      en: 'How do you mostly travel by public transport?',
      nl: 'Hoe reis je meestal met het openbaar vervoer?',
    },
    questionType: 'answers',
    calculationType: 'mobility',
    category: 'Public transport',
    // unitAmount: the km a week counted when the follow-up is left open.
    answers: [
      { text: { en: 'I hardly ever use it', nl: 'Ik gebruik het bijna nooit' }, unitAmount: 0 },
      {
        text: { en: 'By train', nl: 'Met de trein' },
        tableKey: 'train',
        unitAmount: 20,
        followUp: 'public-transport-km',
        typical: true,
      },
      {
        text: { en: 'By bus', nl: 'Met de bus' },
        tableKey: 'bus',
        unitAmount: 20,
        followUp: 'public-transport-km',
      },
      {
        text: { en: 'By tram or metro', nl: 'Met de tram of metro' },
        tableKey: 'tram-metro',
        unitAmount: 20,
        followUp: 'public-transport-km',
      },
      averageAnswer,
    ],
  },
  {
    key: 'public-transport-km',
    title: {
      en: 'How many kilometres a week do you travel by public transport?',
      nl: 'Hoeveel kilometer per week reis je met het openbaar vervoer?',
    },
    hint: { en: 'A return trip counts both ways.', nl: 'Tel zowel de heenreis als de terugreis mee.' },
    questionType: 'user-input',
    calculationType: null,
    category: 'Public transport',
    input: [5, 400],
    typical: 20,
  },
  {
    key: 'motor',
    title: {
      en: 'How many kilometres a year do you ride a motorbike, moped or scooter?',
      nl: 'Hoeveel kilometer per jaar rijd je op een motor, brommer of scooter?',
    },
    questionType: 'answers',
    calculationType: 'motor',
    category: 'Motorcycle',
    answers: [
      {
        text: { en: "I don't ride one", nl: 'Ik rijd geen motor, brommer of scooter' },
        unitAmount: 0,
        resets: ['motor-fuel', 'motor-passengers'],
        typical: true,
      },
      { text: { en: 'Less than 1,000 km', nl: 'Minder dan 1.000 km' }, unitAmount: 500 },
      { text: { en: '1,000 to 3,000 km', nl: '1.000 tot 3.000 km' }, unitAmount: 2000 },
      { text: { en: 'More than 3,000 km', nl: 'Meer dan 3.000 km' }, unitAmount: 5000 },
      { text: iKnow, isOther: true },
    ],
    input: [100, 30000],
  },
  {
    key: 'motor-fuel',
    title: { en: 'What does it run on?', nl: 'Waar rijdt hij op?' },
    questionType: 'answers',
    calculationType: null,
    labels: ['motor fuel'],
    category: 'Motorcycle',
    parent: 'motor',
    answers: [
      { text: { en: 'Petrol', nl: 'Benzine' }, tableKey: 'petrol', isAverage: true },
      { text: { en: 'Electric', nl: 'Elektrisch' }, tableKey: 'electric' },
    ],
  },
  {
    key: 'motor-passengers',
    title: { en: 'Do you usually ride with a passenger?', nl: 'Heb je meestal iemand achterop?' },
    questionType: 'answers',
    calculationType: null,
    labels: ['motor passengers'],
    category: 'Motorcycle',
    parent: 'motor',
    answers: [
      { text: { en: 'No, I ride alone', nl: 'Nee, ik rijd alleen' }, unitAmount: 1, isAverage: true },
      { text: { en: 'Yes, usually', nl: 'Ja, meestal' }, unitAmount: 2 },
    ],
  },
  {
    key: 'flights-short',
    title: {
      en: 'How many return flights within 700 km did you take last year?',
      nl: 'Hoe vaak vloog je vorig jaar heen en terug naar een bestemming binnen 700 km?',
    },
    hint: { en: 'For example London, Paris or Berlin.', nl: 'Bijvoorbeeld naar Londen, Parijs of Berlijn.' },
    questionType: 'answers',
    calculationType: 'flying',
    unitValue: 500,
    category: 'Flying',
    chain: 'flights-medium',
    isQuickScan: true,
    answers: [...times('never'), averageAnswer],
  },
  {
    key: 'flights-medium',
    title: {
      en: 'And return flights of 700 to 2,500 km?',
      nl: 'En naar een bestemming tussen 700 en 2.500 km?',
    },
    hint: {
      en: 'For example Spain, Italy or Greece.',
      nl: 'Bijvoorbeeld naar Spanje, Italië of Griekenland.',
    },
    questionType: 'answers',
    calculationType: null,
    unitValue: 1600,
    category: 'Flying',
    chain: 'flights-long',
    answers: times('once'),
  },
  {
    key: 'flights-long',
    title: {
      en: 'And return flights of more than 2,500 km?',
      nl: 'En naar een bestemming verder dan 2.500 km?',
    },
    hint: {
      en: 'For example the United States, Asia or the Caribbean.',
      nl: 'Bijvoorbeeld naar de Verenigde Staten, Azië of het Caribisch gebied.',
    },
    questionType: 'answers',
    calculationType: null,
    unitValue: 7000,
    category: 'Flying',
    answers: times('never'),
  },
]
