import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { categoryDtoSchema, hierarchyAnswerSchema } from '../../src/domain/contracts/categories.ts'
import { deletedSchema, orderAnswerSchema, statusSchema } from '../../src/domain/contracts/common.ts'
import {
  dataTableDefaultsSchema,
  dataTableDtoSchema,
  dataTableLegendsSchema,
} from '../../src/domain/contracts/data-tables.ts'
import { feedbackDtoSchema } from '../../src/domain/contracts/feedback.ts'
import { labelDtoSchema } from '../../src/domain/contracts/labels.ts'
import {
  loginAnswerSchema,
  logoutAnswerSchema,
  registerAnswerSchema,
  userDtoSchema,
} from '../../src/domain/contracts/users.ts'

// The server checks every answer against its contract, and the console is typed by it: a contract
// must keep every field of a real answer, and refuse an answer that lost one.

const user = { id: 1, firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', level: 'admin' }

const legends = {
  diet: {
    name: 'diet',
    title: 'Diet',
    description: 'Emissions per diet',
    kind: 'rows',
    fields: [{ key: 'kg', label: 'Amount', unit: 'kg', description: 'Per week' }],
  },
  fuel: { name: 'fuel', title: 'Fuel', description: 'Per litre', kind: 'fields', fields: [] },
}

const answers: [string, z.ZodType, unknown][] = [
  [
    'a category',
    categoryDtoSchema,
    {
      id: 11,
      index: 1,
      title: 'Meat',
      emoji: '🥩',
      isContent: true,
      parentCategoryId: 1,
      parentTitle: 'Food',
      type: 'sub',
      childCount: 0,
      mediaCount: 1,
      media: [
        {
          id: 4,
          purpose: 'background-image',
          description: 'Steak',
          file: { uuid: '0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11' },
          width: 2048,
          height: 1365,
        },
      ],
      hasBackgroundImage: true,
      translated: false,
      version: 3,
    },
  ],
  ['a main category’s type', categoryDtoSchema.shape.type, 'main'],
  ['a stored hierarchy', hierarchyAnswerSchema, [{ id: 1, parentCategoryId: null, index: 0 }]],
  ['a deletion', deletedSchema, { id: 7 }],
  ['a stored order', orderAnswerSchema, [{ id: 7, index: 0 }]],
  ['the status', statusSchema, { version: '0.1.0' }],
  [
    'a data table',
    dataTableDtoSchema,
    {
      id: 2,
      name: 'car-fuel',
      country: 'nl',
      data: { petrol: 0.19 },
      creationDate: '2025-03-05T14:30:00.000Z',
      size: { kind: 'fields', count: 1 },
      translated: true,
      version: 1,
    },
  ],
  ['a row table’s size', dataTableDtoSchema.shape.size, { kind: 'rows', count: 3 }],
  ['the shipped tables', dataTableDefaultsSchema, [{ name: 'diet', country: 'nl', data: [1] }]],
  ['the legends', dataTableLegendsSchema, legends],
  [
    'a feedback message',
    feedbackDtoSchema,
    {
      id: 7,
      message: 'The quiz button does nothing.',
      user: { id: 3, firstName: 'Sanne', lastName: 'de Vries', email: null },
      creationDate: '2025-03-05T14:30:00.000Z',
      file: { uuid: '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b' },
      translated: true,
    },
  ],
  [
    'a label',
    labelDtoSchema,
    { id: 5, value: 'CO2', creationDate: '2025-03-05T14:30:00.000Z', translated: true, version: 2 },
  ],
  [
    'a user',
    userDtoSchema,
    {
      ...user,
      address: { street: 'Main', house_number: '1', postal_code: '1234 AB', city: 'Utrecht', country: 'NL' },
      enablePushNotifications: true,
      hasPushToken: false,
      quizzes: 0,
      list: 0,
      requestedAccountDeletion: false,
      requestedDataRemoval: false,
      creationDate: '2025-03-05T14:30:00.000Z',
      activeDate: null,
      translated: true,
      version: 1,
    },
  ],
  ['a login', loginAnswerSchema, { accessToken: 'abc', user }],
  ['a registration', registerAnswerSchema, { message: 'Registration received.' }],
  ['a logout', logoutAnswerSchema, { message: 'Logged out.' }],
]

/** The answer with its first field left out: of the answer, of its first entry, or of its first table. */
function lost(answer: unknown): unknown {
  if (Array.isArray(answer)) return [lost(answer[0])]
  if (typeof answer !== 'object' || answer === null) return { answer }
  const entries = Object.entries(answer)
  if (answer === legends) return { ...legends, diet: lost(legends.diet) }
  return Object.fromEntries(entries.slice(1))
}

describe('answer contracts', () => {
  it.each(answers)('keep every field of %s', (_, schema, answer) => {
    expect(schema.parse(answer)).toEqual(answer)
  })

  it.each(answers)('refuse %s that lost a field', (_, schema, answer) => {
    expect(schema.safeParse(lost(answer)).success).toBe(false)
  })

  it('refuse a type or a size kind the console does not know', () => {
    expect(categoryDtoSchema.shape.type.safeParse('third').success).toBe(false)
    expect(dataTableDtoSchema.shape.size.safeParse({ kind: 'cells', count: 1 }).success).toBe(false)
  })
})
