import type { DemoAction } from './content-data.ts'

/** Actions about what we buy, use longer and throw away. */
export const stuffActions: DemoAction[] = [
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
    sources: [
      {
        description: { en: 'Milieu Centraal: clothing', nl: 'Milieu Centraal: kleding' },
        href: 'https://www.milieucentraal.nl/bewust-winkelen/kleding/',
      },
    ],
    // The thrift shops of the step are around Utrecht.
    notRelevantFor: ['Workshop Rotterdam'],
  },
  {
    // The Dutch title is still to be written.
    title: { en: 'Repair instead of replace' },
    type: 'action',
    shortDescription: { en: 'Broken is not the end', nl: 'Kapot is niet het einde' },
    description: {
      en: 'Most of a phone’s footprint comes from making it. Using it one year longer saves about 30 kg of CO2.',
      nl: 'Het grootste deel van de voetafdruk van een telefoon zit in het maken. Een jaar langer doen scheelt zo’n 30 kg CO2.',
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
      { description: { en: 'Bring one broken item', nl: 'Neem één kapot ding mee' } },
    ],
    sources: [
      {
        description: {
          en: 'Repair Café: find one near you',
          nl: 'Repair Café: vind er een bij jou in de buurt',
        },
        href: 'https://www.repaircafe.org/bezoeken/',
      },
    ],
    notRelevantFor: ['Workshop Rotterdam'],
  },
  {
    title: { en: 'Sort your plastic', nl: 'Scheid je plastic' },
    type: 'tips',
    shortDescription: {
      en: 'Plastic, metal and drink cartons together',
      nl: 'Plastic, blik en drinkpakken samen',
    },
    description: {
      en: 'Sorted plastic packaging can be recycled; in the residual waste it is burnt.',
      nl: 'Gescheiden plastic verpakkingen kunnen worden gerecycled; bij het restafval worden ze verbrand.',
    },
    categories: ['Plastic', 'Recycling'],
    difficulty: 10,
    impact: 15,
    steps: [
      { description: { en: 'Put a second bin in the kitchen', nl: 'Zet een tweede bak in de keuken' } },
      // The Dutch text is still to be written.
      { description: { en: 'Look up your collection day' } },
    ],
    sources: [
      {
        description: { en: 'Which bin does it go in?', nl: 'Welke bak moet het in?' },
        href: 'https://www.afvalscheidingswijzer.nl',
      },
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
    sources: [
      {
        description: {
          en: 'Government rules on single-use plastic',
          nl: 'Rijksoverheid: regels voor wegwerpplastic',
        },
        href: 'https://www.rijksoverheid.nl/onderwerpen/afval/regels-voor-wegwerpplastic',
      },
    ],
  },
  {
    title: { en: 'Hand in old electronics', nl: 'Lever oude apparaten in' },
    type: 'action',
    shortDescription: { en: 'Metals back into the loop', nl: 'Metalen terug in de kringloop' },
    description: {
      en: 'An old phone holds gold, copper and cobalt. Handed in, up to 80 % of it is recovered; in a drawer, none.',
      nl: 'Een oude telefoon bevat goud, koper en kobalt. Ingeleverd wordt tot 80 % teruggewonnen; in een la niets.',
    },
    categories: ['Electronics', 'Recycling'],
    difficulty: 15,
    impact: 25,
    steps: [
      {
        description: {
          en: 'Collect old chargers, phones and cables',
          nl: 'Verzamel oude opladers, telefoons en kabels',
        },
      },
      { description: { en: 'Wipe your data from old phones', nl: 'Wis je gegevens van oude telefoons' } },
      {
        description: { en: 'Bring them to the recycling centre', nl: 'Breng ze naar de milieustraat' },
        address: {
          street: 'Cartesiusweg',
          houseNumber: '150',
          postalCode: '3534 BD',
          city: 'Utrecht',
          isSpecific: true,
          addressExtra: 'Monday to Saturday 8:00–17:00',
          alternative: [
            'Zonnebaan 18, 3542 EC Utrecht',
            'Any shop selling electronics takes back small devices',
          ],
        },
      },
    ],
    sources: [
      {
        description: {
          en: 'Wecycle: where to hand in electronics',
          nl: 'Wecycle: waar lever je apparaten in',
        },
        href: 'https://www.wecycle.nl',
      },
    ],
  },
  {
    title: { en: 'Bring textiles to the container', nl: 'Breng textiel naar de container' },
    type: 'tips',
    shortDescription: { en: 'Worn out is not waste', nl: 'Versleten is geen afval' },
    description: {
      en: 'Even torn clothes, sheets and towels can become cleaning cloths or insulation, as long as they are clean and dry.',
      nl: 'Zelfs kapotte kleding, lakens en handdoeken worden poetsdoek of isolatie, als ze maar schoon en droog zijn.',
    },
    categories: ['Clothing', 'Recycling'],
    difficulty: 10,
    impact: 15,
    steps: [
      {
        description: { en: 'Fill a closed bag with old textiles', nl: 'Vul een dichte zak met oud textiel' },
      },
      {
        description: { en: 'Drop it in a textile container', nl: 'Gooi hem in een textielcontainer' },
        address: { city: 'Eindhoven', isSpecific: false, radius: 2.5 },
      },
    ],
    sources: [
      {
        description: { en: 'Milieu Centraal: textiles', nl: 'Milieu Centraal: textiel' },
        href: 'https://www.milieucentraal.nl/minder-afval/afval-scheiden/textiel/',
      },
    ],
  },
  {
    title: { en: 'Borrow instead of buy', nl: 'Lenen in plaats van kopen' },
    type: 'action',
    shortDescription: { en: 'A drill is used for 13 minutes', nl: 'Een boormachine draait 13 minuten' },
    description: {
      en: 'An average drill is used for about 13 minutes in its life. Borrow one from a neighbour or a tool library.',
      nl: 'Een gemiddelde boormachine wordt in zijn hele leven zo’n 13 minuten gebruikt. Leen er een van de buren of een gereedschapsbibliotheek.',
    },
    categories: ['Consumption'],
    difficulty: 20,
    impact: 20,
    steps: [
      {
        description: {
          en: 'Become a member of the tool library',
          nl: 'Word lid van de gereedschapsbibliotheek',
        },
        address: {
          street: 'Oosterstraat',
          houseNumber: '12',
          postalCode: '9711 NV',
          city: 'Groningen',
          isSpecific: true,
          addressExtra: 'Thursday evenings and Saturdays',
        },
      },
      { description: { en: 'Borrow what you need this month', nl: 'Leen wat je deze maand nodig hebt' } },
    ],
  },
  {
    title: { en: 'Say no to junk mail', nl: 'Zeg nee tegen reclamefolders' },
    type: 'tips',
    shortDescription: { en: 'A sticker on your letterbox', nl: 'Een sticker op je brievenbus' },
    description: {
      en: 'A household without a sticker gets about 30 kg of leaflets a year, most of them unread.',
      nl: 'Een huishouden zonder sticker krijgt zo’n 30 kg folders per jaar, de meeste ongelezen.',
    },
    categories: ['Waste', 'Recycling'],
    difficulty: 5,
    impact: 10,
    steps: [
      {
        description: {
          en: 'Get a no-no sticker from the town hall',
          nl: 'Haal een nee-neesticker bij het gemeentehuis',
        },
      },
    ],
    sources: [
      {
        // The Dutch text is still to be written.
        description: { en: 'Milieu Centraal: unwanted advertising' },
        href: 'https://www.milieucentraal.nl/minder-afval/ongewenste-reclame/',
      },
    ],
  },
]
