import type { DemoText } from './support.ts'

/** SPEC §3 address of a step or an initiative: exact (`isSpecific`) or anywhere within `radius` km. */
export type DemoAddress = {
  street?: string
  houseNumber?: string
  postalCode?: string
  city: string
  isSpecific: boolean
  radius?: number
  addressExtra?: string
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

export const demoInitiatives: DemoInitiative[] = [
  {
    title: { en: 'Repair Café Oudegracht', nl: 'Repair Café Oudegracht' },
    quizTitle: { en: 'Fix it together', nl: 'Samen repareren' },
    website: 'https://www.repaircafe.org',
    impactArea: 'local',
    shortDescription: {
      en: 'Volunteers repair what you bring',
      nl: 'Vrijwilligers repareren wat je meeneemt',
    },
    description: {
      en: 'Bring a broken toaster, lamp or jacket and repair it together with a volunteer.',
      nl: 'Neem een kapotte broodrooster, lamp of jas mee en repareer hem samen met een vrijwilliger.',
    },
    categories: ['Electronics', 'Clothing'],
    address: {
      street: 'Oudegracht',
      houseNumber: '245',
      postalCode: '3511 NW',
      city: 'Utrecht',
      isSpecific: true,
    },
  },
  {
    title: { en: 'Neighbourhood solar cooperative', nl: 'Buurtzonnecoöperatie' },
    quizTitle: { en: 'Solar on a shared roof', nl: 'Zon op een gedeeld dak' },
    website: 'https://www.hieropgewekt.nl',
    impactArea: 'local',
    shortDescription: { en: 'Own panels without your own roof', nl: 'Zonnepanelen zonder eigen dak' },
    description: {
      en: 'Buy a share in the panels on a school roof and get the yield off your energy bill.',
      nl: 'Koop een deel van de panelen op een schooldak en krijg de opbrengst terug op je energierekening.',
    },
    categories: ['Solar panels'],
    address: { city: 'Rotterdam', isSpecific: false, radius: 15 },
  },
  {
    title: { en: 'Food bank volunteers', nl: 'Vrijwilligers voedselbank' },
    quizTitle: { en: 'Good food, not wasted', nl: 'Goed eten, niet verspild' },
    website: 'https://voedselbankennederland.nl',
    impactArea: 'national',
    shortDescription: { en: 'Help sort surplus food', nl: 'Help overschotten sorteren' },
    description: {
      en: 'Food banks collect surplus food from shops and farmers and pass it on to families.',
      nl: 'Voedselbanken halen overschotten op bij winkels en boeren en geven ze door aan gezinnen.',
    },
    categories: ['Food waste'],
  },
  {
    title: { en: 'Tiny Forest in your neighbourhood', nl: 'Tiny Forest in je wijk' },
    quizTitle: { en: 'A forest the size of a tennis court', nl: 'Een bos zo groot als een tennisbaan' },
    website: 'https://www.ivn.nl/tinyforest',
    impactArea: 'national',
    shortDescription: { en: 'Plant a dense native forest together', nl: 'Plant samen een dicht inheems bos' },
    description: {
      en: 'A Tiny Forest cools the street, holds rain water and is home to hundreds of species.',
      nl: 'Een Tiny Forest koelt de straat, houdt regenwater vast en is thuis voor honderden soorten.',
    },
    categories: ['Biodiversity'],
  },
  {
    title: { en: 'Plastic Soup Foundation' },
    quizTitle: { en: 'No more plastic soup' },
    website: 'https://www.plasticsoupfoundation.org',
    impactArea: 'global',
    shortDescription: { en: 'Stop plastic at the source' },
    description: { en: 'Campaigns against plastic pollution of seas and rivers, worldwide.' },
    categories: ['Plastic'],
  },
]

export type DemoInfographic = { title: DemoText; description: DemoText; categories: string[] }

export const demoInfographics: DemoInfographic[] = [
  {
    title: { en: 'CO2 per kilo of food', nl: 'CO2 per kilo voedsel' },
    description: {
      en: 'From beef to lentils, per kilo bought.',
      nl: 'Van rundvlees tot linzen, per gekochte kilo.',
    },
    categories: ['Meat', 'Dairy', 'Vegetables'],
  },
  {
    title: { en: 'Train or plane to Paris', nl: 'Trein of vliegtuig naar Parijs' },
    description: { en: 'Travel time and CO2 side by side.', nl: 'Reistijd en CO2 naast elkaar.' },
    categories: ['Flying', 'Public transport'],
  },
  {
    title: { en: 'Where your home loses heat', nl: 'Waar je huis warmte verliest' },
    description: {
      en: 'Roof, walls, windows and floor compared.',
      nl: 'Dak, muren, ramen en vloer vergeleken.',
    },
    categories: ['Insulation'],
  },
  {
    title: { en: 'The life of a pair of jeans' },
    description: { en: 'Cotton field to landfill in seven steps.' },
    categories: ['Clothing'],
  },
  {
    title: { en: 'How long litter lasts', nl: 'Hoe lang zwerfafval blijft liggen' },
    description: {
      en: 'A banana peel, a can, a plastic bottle.',
      nl: 'Een bananenschil, een blikje, een plastic fles.',
    },
    categories: ['Plastic'],
  },
]
