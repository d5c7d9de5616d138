import type { DemoAction } from './content-data.ts'

/** Actions for nature around the house and in the street. */
export const natureActions: DemoAction[] = [
  {
    title: { en: 'Plant native flowers', nl: 'Plant inheemse bloemen' },
    type: 'action',
    shortDescription: { en: 'Food for bees, even on a balcony', nl: 'Voedsel voor bijen, ook op je balkon' },
    description: {
      en: 'Half of the 360 wild bee species in the Netherlands are under threat. Native flowers help them.',
      nl: 'De helft van de 360 soorten wilde bijen in Nederland wordt bedreigd. Inheemse bloemen helpen ze.',
    },
    categories: ['Biodiversity', 'Gardening'],
    difficulty: 20,
    impact: 20,
    steps: [
      {
        description: {
          en: 'Pick a sunny spot or a balcony pot',
          nl: 'Kies een zonnig plekje of een balkonbak',
        },
      },
      { description: { en: 'Sow a bee-friendly mix', nl: 'Zaai een bijvriendelijk mengsel' } },
    ],
    sources: [
      {
        description: { en: 'National pollinator strategy', nl: 'Nationale Bijenstrategie' },
        href: 'https://www.bestuivers.nl',
      },
    ],
  },
  {
    title: { en: 'Swap tiles for plants', nl: 'Tegel eruit, plant erin' },
    type: 'action',
    shortDescription: { en: 'A greener, cooler garden', nl: 'Een groenere, koelere tuin' },
    description: {
      en: 'Every tile you lift lets rain soak in and cools the street on hot days. Many councils collect the tiles for free.',
      nl: 'Elke tegel die eruit gaat, laat regen wegzakken en koelt de straat op hete dagen. Veel gemeenten halen de tegels gratis op.',
    },
    categories: ['Gardening', 'Biodiversity', 'Water'],
    difficulty: 40,
    impact: 30,
    steps: [
      { description: { en: 'Choose the tiles that can go', nl: 'Kies de tegels die eruit kunnen' } },
      { description: { en: 'Lift them and loosen the soil', nl: 'Haal ze eruit en maak de grond los' } },
      { description: { en: 'Plant shrubs or grasses', nl: 'Plant struiken of grassen' } },
      { description: { en: 'Count your tiles in the contest', nl: 'Tel je tegels mee in de wedstrijd' } },
    ],
    sources: [
      { description: { en: 'NK Tegelwippen', nl: 'NK Tegelwippen' }, href: 'https://www.nk-tegelwippen.nl' },
      {
        description: { en: 'RIVM: heat and health', nl: 'RIVM: hitte en gezondheid' },
        href: 'https://www.rivm.nl/hitte',
      },
    ],
    media: ['Pine forest with a stream'],
  },
  {
    title: { en: 'Share your tips with the neighbours', nl: 'Deel je tips met de buren' },
    type: 'tips',
    shortDescription: { en: 'Green habits spread', nl: 'Groene gewoontes zijn besmettelijk' },
    description: {
      en: 'People copy what their neighbours do: one house with solar panels makes the next more likely.',
      nl: 'Mensen doen na wat hun buren doen: één huis met zonnepanelen maakt het volgende waarschijnlijker.',
    },
    categories: ['Nature', 'Solar panels'],
    difficulty: 25,
    impact: 15,
    steps: [
      {
        description: {
          en: 'Tell one neighbour what worked for you',
          nl: 'Vertel één buur wat voor jou werkte',
        },
      },
      { description: { en: 'Invite them to try the app', nl: 'Nodig ze uit de app te proberen' } },
    ],
    // Ambassadors already spread the word.
    notRelevantFor: ['Ambassador'],
  },
]
