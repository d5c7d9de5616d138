import type { DemoAction } from './content-data.ts'

/** Actions about what we eat and drink. */
export const foodActions: DemoAction[] = [
  {
    title: { en: 'Eat vegetarian on Mondays', nl: 'Maandag vegetarisch eten' },
    type: 'action',
    shortDescription: { en: 'One meat-free day a week', nl: 'Eén vleesloze dag per week' },
    description: {
      en: 'Meat has the largest footprint on your plate. **One vegetarian day a week** saves about 100 kg of CO2 a year.',
      nl: 'Vlees heeft de grootste voetafdruk op je bord. **Eén vegetarische dag per week** scheelt zo’n 100 kg CO2 per jaar.',
    },
    categories: ['Meat', 'Vegetables'],
    difficulty: 20,
    impact: 45,
    steps: [
      { description: { en: 'Pick three vegetarian recipes', nl: 'Kies drie vegetarische recepten' } },
      { description: { en: 'Buy the ingredients on Sunday', nl: 'Koop de ingrediënten op zondag' } },
      {
        description: {
          en: 'Cook and share a photo with a friend',
          nl: 'Kook en deel een foto met een vriend',
        },
      },
    ],
    sources: [
      {
        description: {
          en: 'Milieu Centraal: meat and the environment',
          nl: 'Milieu Centraal: vlees en milieu',
        },
        href: 'https://www.milieucentraal.nl/eten-en-drinken/milieubewust-eten/vlees/',
      },
      {
        description: {
          en: 'Netherlands Nutrition Centre: eating vegetarian',
          nl: 'Voedingscentrum: vegetarisch eten',
        },
        href: 'https://www.voedingscentrum.nl/nl/gezond-eten-met-de-schijf-van-vijf/vegetarisch-eten.aspx',
      },
    ],
    media: ['Vegetable garden in the summer sun'],
  },
  {
    title: { en: 'Waste less food', nl: 'Minder eten verspillen' },
    type: 'action',
    shortDescription: { en: 'Buy what you eat, eat what you buy', nl: 'Koop wat je eet, eet wat je koopt' },
    description: {
      en: 'A Dutch household throws away about 34 kg of food per person a year.',
      nl: 'Een Nederlands huishouden gooit per persoon zo’n 34 kg eten per jaar weg.',
    },
    categories: ['Food waste'],
    difficulty: 30,
    impact: 40,
    steps: [
      { description: { en: 'Make a shopping list', nl: 'Maak een boodschappenlijst' } },
      { description: { en: 'Freeze your leftovers', nl: 'Vries je restjes in' } },
      {
        description: { en: 'Smell and taste before you throw away', nl: 'Ruik en proef voordat je weggooit' },
      },
    ],
    sources: [
      {
        description: {
          en: 'Netherlands Nutrition Centre: food waste',
          nl: 'Voedingscentrum: voedselverspilling',
        },
        href: 'https://www.voedingscentrum.nl/nl/duurzaam-eten/voedselverspilling.aspx',
      },
    ],
  },
  {
    title: { en: 'Shop at the farmers’ market', nl: 'Doe boodschappen op de markt' },
    type: 'action',
    shortDescription: {
      en: 'Seasonal vegetables, fewer food miles',
      nl: 'Seizoensgroenten, minder kilometers',
    },
    description: {
      en: 'Vegetables of the season grow outdoors, without a heated greenhouse. At the market you buy loose, without packaging.',
      nl: 'Groenten van het seizoen groeien buiten, zonder verwarmde kas. Op de markt koop je los, zonder verpakking.',
    },
    categories: ['Vegetables'],
    difficulty: 25,
    impact: 20,
    steps: [
      {
        description: {
          en: 'Check which vegetables are in season',
          nl: 'Kijk welke groenten in het seizoen zijn',
        },
      },
      {
        description: {
          en: 'Go to the market with your own bags',
          nl: 'Ga met je eigen tassen naar de markt',
        },
        address: {
          street: 'Vredenburgplein',
          postalCode: '3511 WR',
          city: 'Utrecht',
          isSpecific: true,
          addressExtra: 'Wednesdays and Saturdays 8:00–17:00',
        },
      },
    ],
    media: ['Market stalls with local produce'],
  },
  {
    title: { en: 'Try a plant-based drink', nl: 'Probeer een plantaardige drink' },
    type: 'tips',
    shortDescription: { en: 'Oat or soy in your coffee', nl: 'Haver of soja in je koffie' },
    description: {
      en: 'A litre of oat or soy drink has about a third of the footprint of a litre of cow’s milk.',
      nl: 'Een liter haver- of sojadrink heeft ongeveer een derde van de voetafdruk van een liter koemelk.',
    },
    categories: ['Dairy'],
    difficulty: 15,
    impact: 20,
    steps: [
      { description: { en: 'Buy one carton to try', nl: 'Koop één pak om te proberen' } },
      { description: { en: 'Use it in your coffee for a week', nl: 'Gebruik het een week in je koffie' } },
    ],
    sources: [
      {
        description: { en: 'Milieu Centraal: dairy', nl: 'Milieu Centraal: zuivel' },
        href: 'https://www.milieucentraal.nl/eten-en-drinken/milieubewust-eten/zuivel/',
      },
    ],
  },
  {
    title: { en: 'Drink tap water', nl: 'Drink kraanwater' },
    type: 'tips',
    shortDescription: { en: 'Clean, cheap and no bottle', nl: 'Schoon, goedkoop en zonder fles' },
    description: {
      en: 'Dutch tap water is among the cleanest in the world and costs hundreds of times less than bottled water.',
      nl: 'Nederlands kraanwater is een van de schoonste ter wereld en kost honderden keren minder dan flessenwater.',
    },
    categories: ['Water', 'Plastic'],
    difficulty: 5,
    impact: 10,
    steps: [
      { description: { en: 'Fill a bottle before you leave', nl: 'Vul een fles voordat je weggaat' } },
      { description: { en: 'Find the refill points on your way', nl: 'Zoek de tappunten onderweg' } },
    ],
    sources: [
      {
        description: {
          en: 'Milieu Centraal: tap water and bottled water',
          nl: 'Milieu Centraal: kraanwater en flessenwater',
        },
        href: 'https://www.milieucentraal.nl/eten-en-drinken/milieubewust-eten/kraanwater-en-flessenwater/',
      },
      {
        description: { en: 'Vewin: drinking water in figures', nl: 'Vewin: drinkwater in cijfers' },
        href: 'https://www.vewin.nl/drinkwater',
      },
    ],
  },
  {
    title: { en: 'Join a community garden', nl: 'Doe mee met een buurtmoestuin' },
    type: 'action',
    shortDescription: { en: 'Grow your own vegetables together', nl: 'Kweek samen je eigen groenten' },
    description: {
      en: 'No garden? A community garden gives you a plot, shared tools and neighbours who know when to sow.',
      nl: 'Geen tuin? Een buurtmoestuin geeft je een stukje grond, gedeeld gereedschap en buren die weten wanneer je zaait.',
    },
    categories: ['Vegetables', 'Gardening'],
    difficulty: 50,
    impact: 25,
    steps: [
      {
        description: { en: 'Find a community garden nearby', nl: 'Zoek een buurtmoestuin in de buurt' },
        address: { city: 'Amsterdam', isSpecific: false, radius: 2.5 },
      },
      { description: { en: 'Sign up for a plot', nl: 'Schrijf je in voor een stukje grond' } },
      { description: { en: 'Sow your first vegetables', nl: 'Zaai je eerste groenten' } },
    ],
  },
]
