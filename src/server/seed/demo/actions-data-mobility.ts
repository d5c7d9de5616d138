import type { DemoAction } from './content-data.ts'

/** Actions about getting around. */
export const mobilityActions: DemoAction[] = [
  {
    title: { en: 'Cycle to work', nl: 'Fiets naar je werk' },
    type: 'action',
    shortDescription: {
      en: 'Leave the car at home three days a week',
      nl: 'Laat de auto drie dagen per week staan',
    },
    description: {
      en: 'Trips under 15 km are often just as fast by (e-)bike. It saves CO2 and counts as exercise.',
      nl: 'Ritten onder de 15 km zijn met de (e-)fiets vaak net zo snel. Het scheelt CO2 en telt als beweging.',
    },
    categories: ['Cycling', 'Car'],
    difficulty: 45,
    impact: 70,
    steps: [
      { description: { en: 'Check your tyres and lights', nl: 'Controleer je banden en verlichting' } },
      { description: { en: 'Plan a safe route', nl: 'Plan een veilige route' } },
      {
        description: {
          en: 'Cycle to work three days this week',
          nl: 'Fiets deze week drie dagen naar je werk',
        },
      },
    ],
    sources: [
      {
        description: { en: 'CBS: how the Dutch travel', nl: 'CBS: hoe Nederlanders reizen' },
        href: 'https://www.cbs.nl/nl-nl/cijfers/detail/84710NED',
      },
    ],
    media: ['Bicycle parking at the station', 'Bicycle on a country road'],
  },
  {
    title: { en: 'Take the train on holiday', nl: 'Met de trein op vakantie' },
    type: 'action',
    shortDescription: { en: 'The journey is part of the holiday', nl: 'De reis hoort bij de vakantie' },
    description: {
      en: 'Amsterdam–Paris by train emits about ten times less CO2 than flying.',
      nl: 'Amsterdam–Parijs met de trein stoot zo’n tien keer minder CO2 uit dan vliegen.',
    },
    categories: ['Public transport', 'Flying'],
    difficulty: 55,
    impact: 80,
    steps: [
      {
        description: {
          en: 'Compare door-to-door travel times',
          nl: 'Vergelijk de reistijd van deur tot deur',
        },
      },
      {
        description: { en: 'Book an international train ticket', nl: 'Boek een internationaal treinkaartje' },
      },
    ],
    sources: [
      {
        description: {
          en: 'CO2 emission factors per mode of transport',
          nl: 'CO2-emissiefactoren per vervoermiddel',
        },
        href: 'https://www.co2emissiefactoren.nl',
      },
    ],
  },
  {
    title: { en: 'Try a shared car', nl: 'Probeer een deelauto' },
    type: 'action',
    shortDescription: { en: 'A car when you need one', nl: 'Een auto als je er een nodig hebt' },
    description: {
      en: 'People who share a car drive about 15 to 20 % fewer kilometres, and one shared car replaces several private ones.',
      nl: 'Wie een auto deelt, rijdt zo’n 15 tot 20 % minder kilometers, en één deelauto vervangt meerdere eigen auto’s.',
    },
    categories: ['Car'],
    difficulty: 40,
    impact: 55,
    steps: [
      {
        description: { en: 'Find a shared car near your home', nl: 'Zoek een deelauto bij jou in de buurt' },
        address: { city: 'Rotterdam', isSpecific: false, radius: 5 },
      },
      { description: { en: 'Sign up and book a first trip', nl: 'Meld je aan en boek een eerste rit' } },
    ],
    sources: [
      {
        description: { en: 'Milieu Centraal: car sharing', nl: 'Milieu Centraal: autodelen' },
        href: 'https://www.milieucentraal.nl/duurzaam-vervoer/autodelen/',
      },
    ],
  },
  {
    title: { en: 'Test-ride an e-bike', nl: 'Maak een proefrit op een e-bike' },
    type: 'action',
    shortDescription: { en: 'Twenty kilometres without sweating', nl: 'Twintig kilometer zonder te zweten' },
    description: {
      en: 'With an e-bike, trips of 15 to 20 km are easy. Many shops lend one for a week.',
      nl: 'Met een e-bike zijn ritten van 15 tot 20 km goed te doen. Veel winkels lenen er een week een uit.',
    },
    categories: ['Cycling'],
    difficulty: 20,
    impact: 50,
    steps: [
      {
        description: { en: 'Book a test ride', nl: 'Boek een proefrit' },
        address: {
          street: 'Utrechtseweg',
          houseNumber: '36',
          postalCode: '3818 EM',
          city: 'Amersfoort',
          isSpecific: true,
          addressExtra: 'Ask for the week-long trial',
        },
      },
      { description: { en: 'Ride your commute on it', nl: 'Rijd je woon-werkroute erop' } },
    ],
  },
  {
    title: { en: 'Check your tyre pressure', nl: 'Controleer je bandenspanning' },
    type: 'tips',
    shortDescription: { en: 'Soft tyres cost fuel', nl: 'Zachte banden kosten brandstof' },
    description: {
      en: 'Tyres 20 % too soft use about 2 % more fuel and wear out faster. Check them once a month.',
      nl: 'Banden die 20 % te zacht zijn, kosten zo’n 2 % meer brandstof en slijten sneller. Controleer ze eens per maand.',
    },
    categories: ['Car'],
    difficulty: 5,
    impact: 10,
    steps: [
      {
        description: {
          en: 'Look up the right pressure in the door frame',
          nl: 'Zoek de juiste spanning op in de deurstijl',
        },
      },
      { description: { en: 'Pump them up at the petrol station', nl: 'Pomp ze op bij het tankstation' } },
    ],
    sources: [
      {
        description: { en: 'Milieu Centraal: tyre pressure', nl: 'Milieu Centraal: bandenspanning' },
        href: 'https://www.milieucentraal.nl/duurzaam-vervoer/zuinig-rijden/bandenspanning/',
      },
    ],
  },
  {
    title: { en: 'Work from home one day a week', nl: 'Werk één dag per week thuis' },
    type: 'tips',
    shortDescription: { en: 'The greenest trip is no trip', nl: 'De groenste reis is geen reis' },
    description: {
      en: 'One day a week at home saves a fifth of your commute. Keep the heating low in the rooms you do not use.',
      nl: 'Eén dag per week thuis scheelt een vijfde van je woon-werkverkeer. Houd de verwarming laag in kamers die je niet gebruikt.',
    },
    categories: ['Car', 'Public transport'],
    difficulty: 30,
    impact: 30,
    steps: [
      {
        description: { en: 'Agree a home day with your team', nl: 'Spreek een thuiswerkdag af met je team' },
      },
    ],
  },
]
