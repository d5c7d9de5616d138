import type { DemoAction } from './content-data.ts'

/** Actions about energy and water at home. */
export const homeActions: DemoAction[] = [
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
    sources: [
      {
        description: { en: 'Milieu Centraal: showering', nl: 'Milieu Centraal: douchen' },
        href: 'https://www.milieucentraal.nl/energie-besparen/energiezuinig-douchen/',
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
    sources: [
      {
        description: { en: 'Milieu Centraal: standby power', nl: 'Milieu Centraal: sluipverbruik' },
        href: 'https://www.milieucentraal.nl/energie-besparen/apparaten-en-verlichting/sluipverbruik/',
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
    title: { en: 'Turn the thermostat down one degree', nl: 'Zet de thermostaat een graad lager' },
    type: 'action',
    shortDescription: { en: 'A jumper instead of gas', nl: 'Een trui in plaats van gas' },
    description: {
      en: 'Each degree lower saves about 6 % on heating. At night and when nobody is home, 15 °C is enough.',
      nl: 'Elke graad lager scheelt zo’n 6 % op de verwarming. ’s Nachts en als er niemand thuis is, is 15 °C genoeg.',
    },
    categories: ['Heating'],
    difficulty: 15,
    impact: 45,
    steps: [
      { description: { en: 'Set the daytime temperature to 19 °C', nl: 'Zet de dagtemperatuur op 19 °C' } },
      { description: { en: 'Program 15 °C for the night', nl: 'Programmeer 15 °C voor de nacht' } },
      { description: { en: 'Keep a warm jumper on the couch', nl: 'Leg een warme trui op de bank' } },
    ],
    sources: [
      {
        description: { en: 'Milieu Centraal: the thermostat', nl: 'Milieu Centraal: de thermostaat' },
        href: 'https://www.milieucentraal.nl/energie-besparen/slim-verwarmen-en-koelen/thermostaat/',
      },
    ],
  },
  {
    title: { en: 'Switch to LED lighting', nl: 'Stap over op ledverlichting' },
    type: 'tips',
    shortDescription: { en: 'The same light for a fraction', nl: 'Hetzelfde licht voor een fractie' },
    description: {
      en: 'An LED bulb uses about 85 % less electricity than an incandescent bulb and lasts fifteen times as long.',
      nl: 'Een ledlamp gebruikt zo’n 85 % minder stroom dan een gloeilamp en gaat vijftien keer zo lang mee.',
    },
    categories: ['Electricity', 'Appliances'],
    difficulty: 10,
    impact: 15,
    steps: [
      { description: { en: 'Count the old bulbs in your home', nl: 'Tel de oude lampen in je huis' } },
      { description: { en: 'Replace the ones you use most', nl: 'Vervang de lampen die het meest branden' } },
    ],
    sources: [
      {
        description: { en: 'Milieu Centraal: LED bulbs', nl: 'Milieu Centraal: ledlampen' },
        href: 'https://www.milieucentraal.nl/energie-besparen/apparaten-en-verlichting/ledlampen/',
      },
    ],
  },
  {
    title: { en: 'Put foil behind your radiators', nl: 'Plak radiatorfolie achter je radiatoren' },
    type: 'action',
    shortDescription: { en: 'Heat the room, not the wall', nl: 'Verwarm de kamer, niet de muur' },
    description: {
      en: 'Radiator foil reflects heat back into the room. For an outside wall without insulation it pays for itself in one winter.',
      nl: 'Radiatorfolie kaatst warmte terug de kamer in. Bij een ongeïsoleerde buitenmuur verdien je het in één winter terug.',
    },
    categories: ['Insulation', 'Heating'],
    difficulty: 20,
    impact: 20,
    steps: [
      { description: { en: 'Measure your radiators', nl: 'Meet je radiatoren op' } },
      { description: { en: 'Buy foil at the DIY store', nl: 'Koop folie bij de bouwmarkt' } },
      { description: { en: 'Put it on the wall behind each radiator', nl: 'Plak het achter elke radiator' } },
    ],
    sources: [
      {
        description: { en: 'Verbeterjehuis: radiator foil', nl: 'Verbeterjehuis: radiatorfolie' },
        href: 'https://www.verbeterjehuis.nl/energiebesparende-maatregelen/radiatorfolie/',
      },
    ],
  },
  {
    title: { en: 'Get a free energy check', nl: 'Vraag een gratis energiecheck aan' },
    type: 'action',
    shortDescription: { en: 'An energy coach visits your home', nl: 'Een energiecoach komt bij je thuis' },
    description: {
      en: 'A volunteer energy coach walks through your home in an hour and leaves draught strips and tips on what pays off first.',
      nl: 'Een vrijwillige energiecoach loopt in een uur door je huis en laat tochtstrips en tips achter over wat het eerst loont.',
    },
    categories: ['Insulation', 'Heating', 'Electricity'],
    difficulty: 15,
    impact: 50,
    steps: [
      {
        description: { en: 'Sign up with the energy coaches', nl: 'Meld je aan bij de energiecoaches' },
        address: { city: 'Den Haag', isSpecific: false, radius: 10 },
      },
      { description: { en: 'Have your meter readings ready', nl: 'Zorg dat je meterstanden klaarliggen' } },
      { description: { en: 'Do the first tip within a week', nl: 'Voer de eerste tip binnen een week uit' } },
    ],
    sources: [
      {
        description: {
          en: 'Verbeterjehuis: save energy at home',
          nl: 'Verbeterjehuis: energie besparen thuis',
        },
        href: 'https://www.verbeterjehuis.nl',
      },
    ],
    // The Utrecht pilot's users had their energy check in the pilot.
    notRelevantFor: ['Utrecht pilot'],
  },
  {
    title: { en: 'Switch to green electricity', nl: 'Stap over op groene stroom' },
    type: 'action',
    shortDescription: { en: 'Wind and sun from nearby', nl: 'Wind en zon uit de buurt' },
    description: {
      en: 'Not all green electricity is equal: Dutch wind and sun add new clean power; foreign certificates often do not.',
      nl: 'Niet alle groene stroom is gelijk: Nederlandse wind en zon zorgen voor nieuwe schone stroom, buitenlandse certificaten vaak niet.',
    },
    categories: ['Electricity', 'Solar panels'],
    difficulty: 20,
    impact: 60,
    steps: [
      { description: { en: 'Check where your power comes from', nl: 'Kijk waar je stroom vandaan komt' } },
      { description: { en: 'Compare green suppliers', nl: 'Vergelijk groene leveranciers' } },
      {
        description: {
          en: 'Switch at the end of your contract',
          nl: 'Stap over aan het eind van je contract',
        },
      },
    ],
    sources: [
      {
        description: { en: 'Milieu Centraal: green electricity', nl: 'Milieu Centraal: groene stroom' },
        href: 'https://www.milieucentraal.nl/energie-besparen/energie-thuis/groene-stroom/',
      },
      {
        description: { en: 'CBS: renewable electricity', nl: 'CBS: hernieuwbare elektriciteit' },
        href: 'https://www.cbs.nl/nl-nl/cijfers/detail/82610NED',
      },
    ],
  },
]
