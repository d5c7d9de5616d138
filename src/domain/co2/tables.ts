import type { EngineTables } from './model.ts'

// Reading factors out of the data tables without trusting them: a table staff broke past the
// checks (or one missing for a country) gives 0 or the fallback, never NaN or a throw. The shapes
// are those of src/domain/calculation-tables.ts.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A number that can be multiplied: finite and not negative, else 0. */
export const usable = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0

/** `table[key]` of a fields table (car-fuel, diet, electricity, gas, public-transport); `fallback` when the key has no field. */
export function fieldFactor(
  tables: EngineTables,
  table: string,
  key: string | null,
  fallback: string,
): number {
  const data = tables[table]
  if (!isRecord(data)) return 0
  const chosen = key !== null && Object.hasOwn(data, key) ? key : fallback
  return Object.hasOwn(data, chosen) ? usable(data[chosen]) : 0
}

/** The row of a rows table whose `column` is `key` (house-type by type); the `fallback` row else. */
export function tableRow(
  tables: EngineTables,
  table: string,
  column: string,
  key: string | null,
  fallback: string,
): Record<string, unknown> | null {
  const data = tables[table]
  if (!Array.isArray(data)) return null
  const rows = data.filter(isRecord)
  return rows.find((row) => row[column] === key) ?? rows.find((row) => row[column] === fallback) ?? null
}

/** kg CO2 per passenger-km of a flight of `km`: the row with the largest `fromKm` not past it. */
export function flightFactor(tables: EngineTables, km: number): number {
  const data = tables.flights
  if (!Array.isArray(data)) return 0
  let best: { fromKm: number; factor: number } | null = null
  for (const row of data) {
    if (!isRecord(row)) continue
    const fromKm = typeof row.fromKm === 'number' && Number.isFinite(row.fromKm) ? row.fromKm : Number.NaN
    if (!(fromKm <= km) || (best && best.fromKm > fromKm)) continue
    best = { fromKm, factor: usable(row.kgCo2PerPassengerKm) }
  }
  return best?.factor ?? 0
}
