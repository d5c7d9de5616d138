import type { DemoText } from './support.ts'

/** docs/product.md §3 address of a step or an initiative: exact (`isSpecific`) or anywhere within `radius` km. */
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
  {
    title: { en: 'Free energy advice', nl: 'Gratis energieadvies' },
    quizTitle: { en: 'Where does your energy go?', nl: 'Waar blijft je energie?' },
    website: 'https://www.milieucentraal.nl',
    impactArea: 'national',
    shortDescription: {
      en: 'Independent tips for a greener home',
      nl: 'Onafhankelijke tips voor een groener huis',
    },
    description: {
      en: 'Milieu Centraal explains, without selling anything, which measures save the most energy in your home.',
      nl: 'Milieu Centraal legt zonder iets te verkopen uit welke maatregelen in jouw huis de meeste energie besparen.',
    },
    categories: ['Appliances'],
  },
  {
    title: { en: 'Nature volunteers', nl: 'Natuurvrijwilligers' },
    quizTitle: { en: 'A day in the woods', nl: 'Een dag in het bos' },
    website: 'https://www.natuurmonumenten.nl',
    impactArea: 'national',
    shortDescription: { en: 'Work outside for nature', nl: 'Buiten werken voor de natuur' },
    description: {
      en: 'Volunteers prune willows, clear heathland and count birds in nature reserves across the country.',
      nl: 'Vrijwilligers knotten wilgen, maaien heide en tellen vogels in natuurgebieden door het hele land.',
    },
    categories: ['Biodiversity'],
  },
  {
    title: { en: 'Cyclists’ Union', nl: 'Fietsersbond' },
    quizTitle: { en: 'Safer streets by bike', nl: 'Veiliger op de fiets' },
    website: 'https://www.fietsersbond.nl',
    impactArea: 'national',
    shortDescription: { en: 'More and safer cycle paths', nl: 'Meer en veiligere fietspaden' },
    description: {
      en: 'Local members report dangerous crossings and missing cycle paths, and work with the council on better routes.',
      nl: 'Leden melden gevaarlijke kruisingen en ontbrekende fietspaden, en werken met de gemeente aan betere routes.',
    },
    categories: ['Cycling'],
  },
  {
    title: { en: 'Too Good To Go', nl: 'Too Good To Go' },
    quizTitle: { en: 'Save a meal from the bin', nl: 'Red een maaltijd van de afvalbak' },
    website: 'https://www.toogoodtogo.com',
    impactArea: 'global',
    shortDescription: { en: 'Surplus food at a lower price', nl: 'Overgebleven eten voor minder geld' },
    description: {
      en: 'Bakeries, shops and restaurants sell what they did not sell that day in a surprise bag.',
      nl: 'Bakkers, winkels en restaurants verkopen wat die dag overbleef in een verrassingstas.',
    },
    categories: ['Food waste'],
  },
  {
    title: { en: 'World Cleanup Day', nl: 'World Cleanup Day' },
    quizTitle: { en: 'One day, one street clean', nl: 'Eén dag, één straat schoon' },
    website: 'https://www.worldcleanupday.nl',
    impactArea: 'global',
    shortDescription: { en: 'Pick up litter with your neighbours', nl: 'Raap zwerfafval op met je buren' },
    description: {
      en: 'Every September millions of people around the world clean up their street, park or beach on the same day.',
      nl: 'Elke september ruimen miljoenen mensen over de hele wereld op dezelfde dag hun straat, park of strand op.',
    },
    categories: ['Plastic', 'Recycling'],
  },
  {
    title: { en: 'Tree Planting Day', nl: 'Boomfeestdag' },
    quizTitle: { en: 'A tree for every class', nl: 'Een boom voor elke klas' },
    website: 'https://www.boomfeestdag.nl',
    impactArea: 'local',
    shortDescription: { en: 'Schoolchildren plant trees', nl: 'Schoolkinderen planten bomen' },
    description: {
      en: 'On Tree Planting Day pupils plant trees in their own town, together with the council.',
      nl: 'Op Boomfeestdag planten leerlingen samen met de gemeente bomen in hun eigen woonplaats.',
    },
    categories: ['Biodiversity', 'Gardening'],
    address: { city: 'Utrecht', isSpecific: false, radius: 25 },
  },
  {
    title: { en: 'Greenpeace Netherlands', nl: 'Greenpeace Nederland' },
    quizTitle: { en: 'Act for the oceans', nl: 'Kom in actie voor de oceanen' },
    website: 'https://www.greenpeace.org/nl',
    impactArea: 'global',
    shortDescription: {
      en: 'Campaigns for a green and peaceful world',
      nl: 'Campagnes voor een groene en vreedzame wereld',
    },
    description: {
      en: 'Greenpeace campaigns against plastic in the oceans, for clean energy and for protected nature.',
      nl: 'Greenpeace voert campagne tegen plastic in de oceanen, voor schone energie en voor beschermde natuur.',
    },
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
  {
    title: { en: 'Water use in a Dutch home', nl: 'Waterverbruik in een Nederlands huis' },
    description: {
      en: 'Shower, toilet, washing and cooking per day.',
      nl: 'Douche, toilet, was en koken per dag.',
    },
    categories: ['Water'],
  },
  {
    title: { en: 'What standby costs', nl: 'Wat stand-by kost' },
    description: {
      en: 'A year of standby per device, in euros and kWh.',
      nl: 'Een jaar stand-by per apparaat, in euro en kWh.',
    },
    categories: ['Appliances'],
  },
  {
    title: { en: 'Bike, e-bike or car', nl: 'Fiets, e-bike of auto' },
    description: {
      en: 'CO2 per kilometre on the way to work.',
      nl: 'CO2 per kilometer op weg naar je werk.',
    },
    categories: ['Cycling', 'Car'],
  },
  {
    title: { en: 'The footprint of dairy', nl: 'De voetafdruk van zuivel' },
    description: {
      en: 'Milk, cheese and butter compared per kilo.',
      nl: 'Melk, kaas en boter per kilo vergeleken.',
    },
    categories: ['Dairy'],
  },
  {
    title: { en: 'How solar panels pay back', nl: 'Hoe zonnepanelen zich terugverdienen' },
    description: {
      en: 'The years until panels have paid for themselves.',
      nl: 'De jaren tot panelen zichzelf hebben terugverdiend.',
    },
    categories: ['Solar panels'],
  },
  {
    title: { en: 'Recycling in numbers', nl: 'Recycling in cijfers' },
    description: {
      en: 'What happens to glass, paper and plastic after the bin.',
      nl: 'Wat er na de bak gebeurt met glas, papier en plastic.',
    },
    categories: ['Recycling'],
  },
  {
    title: { en: 'The footprint of a phone', nl: 'De voetafdruk van een telefoon' },
    description: {
      en: 'From the mine to the drawer: where the emissions are.',
      nl: 'Van de mijn tot de la: waar de uitstoot zit.',
    },
    categories: ['Electronics'],
  },
]
