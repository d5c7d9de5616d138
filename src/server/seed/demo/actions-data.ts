import type { DemoAddress } from './content-data.ts'
import type { DemoText } from './support.ts'

export type DemoAction = {
  title: DemoText
  type: 'action' | 'tips'
  shortDescription: DemoText
  description: DemoText
  categories: string[]
  difficulty: number
  impact: number
  steps: { description: DemoText; address?: DemoAddress }[]
}

/** Actions app users put on their list, each with the steps they tick off; a few Dutch texts still missing. */
export const demoActions: DemoAction[] = [
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
  },
  {
    title: { en: 'Shower two minutes shorter', nl: '2 minuten korter douchen' },
    type: 'tips',
    shortDescription: { en: 'Less hot water, less gas', nl: 'Minder warm water, minder gas' },
    description: {
      en: 'Heating water is a large part of a home’s gas use. Two minutes less per shower saves around 40 m³ of gas a year.',
      nl: 'Water verwarmen is een groot deel van het gasverbruik thuis. Twee minuten korter douchen scheelt zo’n 40 m³ gas per jaar.',
    },
    categories: ['Water', 'Appliances'],
    difficulty: 10,
    impact: 25,
    steps: [
      { description: { en: 'Set a five-minute timer', nl: 'Zet een timer op vijf minuten' } },
      { description: { en: 'Fit a water-saving shower head', nl: 'Plaats een waterbesparende douchekop' } },
    ],
  },
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
  },
  {
    title: { en: 'No more standby', nl: 'Apparaten niet op stand-by' },
    type: 'tips',
    shortDescription: { en: 'Switch devices off at the plug', nl: 'Zet apparaten echt uit' },
    description: {
      en: 'A television, game console and set-top box on standby use up to 100 kWh a year together.',
      nl: 'Een tv, spelcomputer en settopbox op stand-by gebruiken samen tot 100 kWh per jaar.',
    },
    categories: ['Appliances', 'Electronics'],
    difficulty: 5,
    impact: 15,
    steps: [
      {
        description: {
          en: 'Put a switchable power strip behind the TV',
          nl: 'Zet een stekkerdoos met schakelaar achter de tv',
        },
      },
      { description: { en: 'Switch it off every night', nl: 'Zet hem elke avond uit' } },
    ],
  },
  {
    title: { en: 'Buy second-hand clothes', nl: 'Tweedehands kleding kopen' },
    type: 'action',
    shortDescription: { en: 'Give clothes a second life', nl: 'Geef kleding een tweede leven' },
    description: {
      en: 'Making one pair of jeans takes about 7,500 litres of water. Second-hand saves all of it.',
      nl: 'Voor één spijkerbroek is zo’n 7.500 liter water nodig. Tweedehands bespaart dat helemaal.',
    },
    categories: ['Clothing'],
    difficulty: 25,
    impact: 35,
    steps: [
      {
        description: {
          en: 'Find a thrift shop near you',
          nl: 'Zoek een kringloopwinkel bij jou in de buurt',
        },
        address: { city: 'Utrecht', isSpecific: false, radius: 10 },
      },
      {
        description: {
          en: 'Buy your next jeans second-hand',
          nl: 'Koop je volgende spijkerbroek tweedehands',
        },
      },
    ],
  },
  {
    title: { en: 'Repair instead of replace' },
    type: 'action',
    shortDescription: { en: 'Broken is not the end' },
    description: {
      en: 'Most of a phone’s footprint comes from making it. Using it one year longer saves about 30 kg of CO2.',
    },
    categories: ['Electronics'],
    difficulty: 35,
    impact: 40,
    steps: [
      {
        description: { en: 'Visit a repair café', nl: 'Ga naar een repair café' },
        address: {
          street: 'Oudegracht',
          houseNumber: '245',
          postalCode: '3511 NW',
          city: 'Utrecht',
          isSpecific: true,
          addressExtra: 'Saturdays 10:00–13:00',
        },
      },
      { description: { en: 'Bring one broken item' } },
    ],
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
  },
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
  },
  {
    title: { en: 'Sort your plastic' },
    type: 'tips',
    shortDescription: {
      en: 'Plastic, metal and drink cartons together',
      nl: 'Plastic, blik en drinkpakken samen',
    },
    description: { en: 'Sorted plastic packaging can be recycled; in the residual waste it is burnt.' },
    categories: ['Plastic', 'Recycling'],
    difficulty: 10,
    impact: 15,
    steps: [
      { description: { en: 'Put a second bin in the kitchen', nl: 'Zet een tweede bak in de keuken' } },
      { description: { en: 'Look up your collection day' } },
    ],
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
  },
  {
    title: { en: 'Wash at 30 degrees', nl: 'Wassen op 30 graden' },
    type: 'tips',
    shortDescription: { en: 'Clean clothes with less energy', nl: 'Schone was met minder energie' },
    description: {
      en: 'Most of a washing machine’s energy goes into heating the water. At 30 °C instead of 60 °C a wash takes about half the electricity.',
      nl: 'De meeste energie van een wasmachine gaat naar het verwarmen van water. Op 30 °C in plaats van 60 °C kost een was ongeveer de helft aan stroom.',
    },
    categories: ['Appliances', 'Clothing'],
    difficulty: 5,
    impact: 20,
    steps: [
      { description: { en: 'Set the machine to 30 °C', nl: 'Zet de machine op 30 °C' } },
      { description: { en: 'Hang the wash out to dry', nl: 'Hang de was buiten te drogen' } },
    ],
  },
  {
    title: { en: 'Bring your own cup', nl: 'Neem je eigen beker mee' },
    type: 'action',
    shortDescription: { en: 'No more disposable coffee cups', nl: 'Geen wegwerpbekers meer' },
    description: {
      en: 'A reusable cup replaces hundreds of disposable ones a year. Many coffee bars give a discount when you bring your own.',
      nl: 'Een herbruikbare beker vervangt honderden wegwerpbekers per jaar. Veel koffiebars geven korting als je je eigen beker meeneemt.',
    },
    categories: ['Plastic', 'Recycling'],
    difficulty: 15,
    impact: 15,
    steps: [
      { description: { en: 'Find a reusable cup', nl: 'Zoek een herbruikbare beker' } },
      { description: { en: 'Keep it in your bag', nl: 'Bewaar hem in je tas' } },
    ],
  },
]
