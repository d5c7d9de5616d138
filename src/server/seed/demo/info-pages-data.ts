import type { DemoInfoPage } from './content-data.ts'

/**
 * Info pages: text (markdown) and pictures of the media library (by English description) that
 * stories show as a page (stories-data*.ts names them by title); a few not in a story yet.
 * "Made to last longer", of a draft story, has no Dutch yet.
 */
export const demoInfoPages: DemoInfoPage[] = [
  {
    title: { en: 'Day one: the school run', nl: 'Dag één: naar school' },
    description: {
      en: 'The cargo bike turned out to be **faster than the car** in the morning traffic.',
      nl: 'De bakfiets bleek in de ochtendspits **sneller dan de auto**.',
    },
    media: ['Bicycle parking at the station'],
  },
  {
    title: { en: 'A quarter of our footprint', nl: 'Een kwart van onze voetafdruk' },
    description: {
      en: 'About a quarter of a Dutch household’s footprint comes from food.',
      nl: 'Zo’n kwart van de voetafdruk van een Nederlands huishouden komt van eten.',
    },
    media: ['Vegetable garden in the summer sun'],
  },
  {
    title: { en: 'Made to last longer' },
    description: { en: 'Four fifths of a phone’s footprint is made before you switch it on.' },
  },
  {
    title: { en: 'Hot water costs the most', nl: 'Warm water kost het meest' },
    description: {
      en: 'A wash at 60 °C uses about twice the electricity of one at 30 °C, and the clothes get just as clean.',
      nl: 'Een was op 60 °C kost ongeveer twee keer zoveel stroom als een was op 30 °C, en wordt net zo schoon.',
    },
  },
  {
    title: { en: 'Paper cups are plastic too', nl: 'Papieren bekers zijn ook plastic' },
    description: {
      en: 'Most disposable cups have a plastic lining, so they cannot go with the paper.',
      nl: 'De meeste wegwerpbekers hebben een laagje plastic, dus ze mogen niet bij het papier.',
    },
  },
  {
    title: { en: 'A third of our food is lost', nl: 'Een derde van ons eten gaat verloren' },
    description: {
      en: 'From the field to the fridge, about a third of all food is never eaten.',
      nl: 'Van het veld tot de koelkast wordt ongeveer een derde van al het eten nooit opgegeten.',
    },
    media: ['Market stalls with local produce'],
  },
  {
    title: { en: 'Which bin, and why', nl: 'Welke bak, en waarom' },
    description: {
      en: '## Sorting pays off\n\n- **Glass**: bottles and jars, without lids\n- **Paper**: clean and dry; a greasy pizza box goes in the residual waste\n- **Plastic and cartons**: empty, not rinsed\n\nWhat is sorted well becomes a new product; the rest is burnt.',
      nl: '## Scheiden loont\n\n- **Glas**: flessen en potten, zonder deksel\n- **Papier**: schoon en droog; een vette pizzadoos gaat bij het restafval\n- **Plastic en drinkpakken**: leeg, niet omgespoeld\n\nWat goed gescheiden is, wordt een nieuw product; de rest wordt verbrand.',
    },
    media: ['Recycling bins for glass, paper and rest'],
  },
  {
    title: { en: 'Insulate in the right order', nl: 'Isoleer in de goede volgorde' },
    description: {
      en: '1. **Draughts** first: strips and brushes cost little\n2. Then the **roof**, where most heat escapes\n3. Then **glass**, **walls** and **floor**\n\nThe free [energy check](https://www.verbeterjehuis.nl) tells you what pays off in your home.',
      nl: '1. Eerst **kieren**: strips en borstels kosten weinig\n2. Dan het **dak**, waar de meeste warmte ontsnapt\n3. Daarna **glas**, **muren** en **vloer**\n\nDe gratis [energiecheck](https://www.verbeterjehuis.nl) vertelt je wat in jouw huis loont.',
    },
    media: ['House with solar panels on the roof'],
  },
  {
    title: { en: 'How we count CO2', nl: 'Hoe we CO2 tellen' },
    description: {
      en: 'The numbers in the app are **CO2 equivalents**: methane and nitrous oxide are counted as the CO2 that warms as much.\n\nThey come from public sources such as *Milieu Centraal*, *RIVM* and *CBS*, rounded so they are easy to remember.',
      nl: 'De getallen in de app zijn **CO2-equivalenten**: methaan en lachgas tellen als de hoeveelheid CO2 die evenveel opwarmt.\n\nZe komen uit openbare bronnen zoals *Milieu Centraal*, *RIVM* en *CBS*, afgerond zodat ze makkelijk te onthouden zijn.',
    },
  },
  {
    title: { en: 'Green streets stay cooler', nl: 'Groene straten blijven koeler' },
    description: {
      en: 'On a hot day a street with trees and gardens can be **several degrees cooler** than a paved one, and it soaks up the rain of a summer storm.',
      nl: 'Op een hete dag kan een straat met bomen en tuinen **een paar graden koeler** zijn dan een betegelde, en hij neemt de regen van een zomerse bui op.',
    },
    media: ['Pine forest with a stream', 'Wind turbines on green hills'],
  },
]
