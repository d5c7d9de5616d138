import { describe, expect, it } from 'vitest'
import type { MediaItemDto } from '../../src/domain/contracts/media.ts'
import { mediaPurposes } from '../../src/domain/enums.ts'
import {
  emptyInfographicForm,
  INFOGRAPHIC_CATEGORIES_MAX,
  type InfographicDto,
  infographicCreateSchema,
  infographicFormSchema,
  infographicMessages,
  infographicToForm,
  infographicUpdateSchema,
} from '../../src/domain/infographics.ts'
import { MEDIA_LIMITS, mediaMessages, withMediaIds } from '../../src/domain/media.ts'

// The infographic's rules (docs/product.md §5 "Infographic") and its drawer's form.

const messagesOf = (
  schema: typeof infographicCreateSchema | typeof infographicFormSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const media = (id: number): MediaItemDto => ({
  id,
  description: `Chart ${id}`,
  purpose: mediaPurposes[0],
  file: { uuid: `0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a${String(id).padStart(2, '0')}` },
  width: 800,
  height: 600,
})

describe('an infographic as the API takes it', () => {
  it('fills in an empty description and no categories on create', () => {
    expect(infographicCreateSchema.parse({ title: 'CO2 per meal' })).toEqual({
      title: 'CO2 per meal',
      description: '',
      categoryIds: [],
    })
  })

  it('keeps what an update leaves out', () => {
    expect(infographicUpdateSchema.parse({ title: 'CO2 per meal' })).toEqual({ title: 'CO2 per meal' })
  })

  it.each([
    [[0], infographicMessages.categoriesInvalid],
    [[1.5], infographicMessages.categoriesInvalid],
    [[-1], infographicMessages.categoriesInvalid],
    [[2_147_483_648], infographicMessages.categoriesInvalid],
    [['1'], infographicMessages.categoriesInvalid],
    ['1', infographicMessages.categoriesInvalid],
    [[3, 3], 'Each id may appear only once.'],
    [
      Array.from({ length: INFOGRAPHIC_CATEGORIES_MAX + 1 }, (_, i) => i + 1),
      infographicMessages.categoriesTooMany,
    ],
  ])('refuses the categories %j', (categoryIds, message) => {
    const messages = messagesOf(infographicCreateSchema, { title: 'x', categoryIds })
    expect(Object.values(messages)).toEqual([message])
  })

  it('takes up to 20 different categories, the largest id included', () => {
    const categoryIds = Array.from({ length: INFOGRAPHIC_CATEGORIES_MAX - 1 }, (_, i) => i + 1)
    expect(
      messagesOf(infographicCreateSchema, { title: 'x', categoryIds: [...categoryIds, 2_147_483_647] }),
    ).toEqual({})
  })

  it('needs a title', () => {
    expect(messagesOf(infographicCreateSchema, { title: ' ' })).toEqual({
      title: infographicMessages.titleRequired,
    })
  })
})

describe('the drawer form', () => {
  it('starts empty, and empty it asks for a title only', () => {
    expect(emptyInfographicForm).toEqual({ title: '', description: '', categoryIds: [], media: [] })
    expect(messagesOf(infographicFormSchema, emptyInfographicForm)).toEqual({
      title: infographicMessages.titleRequired,
    })
  })

  it('holds as many media as a record may have, and no more', () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => media(i + 1))
    expect(
      messagesOf(infographicFormSchema, {
        ...emptyInfographicForm,
        title: 'x',
        media: many(MEDIA_LIMITS.listLength),
      }),
    ).toEqual({})
    expect(
      messagesOf(infographicFormSchema, {
        ...emptyInfographicForm,
        title: 'x',
        media: many(MEDIA_LIMITS.listLength + 1),
      }),
    ).toEqual({ media: mediaMessages.mediaListTooLong })
  })

  it('reads a record into the form and sends the media back as their ids, in order', () => {
    const record = {
      id: 4,
      title: 'CO2 per meal',
      description: 'Beef, *then* the rest.',
      categories: [
        { id: 2, title: 'Food' },
        { id: 9, title: 'Meat' },
      ],
      media: [media(7), media(3)],
    } as unknown as InfographicDto
    const form = infographicToForm(record)
    expect(form).toEqual({
      title: 'CO2 per meal',
      description: 'Beef, *then* the rest.',
      categoryIds: [2, 9],
      media: [media(7), media(3)],
    })
    expect(withMediaIds(form)).toEqual({
      title: 'CO2 per meal',
      description: 'Beef, *then* the rest.',
      categoryIds: [2, 9],
      media: [7, 3],
    })
  })
})
