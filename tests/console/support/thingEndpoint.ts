import { z } from 'zod'
import { endpoint } from '../../../src/domain/contracts/contract.ts'
import { listQuerySchema } from '../../../src/domain/list.ts'

// A resource of the tests only, declared as an area declares one (src/domain/contracts).

export const thingSchemas = {
  dto: z.object({ id: z.number(), name: z.string(), translated: z.boolean(), version: z.number() }),
  query: listQuerySchema,
  create: z.object({ name: z.string() }),
  update: z.object({ name: z.string() }),
}
export const thingEndpoint = endpoint<typeof thingSchemas>()({
  name: 'Thing',
  path: '/thing',
  order: true,
  delete: true,
})
export type Thing = z.output<typeof thingSchemas.dto>
