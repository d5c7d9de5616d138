import type { DemoInfographic } from './content-data.ts'

/**
 * Infographics, each with the chart its image is drawn from (media-content.ts). Twelve, so a
 * user who saw them all pages their panel in the user drawer (10 a page, docs/product.md §9).
 * "The life of a pair of jeans" has no Dutch yet (the screenshots' untranslated drawer, id 4).
 */
export const demoInfographics: DemoInfographic[] = [
  {
    title: { en: 'CO2 per kilo of food', nl: 'CO2 per kilo voedsel' },
    description: {
      en: 'From beef to lentils, per kilo bought.',
      nl: 'Van rundvlees tot linzen, per gekochte kilo.',
    },
    categories: ['Meat', 'Dairy', 'Vegetables'],
    chart: {
      kind: 'bars',
      heading: 'CO2 per kilo of food',
      unit: 'kg CO2 per kg',
      items: [
        ['Beef', 30],
        ['Cheese', 9],
        ['Pork', 7],
        ['Chicken', 5],
        ['Eggs', 3.5],
        ['Tofu', 2.5],
        ['Lentils', 1],
        ['Potatoes', 0.4],
      ],
      description: { en: 'Bar chart: CO2 per kilo of food', nl: 'Staafdiagram: CO2 per kilo voedsel' },
    },
  },
  {
    title: { en: 'Train or plane to Paris', nl: 'Trein of vliegtuig naar Parijs' },
    description: { en: 'Travel time and CO2 side by side.', nl: 'Reistijd en CO2 naast elkaar.' },
    categories: ['Flying', 'Public transport'],
    chart: {
      kind: 'columns',
      heading: 'Amsterdam–Paris',
      unit: 'kg CO2 per traveller, one way',
      items: [
        ['Plane', 145],
        ['Car', 95],
        ['Coach', 25],
        ['Train', 10],
      ],
      description: {
        en: 'Chart: Amsterdam to Paris by plane or train',
        nl: 'Grafiek: Amsterdam–Parijs per vliegtuig of trein',
      },
    },
  },
  {
    title: { en: 'Where your home loses heat', nl: 'Waar je huis warmte verliest' },
    description: {
      en: 'Roof, walls, windows and floor compared.',
      nl: 'Dak, muren, ramen en vloer vergeleken.',
    },
    categories: ['Insulation'],
    chart: {
      kind: 'donut',
      heading: 'Heat loss of an old house',
      unit: '% of the heat lost',
      items: [
        ['Roof', 30],
        ['Walls', 25],
        ['Windows', 20],
        ['Draughts', 15],
        ['Floor', 10],
      ],
      description: {
        en: 'Donut chart: where a house loses heat',
        nl: 'Cirkeldiagram: waar een huis warmte verliest',
      },
    },
  },
  {
    title: { en: 'The life of a pair of jeans' },
    description: { en: 'Cotton field to landfill in seven steps.' },
    categories: ['Clothing'],
    chart: {
      kind: 'bars',
      heading: 'Water for one pair of jeans',
      unit: 'litres',
      items: [
        ['Growing cotton', 6000],
        ['Dyeing and finishing', 900],
        ['Washing at home', 400],
        ['Transport and shop', 200],
      ],
      description: {
        en: 'Bar chart: water for a pair of jeans',
        nl: 'Staafdiagram: water voor een spijkerbroek',
      },
    },
  },
  {
    title: { en: 'How long litter lasts', nl: 'Hoe lang zwerfafval blijft liggen' },
    description: {
      en: 'A banana peel, a can, a plastic bottle.',
      nl: 'Een bananenschil, een blikje, een plastic fles.',
    },
    categories: ['Plastic'],
    chart: {
      kind: 'bars',
      heading: 'How long litter lasts',
      unit: 'years in nature',
      items: [
        ['Banana peel', 2],
        ['Cigarette butt', 12],
        ['Chewing gum', 20],
        ['Can', 50],
        ['Plastic bottle', 450],
      ],
      description: {
        en: 'Bar chart: how long litter lasts',
        nl: 'Staafdiagram: hoe lang zwerfafval blijft liggen',
      },
    },
  },
  {
    title: { en: 'Water use in a Dutch home', nl: 'Waterverbruik in een Nederlands huis' },
    description: {
      en: 'Shower, toilet, washing and cooking per day.',
      nl: 'Douche, toilet, was en koken per dag.',
    },
    categories: ['Water'],
    chart: {
      kind: 'donut',
      heading: 'Water per person per day',
      unit: 'litres, about 120 in all',
      items: [
        ['Shower', 50],
        ['Toilet', 33],
        ['Laundry', 15],
        ['Kitchen', 12],
        ['Other', 10],
      ],
      description: { en: 'Donut chart: water use per day', nl: 'Cirkeldiagram: waterverbruik per dag' },
    },
  },
  {
    title: { en: 'What standby costs', nl: 'Wat stand-by kost' },
    description: {
      en: 'A year of standby per device, in euros and kWh.',
      nl: 'Een jaar stand-by per apparaat, in euro en kWh.',
    },
    categories: ['Appliances'],
    chart: {
      kind: 'bars',
      heading: 'A year of standby',
      unit: 'euros per device',
      items: [
        ['Set-top box', 18],
        ['Game console', 14],
        ['Wi-Fi router', 12],
        ['Television', 8],
        ['Soundbar', 7],
        ['Coffee machine', 6],
      ],
      description: {
        en: 'Bar chart: what standby costs a year',
        nl: 'Staafdiagram: wat stand-by per jaar kost',
      },
    },
  },
  {
    title: { en: 'Bike, e-bike or car', nl: 'Fiets, e-bike of auto' },
    description: {
      en: 'CO2 per kilometre on the way to work.',
      nl: 'CO2 per kilometer op weg naar je werk.',
    },
    categories: ['Cycling', 'Car'],
    chart: {
      kind: 'columns',
      heading: 'On the way to work',
      unit: 'grams of CO2 per km',
      items: [
        ['Petrol car', 180],
        ['Bus', 100],
        ['Electric car', 70],
        ['E-bike', 8],
        ['Bike', 0],
      ],
      description: { en: 'Chart: CO2 per km to work', nl: 'Grafiek: CO2 per km naar je werk' },
    },
  },
  {
    title: { en: 'The footprint of dairy', nl: 'De voetafdruk van zuivel' },
    description: {
      en: 'Milk, cheese and butter compared per kilo.',
      nl: 'Melk, kaas en boter per kilo vergeleken.',
    },
    categories: ['Dairy'],
    chart: {
      kind: 'columns',
      heading: 'The footprint of dairy',
      unit: 'kg CO2 per kg',
      items: [
        ['Butter', 12],
        ['Cheese', 9],
        ['Yoghurt', 1.5],
        ['Milk', 1.3],
        ['Oat drink', 0.4],
      ],
      description: { en: 'Chart: the footprint of dairy', nl: 'Grafiek: de voetafdruk van zuivel' },
    },
  },
  {
    title: { en: 'How solar panels pay back', nl: 'Hoe zonnepanelen zich terugverdienen' },
    description: {
      en: 'The years until panels have paid for themselves.',
      nl: 'De jaren tot panelen zichzelf hebben terugverdiend.',
    },
    categories: ['Solar panels'],
    chart: {
      kind: 'columns',
      heading: 'Years to pay back',
      unit: 'ten panels, by roof',
      items: [
        ['South', 6],
        ['Flat', 7],
        ['East–west', 7.5],
        ['North-east', 11],
      ],
      description: {
        en: 'Chart: payback time of solar panels',
        nl: 'Grafiek: terugverdientijd van zonnepanelen',
      },
    },
  },
  {
    title: { en: 'Recycling in numbers', nl: 'Recycling in cijfers' },
    description: {
      en: 'What happens to glass, paper and plastic after the bin.',
      nl: 'Wat er na de bak gebeurt met glas, papier en plastic.',
    },
    categories: ['Recycling'],
    chart: {
      kind: 'bars',
      heading: 'Recycled after collection',
      unit: '% of what is collected',
      items: [
        ['Glass', 87],
        ['Paper', 85],
        ['Plastic packaging', 50],
        ['Electronics', 45],
        ['Textiles', 15],
      ],
      description: { en: 'Bar chart: how much is recycled', nl: 'Staafdiagram: hoeveel er wordt gerecycled' },
    },
  },
  {
    title: { en: 'The footprint of a phone', nl: 'De voetafdruk van een telefoon' },
    description: {
      en: 'From the mine to the drawer: where the emissions are.',
      nl: 'Van de mijn tot de la: waar de uitstoot zit.',
    },
    categories: ['Electronics'],
    chart: {
      kind: 'donut',
      heading: 'The footprint of a phone',
      unit: '% of its CO2',
      items: [
        ['Making it', 80],
        ['Using it', 12],
        ['Transport', 5],
        ['End of life', 3],
      ],
      description: {
        en: 'Donut chart: the footprint of a phone',
        nl: 'Cirkeldiagram: de voetafdruk van een telefoon',
      },
    },
  },
]
