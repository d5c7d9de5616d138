import type { DataTableLegend, DataTableLegends } from '../../domain/data-tables.ts'
import type { Lang } from '../../domain/lang.ts'
import type { DefaultTableName } from './defaults.ts'

type Text = Record<Lang, string>
type FieldLegend = { key: string; label: Text; unit: Text; description: Text }
type TableLegend = {
  title: Text
  description: Text
  kind: DataTableLegend['kind']
  fields: FieldLegend[]
}

const kgCo2PerKm: Text = { en: 'kg CO2 per km', nl: 'kg CO2 per km' }
const kgCo2PerPkm: Text = { en: 'kg CO2 per passenger-km', nl: 'kg CO2 per reizigerskilometer' }
const kgCo2ePerYear: Text = { en: 'kg CO2e per person per year', nl: 'kg CO2e per persoon per jaar' }
const kgCo2PerKwh: Text = { en: 'kg CO2 per kWh', nl: 'kg CO2 per kWh' }
const text: Text = { en: 'text', nl: 'tekst' }

const field = (key: string, label: Text, unit: Text, description: Text): FieldLegend => ({
  key,
  label,
  unit,
  description,
})

/** What each shipped table means, per field (object tables) or per column (row tables), in en and nl. */
const legends: Record<DefaultTableName, TableLegend> = {
  'car-fuel': {
    title: { en: 'Car emissions by fuel', nl: 'Uitstoot van auto’s per brandstof' },
    description: {
      en: 'Emissions of an average passenger car per kilometre driven, by fuel, including producing and transporting the fuel. Used for the car questions of the CO2 quiz.',
      nl: 'Uitstoot van een gemiddelde personenauto per gereden kilometer, per brandstof, inclusief het maken en vervoeren van de brandstof. Gebruikt voor de autovragen van de CO2-quiz.',
    },
    kind: 'fields',
    fields: [
      field('petrol', { en: 'Petrol', nl: 'Benzine' }, kgCo2PerKm, {
        en: 'A car running on petrol.',
        nl: 'Een auto op benzine.',
      }),
      field('diesel', { en: 'Diesel', nl: 'Diesel' }, kgCo2PerKm, {
        en: 'A car running on diesel.',
        nl: 'Een auto op diesel.',
      }),
      field('lpg', { en: 'LPG', nl: 'LPG' }, kgCo2PerKm, {
        en: 'A car running on liquefied petroleum gas.',
        nl: 'Een auto op autogas (lpg).',
      }),
      field('hybrid', { en: 'Hybrid', nl: 'Hybride' }, kgCo2PerKm, {
        en: 'A petrol hybrid that charges its battery while driving.',
        nl: 'Een benzinehybride die zijn accu tijdens het rijden oplaadt.',
      }),
      field('electric', { en: 'Electric', nl: 'Elektrisch' }, kgCo2PerKm, {
        en: 'A fully electric car charged with the average Dutch electricity mix.',
        nl: 'Een volledig elektrische auto, geladen met de gemiddelde Nederlandse stroommix.',
      }),
    ],
  },
  flights: {
    title: { en: 'Flights by distance', nl: 'Vliegreizen per afstand' },
    description: {
      en: 'Emissions per passenger per kilometre flown. Short flights emit more per kilometre because take-off takes a large share of the fuel. Each row applies from its distance up to the next row.',
      nl: 'Uitstoot per passagier per gevlogen kilometer. Korte vluchten stoten per kilometer meer uit, omdat het opstijgen een groot deel van de brandstof kost. Elke rij geldt vanaf zijn afstand tot de volgende rij.',
    },
    kind: 'rows',
    fields: [
      field('haul', { en: 'Haul', nl: 'Vluchttype' }, text, {
        en: 'short, medium or long haul.',
        nl: 'korte, middellange of lange afstand (short, medium, long).',
      }),
      field(
        'fromKm',
        { en: 'From', nl: 'Vanaf' },
        { en: 'km', nl: 'km' },
        {
          en: 'The flight distance from which this row applies.',
          nl: 'De vliegafstand vanaf waar deze rij geldt.',
        },
      ),
      field('kgCo2PerPassengerKm', { en: 'Emission', nl: 'Uitstoot' }, kgCo2PerPkm, {
        en: 'Emission per passenger per kilometre flown, economy class.',
        nl: 'Uitstoot per passagier per gevlogen kilometer, in economy class.',
      }),
    ],
  },
  diet: {
    title: { en: 'Food by diet', nl: 'Voeding per eetpatroon' },
    description: {
      en: 'Yearly greenhouse gas emissions of the food one person eats, by diet, in CO2-equivalents (methane and nitrous oxide included).',
      nl: 'Jaarlijkse uitstoot van broeikasgassen van het eten van één persoon, per eetpatroon, in CO2-equivalenten (methaan en lachgas meegeteld).',
    },
    kind: 'fields',
    fields: [
      field('vegan', { en: 'Vegan', nl: 'Veganistisch' }, kgCo2ePerYear, {
        en: 'No animal products at all.',
        nl: 'Helemaal geen dierlijke producten.',
      }),
      field('vegetarian', { en: 'Vegetarian', nl: 'Vegetarisch' }, kgCo2ePerYear, {
        en: 'No meat or fish; dairy and eggs.',
        nl: 'Geen vlees of vis; wel zuivel en eieren.',
      }),
      field('flexitarian', { en: 'Flexitarian', nl: 'Flexitarisch' }, kgCo2ePerYear, {
        en: 'Meat or fish on a few days a week.',
        nl: 'Een paar dagen per week vlees of vis.',
      }),
      field('average', { en: 'Average', nl: 'Gemiddeld' }, kgCo2ePerYear, {
        en: 'The average Dutch diet.',
        nl: 'Het gemiddelde Nederlandse eetpatroon.',
      }),
      field('meat-lover', { en: 'Meat lover', nl: 'Vleesliefhebber' }, kgCo2ePerYear, {
        en: 'Meat with nearly every meal.',
        nl: 'Bij bijna elke maaltijd vlees.',
      }),
    ],
  },
  'house-type': {
    title: { en: 'Household energy by house type', nl: 'Energieverbruik per woningtype' },
    description: {
      en: 'Baseline yearly electricity and gas use of an average household, by house type. The house questions scale it by occupants, age and insulation.',
      nl: 'Basisverbruik van stroom en gas per jaar van een gemiddeld huishouden, per woningtype. De woningvragen passen dit aan op bewoners, bouwjaar en isolatie.',
    },
    kind: 'rows',
    fields: [
      field('type', { en: 'House type', nl: 'Woningtype' }, text, {
        en: 'apartment, terraced, corner, semi-detached or detached.',
        nl: 'appartement, tussenwoning, hoekwoning, twee-onder-een-kap of vrijstaand (apartment, terraced, corner, semi-detached, detached).',
      }),
      field(
        'electricityKwh',
        { en: 'Electricity', nl: 'Stroom' },
        { en: 'kWh per year', nl: 'kWh per jaar' },
        {
          en: 'Electricity used by the household in a year.',
          nl: 'Stroomverbruik van het huishouden in een jaar.',
        },
      ),
      field(
        'gasM3',
        { en: 'Gas', nl: 'Gas' },
        { en: 'm3 per year', nl: 'm3 per jaar' },
        {
          en: 'Natural gas used for heating, hot water and cooking in a year.',
          nl: 'Aardgasverbruik voor verwarming, warm water en koken in een jaar.',
        },
      ),
    ],
  },
  electricity: {
    title: { en: 'Electricity by source', nl: 'Stroom per bron' },
    description: {
      en: 'Emissions per kilowatt-hour by the kind of electricity a household uses, over the whole life cycle.',
      nl: 'Uitstoot per kilowattuur naar het soort stroom dat een huishouden gebruikt, over de hele levenscyclus.',
    },
    kind: 'fields',
    fields: [
      field('grey', { en: 'Grey', nl: 'Grijs' }, kgCo2PerKwh, {
        en: 'Electricity without a green origin: the average fossil-heavy mix.',
        nl: 'Stroom zonder groene herkomst: de gemiddelde, vooral fossiele mix.',
      }),
      field('green', { en: 'Green', nl: 'Groen' }, kgCo2PerKwh, {
        en: 'Green electricity from Dutch wind and solar.',
        nl: 'Groene stroom uit Nederlandse wind en zon.',
      }),
      field('solar', { en: 'Own solar panels', nl: 'Eigen zonnepanelen' }, kgCo2PerKwh, {
        en: 'Electricity from the household’s own solar panels (making the panels included).',
        nl: 'Stroom van de eigen zonnepanelen (het maken van de panelen meegeteld).',
      }),
    ],
  },
  gas: {
    title: { en: 'Natural gas', nl: 'Aardgas' },
    description: {
      en: 'Emissions per cubic metre of natural gas burnt for heating, hot water or cooking.',
      nl: 'Uitstoot per kubieke meter aardgas die wordt verbrand voor verwarming, warm water of koken.',
    },
    kind: 'fields',
    fields: [
      field(
        'natural-gas',
        { en: 'Natural gas', nl: 'Aardgas' },
        { en: 'kg CO2 per m3', nl: 'kg CO2 per m3' },
        {
          en: 'Groningen-quality natural gas.',
          nl: 'Aardgas van Groningen-kwaliteit.',
        },
      ),
    ],
  },
  'public-transport': {
    title: { en: 'Public transport', nl: 'Openbaar vervoer' },
    description: {
      en: 'Emissions per passenger per kilometre travelled, at average occupancy.',
      nl: 'Uitstoot per reiziger per afgelegde kilometer, bij een gemiddelde bezetting.',
    },
    kind: 'fields',
    fields: [
      field('train', { en: 'Train', nl: 'Trein' }, kgCo2PerPkm, {
        en: 'Dutch trains, which run on wind power.',
        nl: 'Nederlandse treinen, die op windstroom rijden.',
      }),
      field('bus', { en: 'Bus', nl: 'Bus' }, kgCo2PerPkm, {
        en: 'Regional and city buses (diesel and electric).',
        nl: 'Streek- en stadsbussen (diesel en elektrisch).',
      }),
      field('tram-metro', { en: 'Tram and metro', nl: 'Tram en metro' }, kgCo2PerPkm, {
        en: 'Trams and metros.',
        nl: 'Trams en metro’s.',
      }),
    ],
  },
}

/** The legends in one language, keyed by table name (`GET /api/data-table/legends`). */
export function dataTableLegends(lang: Lang): DataTableLegends {
  return Object.fromEntries(
    Object.entries(legends).map(([name, legend]) => [
      name,
      {
        name,
        title: legend.title[lang],
        description: legend.description[lang],
        kind: legend.kind,
        fields: legend.fields.map((f) => ({
          key: f.key,
          label: f.label[lang],
          unit: f.unit[lang],
          description: f.description[lang],
        })),
      },
    ]),
  )
}
