import { z } from 'zod'
import { contentApi } from '../../../src/console/api/content.ts'
import { feedbackApi } from '../../../src/console/api/feedback.ts'
import { labelsApi } from '../../../src/console/api/labels.ts'
import { usersApi } from '../../../src/console/api/users.ts'
import { defineContract, endpoint } from '../../../src/domain/contracts/contract.ts'
import { labelEndpoint } from '../../../src/domain/contracts/endpoints.ts'
import { labelContract, labelSchemas } from '../../../src/domain/contracts/labels.ts'
import { listQuerySchema } from '../../../src/domain/list.ts'
import { serverResource } from '../../../src/server/crud/index.ts'
import { categories, labels } from '../../../src/server/db/schema.ts'

// Type-level checks, compiled by `npx tsc` (not run): every `@ts-expect-error` line must fail to
// compile, or tsc reports the directive as unused. A wrong path, body or answer is a compile error.

export async function contractTypeChecks() {
  // Paths: a leading slash, lower case, no trailing or empty segment.
  // @ts-expect-error no leading slash
  endpoint<typeof labelSchemas>()({ name: 'Label', path: 'user-label' })
  // @ts-expect-error a trailing slash
  endpoint<typeof labelSchemas>()({ name: 'Label', path: '/user-label/' })
  // @ts-expect-error upper case
  endpoint<typeof labelSchemas>()({ name: 'Label', path: '/User-label' })

  // A contract pairs an endpoint with the schemas it was declared with, no others.
  const otherAnswer = z.object({ id: z.number(), translated: z.boolean(), other: z.string() })
  // @ts-expect-error the answer of another resource
  defineContract(labelEndpoint, { ...labelSchemas, dto: otherAnswer })
  const bad = { dto: z.object({ id: z.string(), translated: z.boolean() }), query: listQuerySchema }
  // @ts-expect-error a DTO must have a numeric id
  endpoint<typeof bad>()

  // The console's client: bodies and answers are the contract's.
  // @ts-expect-error `value`, not `valeu`
  await labelsApi.create({ valeu: 'Beta tester' }, 'en')
  const label = await labelsApi.get(1, 'en')
  // @ts-expect-error a label has no title
  label.title
  const value: string = label.value
  // @ts-expect-error level is one of the user levels
  await usersApi.list({ level: 'owner' }, 'en')
  // Calls the contract does not offer are not there.
  // @ts-expect-error feedback is read and deleted only
  await feedbackApi.create({}, 'en')
  // @ts-expect-error the content list is read only (each kind is written at its own path)
  await contentApi.remove(1)
  // @ts-expect-error labels have no order
  await labelsApi.order([])

  // The server's resource: the mapping must give the contract's DTO, from the right table.
  serverResource(labelContract, {
    table: labels,
    // @ts-expect-error creationDate travels as text
    toDto: (row) => ({ id: row.id, value: row.value, creationDate: row.creationDate }),
  })
  serverResource(labelContract, {
    table: categories,
    // @ts-expect-error a category row has no value
    toDto: (row) => ({ id: row.id, value: row.value, creationDate: '' }),
  })
  serverResource(labelContract, {
    table: labels,
    toDto: (row) => ({ id: row.id, value: row.value, creationDate: '' }),
    // @ts-expect-error the label contract declares no order
    order: { column: labels.id },
  })
  return value
}
