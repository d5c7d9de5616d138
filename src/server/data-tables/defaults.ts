import { CALCULATION_TABLES, type CalculationTableName } from '../../domain/calculation-tables.ts'
import { DATA_TABLE_DEFAULT_COUNTRY } from '../../domain/constants.ts'
import type { DataTableDefault, JsonValue } from '../../domain/data-tables.ts'

/**
 * The factor tables the CO2 calculations read, as shipped (`GET /api/data-table/defaults`, and the
 * demo seed). INDICATIVE DEMO DEFAULTS: plausible values for the Netherlands in the style of the
 * published Dutch emission factor lists (CO2emissiefactoren.nl, Milieu Centraal), rounded, not an
 * authoritative source. Staff replace them with the figures they are accountable for.
 *
 * Object tables are looked up by key ("fields"); row tables are lists of records ("rows").
 * Every table is explained field by field in ./legends.ts; its shape (fields, bounds) is checked by
 * src/domain/calculation-tables.ts.
 */
const tables = {
  /** kg CO2 per vehicle-km, average passenger car, fuel chain included. */
  'car-fuel': {
    petrol: 0.19,
    diesel: 0.18,
    lpg: 0.16,
    hybrid: 0.13,
    electric: 0.06,
  },
  /** kg CO2 per passenger-km by flight distance (short < 700 km, medium 700–2,500 km, long above). */
  flights: [
    { haul: 'short', fromKm: 0, kgCo2PerPassengerKm: 0.25 },
    { haul: 'medium', fromKm: 700, kgCo2PerPassengerKm: 0.18 },
    { haul: 'long', fromKm: 2500, kgCo2PerPassengerKm: 0.15 },
  ],
  /** kg CO2-equivalent per person per year for food, by diet. */
  diet: {
    vegan: 900,
    vegetarian: 1200,
    flexitarian: 1500,
    average: 1750,
    'meat-lover': 2500,
  },
  /** Yearly energy use of an average household by house type. */
  'house-type': [
    { type: 'apartment', electricityKwh: 2000, gasM3: 750 },
    { type: 'terraced', electricityKwh: 2800, gasM3: 1100 },
    { type: 'corner', electricityKwh: 3000, gasM3: 1300 },
    { type: 'semi-detached', electricityKwh: 3300, gasM3: 1500 },
    { type: 'detached', electricityKwh: 3800, gasM3: 1900 },
  ],
  /** kg CO2 per kWh by kind of electricity. */
  electricity: {
    grey: 0.33,
    green: 0.02,
    solar: 0.04,
  },
  /** kg CO2 per m3 of natural gas burnt (heating, hot water, cooking). */
  gas: {
    'natural-gas': 1.78,
  },
  /** kg CO2 per passenger-km by public transport. */
  'public-transport': {
    train: 0.005,
    bus: 0.07,
    'tram-metro': 0.03,
  },
} satisfies Record<CalculationTableName, JsonValue>

/** One shipped default for each table the calculation reads (src/domain/calculation-tables.ts). */
export type DefaultTableName = CalculationTableName

export const defaultTableNames: readonly DefaultTableName[] = CALCULATION_TABLES

/** A fresh copy each call, so a caller changing it cannot change the shipped defaults. */
export function dataTableDefaults(): DataTableDefault[] {
  return defaultTableNames.map((name) => ({
    name,
    country: DATA_TABLE_DEFAULT_COUNTRY,
    data: structuredClone(tables[name]) as JsonValue,
  }))
}
