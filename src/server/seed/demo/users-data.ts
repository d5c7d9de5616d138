/** Common Dutch first names. */
export const firstNames = [
  'Sanne',
  'Daan',
  'Emma',
  'Lucas',
  'Julia',
  'Noah',
  'Tess',
  'Sem',
  'Fleur',
  'Levi',
  'Lotte',
  'Finn',
  'Anouk',
  'Milan',
  'Eva',
  'Jesse',
  'Sophie',
  'Thijs',
  'Lieke',
  'Bram',
  'Maud',
  'Ruben',
  'Isa',
  'Joris',
  'Noor',
  'Jan',
  'Femke',
  'Koen',
  'Iris',
  'Stijn',
  'Mila',
  'Gijs',
  'Roos',
  'Mohamed',
  'Yara',
  'Sven',
  'Amira',
  'Pieter',
  'Lisa',
  'Wouter',
]

/** Common Dutch last names, with their prefixes ("de", "van") as they are written. */
export const lastNames = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'van Dijk',
  'Yilmaz',
  'van den Berg',
  'Kok',
  'Jacobs',
  'El Amrani',
  'Vermeulen',
  'Willems',
  'Hoekstra',
  'Koster',
  'Prins',
]

/**
 * Dutch cities with the range of their four postal-code digits and a few of their streets
 * (postal codes are generated inside the range: "3512 KX").
 */
export const places = [
  {
    city: 'Utrecht',
    digits: [3511, 3585],
    streets: ['Oudegracht', 'Biltstraat', 'Twijnstraat', 'Amsterdamsestraatweg'],
  },
  {
    city: 'Amsterdam',
    digits: [1011, 1109],
    streets: ['Damrak', 'Kinkerstraat', 'Javastraat', 'Ferdinand Bolstraat'],
  },
  {
    city: 'Rotterdam',
    digits: [3011, 3089],
    streets: ['Coolsingel', 'Nieuwe Binnenweg', 'Witte de Withstraat'],
  },
  {
    city: 'Den Haag',
    digits: [2511, 2597],
    streets: ['Lange Voorhout', 'Frederik Hendriklaan', 'Weimarstraat'],
  },
  { city: 'Groningen', digits: [9711, 9747], streets: ['Herestraat', 'Oosterstraat', 'Folkingestraat'] },
  { city: 'Eindhoven', digits: [5611, 5658], streets: ['Stratumseind', 'Kruisstraat', 'Hoogstraat'] },
  { city: 'Nijmegen', digits: [6511, 6546], streets: ['Lange Hezelstraat', 'Daalseweg', 'Molenstraat'] },
  { city: 'Zwolle', digits: [8011, 8043], streets: ['Diezerstraat', 'Assendorperstraat'] },
  { city: 'Leiden', digits: [2311, 2334], streets: ['Breestraat', 'Haarlemmerstraat'] },
  { city: 'Haarlem', digits: [2011, 2037], streets: ['Grote Houtstraat', 'Zijlstraat'] },
  { city: 'Maastricht', digits: [6211, 6229], streets: ['Wycker Brugstraat', 'Boschstraat'] },
  { city: 'Arnhem', digits: [6811, 6846], streets: ['Steenstraat', 'Jansbinnensingel'] },
  { city: 'Tilburg', digits: [5011, 5049], streets: ['Heuvelstraat', 'Piusstraat'] },
  { city: 'Delft', digits: [2611, 2629], streets: ['Oude Delft', 'Voorstraat'] },
  { city: 'Amersfoort', digits: [3811, 3829], streets: ['Langestraat', 'Kamp'] },
] as const

/** Letters of Dutch postal codes (SA, SD and SS are never issued). */
export const postalLetters = 'ABCDEFGHJKLMNPRSTVWXZ'

/** What people type when they choose "other" in the behaviour and profile tracker. */
export const openAnswers = {
  motivation: [
    'Mijn kleinkinderen',
    'I work in sustainability',
    'Minder afhankelijk zijn van gas',
    'Onze tuin staat steeds vaker droog',
  ],
  behavior: [
    'Ik repareer mijn eigen kleding',
    'We share a car with the neighbours',
    'Moestuin op het balkon',
    'Kraanwater in plaats van flessen',
  ],
  barriers: [
    'Huurhuis, ik mag niets aanpassen',
    'No bike parking at my office',
    'Mijn partner doet niet mee',
    'Geen tijd om uit te zoeken wat werkt',
  ],
}
