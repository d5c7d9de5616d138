import { z } from 'zod'
import { dataTableCreateSchema, dataTableListQuerySchema, dataTableUpdateSchema } from '../data-tables.ts'
import { isoDate, translatedFlag, versioned } from './common.ts'
import { defineContract } from './contract.ts'
import { dataTableEndpoint } from './endpoints.ts'

/** Any JSON value. */
const json = z.json()

/** The Data column (docs/product.md §2): the row count of an array, the field count of an object. */
export const dataSizeSchema = z.object({ kind: z.enum(['rows', 'fields']), count: z.number().int() })

/** A data table as the API answers it. */
export const dataTableDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  data: json,
  creationDate: isoDate,
  size: dataSizeSchema,
  ...translatedFlag,
  ...versioned,
})

/** `GET /api/data-table/defaults`: the shipped factor tables. */
export const dataTableDefaultsSchema = z.array(
  z.object({ name: z.string(), country: z.string(), data: json }),
)

/** One field of an object table, or one column of a row table, in the request language. */
export const dataTableLegendFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  description: z.string(),
})

export const dataTableLegendSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** 'rows': `fields` are the columns of each row; 'fields': they are the fields of the object. */
  kind: z.enum(['rows', 'fields']),
  fields: z.array(dataTableLegendFieldSchema),
})

/** `GET /api/data-table/legends`: per table name. */
export const dataTableLegendsSchema = z.record(z.string(), dataTableLegendSchema)

/** What `/api/data-table` answers and takes (its endpoint: `dataTableEndpoint`). */
export const dataTableSchemas = {
  dto: dataTableDtoSchema,
  query: dataTableListQuerySchema,
  create: dataTableCreateSchema,
  update: dataTableUpdateSchema,
}
export const dataTableContract = defineContract(dataTableEndpoint, dataTableSchemas)
