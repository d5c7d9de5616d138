import type { DemoInitiative } from './content-data.ts'

/**
 * Initiatives across the three impact areas: local ones (with an address, exact or within a
 * radius), national and global ones; two with a Dutch text still to be written.
 */
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
    title: { en: 'Plastic Soup Foundation', nl: 'Plastic Soup Foundation' },
    quizTitle: { en: 'No more plastic soup', nl: 'Geen plastic soep meer' },
    website: 'https://www.plasticsoupfoundation.org',
    impactArea: 'global',
    shortDescription: { en: 'Stop plastic at the source', nl: 'Stop plastic bij de bron' },
    // The Dutch text is still to be written.
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
  {
    title: { en: 'Oosterpark community garden', nl: 'Buurtmoestuin Oosterpark' },
    quizTitle: { en: 'Vegetables from the park', nl: 'Groenten uit het park' },
    website: 'https://www.amsterdam.nl/wonen-leefomgeving/groen/',
    impactArea: 'local',
    shortDescription: { en: 'Grow food with your neighbours', nl: 'Kweek eten met je buren' },
    description: {
      en: 'Thirty plots, a shared tool shed and a harvest meal every September, in the middle of Amsterdam-Oost.',
      nl: 'Dertig tuintjes, een gedeelde gereedschapsschuur en elke september een oogstmaaltijd, midden in Amsterdam-Oost.',
    },
    categories: ['Vegetables', 'Gardening'],
    address: {
      street: 'Oosterpark',
      houseNumber: '9',
      postalCode: '1092 AE',
      city: 'Amsterdam',
      isSpecific: true,
      addressExtra: 'Entrance at the Linnaeusstraat gate',
    },
  },
  {
    title: { en: 'Energy coaches The Hague', nl: 'Haagse energiecoaches' },
    // The Dutch text is still to be written.
    quizTitle: { en: 'A coach for your meter' },
    website: 'https://www.denhaag.nl/nl/in-de-stad/wonen-en-bouwen/duurzaamheid/',
    impactArea: 'local',
    shortDescription: { en: 'Volunteers who help you save', nl: 'Vrijwilligers die je helpen besparen' },
    description: {
      en: 'Trained neighbours visit your home for free, fit draught strips and show where your energy goes.',
      nl: 'Getrainde buurtbewoners komen gratis bij je thuis, plakken tochtstrips en laten zien waar je energie blijft.',
    },
    categories: ['Insulation', 'Heating'],
    address: { city: 'Den Haag', isSpecific: false, radius: 10 },
  },
  {
    title: { en: 'Groningen tool library', nl: 'Gereedschapsbibliotheek Groningen' },
    quizTitle: { en: 'Borrow a drill', nl: 'Leen een boormachine' },
    website: 'https://www.gemeente.groningen.nl',
    impactArea: 'local',
    shortDescription: { en: 'Over 400 tools to borrow', nl: 'Meer dan 400 gereedschappen te leen' },
    description: {
      en: 'Members borrow drills, ladders, tents and sewing machines for a small fee a year, instead of buying them.',
      nl: 'Leden lenen boormachines, ladders, tenten en naaimachines voor een klein bedrag per jaar, in plaats van ze te kopen.',
    },
    categories: ['Consumption'],
    address: {
      street: 'Oosterstraat',
      houseNumber: '12',
      postalCode: '9711 NV',
      city: 'Groningen',
      isSpecific: true,
      addressExtra: 'Thursday evenings and Saturdays',
    },
  },
]
