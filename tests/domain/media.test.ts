import { describe, expect, it } from 'vitest'
import { categoryCreateSchema, categoryUpdateSchema } from '../../src/domain/categories.ts'
import { mediaListAnswerSchema } from '../../src/domain/contracts/media.ts'
import { mediaOwnerTypes, mediaPurposes } from '../../src/domain/enums.ts'
import {
  MEDIA_LIMITS,
  mediaFileUrl,
  mediaLinkSchema,
  mediaListBodyField,
  mediaListField,
  mediaMessages,
  mediaSearchParams,
  mediaSearchQuerySchema,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
  missingMediaPurposes,
  requiredMediaPurposes,
  requiredPurposeMessages,
} from '../../src/domain/media.ts'

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

const item = (purpose: (typeof mediaPurposes)[number]) => ({ purpose })

describe('the required-purpose rule (docs/product.md §5)', () => {
  it('categories and stories need a background image; other owners need nothing', () => {
    expect(missingMediaPurposes('category', [])).toEqual(['background-image'])
    expect(missingMediaPurposes('story', [item('logo'), item('content-image')])).toEqual(['background-image'])
    expect(missingMediaPurposes('category', [item('logo'), item('background-image')])).toEqual([])
    // A story background image is another purpose: it does not count as a background image.
    expect(missingMediaPurposes('category', [item('story-background-image')])).toEqual(['background-image'])
    for (const owner of mediaOwnerTypes.filter((type) => type !== 'category' && type !== 'story')) {
      expect(missingMediaPurposes(owner, []), owner).toEqual([])
    }
  })

  it('words the warning as docs/product.md does, naming the purpose as people read it, not by its code', () => {
    expect(requiredPurposeMessages['background-image']).toBe('This object requires a background image')
    expect(Object.keys(requiredPurposeMessages).sort()).toEqual([...mediaPurposes].sort())
    for (const [purpose, message] of Object.entries(requiredPurposeMessages)) {
      expect(message).toMatch(/^This object requires an? [a-z ]+$/)
      if (purpose.includes('-')) expect(message).not.toContain(purpose)
    }
    expect(requiredMediaPurposes.category).toEqual(['background-image'])
  })
})

describe('the upload and edit fields', () => {
  it('require purpose and description with the specified messages', () => {
    expect(messages(mediaUploadFieldsSchema.safeParse({}))).toEqual([
      ['purpose', 'purpose is required.'],
      ['description', 'description is required.'],
    ])
    expect(messages(mediaUploadFieldsSchema.safeParse({ purpose: 'poster', description: '   ' }))).toEqual([
      ['purpose', mediaMessages.purposeRequired],
      ['description', mediaMessages.descriptionRequired],
    ])
    expect(mediaUploadFieldsSchema.parse({ purpose: 'logo', description: '  Logo  ' })).toEqual({
      purpose: 'logo',
      description: 'Logo',
    })
  })

  it('caps the description at 500 characters', () => {
    const long = 'x'.repeat(MEDIA_LIMITS.descriptionLength + 1)
    expect(messages(mediaUpdateSchema.safeParse({ purpose: 'logo', description: long }))).toEqual([
      ['description', mediaMessages.descriptionTooLong],
    ])
    expect(mediaUpdateSchema.safeParse({ purpose: 'logo', description: long.slice(1) }).success).toBe(true)
  })

  it('takes an optional version on edit', () => {
    expect(mediaUpdateSchema.parse({ purpose: 'main', description: 'd', version: 3 }).version).toBe(3)
    expect(mediaUpdateSchema.safeParse({ purpose: 'main', description: 'd', version: 0 }).success).toBe(false)
  })
})

describe('a media list in a body', () => {
  it('is ids in order, each once, at most 50', () => {
    expect(mediaListField.parse([3, 1, 2])).toEqual([3, 1, 2])
    expect(messages(mediaListField.safeParse([1, 2, 1]))).toEqual([['', 'Each id may appear only once.']])
    const fifty = Array.from({ length: MEDIA_LIMITS.listLength }, (_, i) => i + 1)
    expect(mediaListField.safeParse(fifty).success).toBe(true)
    expect(messages(mediaListField.safeParse([...fifty, 51]))).toEqual([['', mediaMessages.mediaListTooLong]])
    for (const wrong of [[0], [-1], [1.5], ['1'], [null]]) {
      expect(messages(mediaListField.safeParse(wrong)), JSON.stringify(wrong)).toEqual([
        ['0', mediaMessages.mediaListInvalid],
      ])
    }
    expect(messages(mediaListField.safeParse('1,2'))).toEqual([['', mediaMessages.mediaListInvalid]])
  })

  it('also takes the entries as GET answered them, and reads their ids', () => {
    const echoed = [
      { id: 7, description: 'Lake', purpose: 'background-image', file: { uuid: 'x' }, width: 1, height: 1 },
      4,
    ]
    expect(mediaListBodyField.parse(echoed)).toEqual([7, 4])
    expect(messages(mediaListBodyField.safeParse([{ id: 4 }, 4]))).toEqual([
      ['', 'Each id may appear only once.'],
    ])
    expect(messages(mediaListBodyField.safeParse([{ name: 'x' }]))).toEqual([
      ['0', mediaMessages.mediaListInvalid],
    ])
  })

  it('is part of the category bodies: left out on create is none, on update unchanged', () => {
    expect(categoryCreateSchema.parse({ title: 'Food', media: [2, 1] }).media).toEqual([2, 1])
    expect(categoryCreateSchema.parse({ title: 'Food' }).media).toBeUndefined()
    expect(categoryUpdateSchema.parse({ title: 'Food' }).media).toBeUndefined()
    expect(messages(categoryUpdateSchema.safeParse({ title: 'Food', media: [1, 1] }))).toEqual([
      ['media', 'Each id may appear only once.'],
    ])
  })
})

describe('search and links', () => {
  it('needs a non-blank search term (docs/product.md §5), at most 200 characters', () => {
    for (const term of ['', '   ', undefined]) {
      expect(messages(mediaSearchParams.safeParse({ term }))).toEqual([
        ['term', mediaMessages.searchTermRequired],
      ])
    }
    expect(mediaSearchParams.parse({ term: ' lake ' })).toEqual({ term: 'lake' })
    expect(mediaSearchParams.safeParse({ term: 'x'.repeat(201) }).success).toBe(false)
    expect(mediaSearchQuerySchema.parse({ page: '2', pageSize: '12' })).toEqual({ page: 2, pageSize: 12 })
  })

  it('links a media to an owner of a known type', () => {
    expect(mediaLinkSchema.parse({ mediaId: 1, ownerType: 'category', ownerId: 2 })).toEqual({
      mediaId: 1,
      ownerType: 'category',
      ownerId: 2,
    })
    expect(messages(mediaLinkSchema.safeParse({ mediaId: 0, ownerType: 'user', ownerId: 'x' }))).toEqual([
      ['mediaId', mediaMessages.mediaNotFound],
      ['ownerType', mediaMessages.ownerTypeInvalid],
      ['ownerId', mediaMessages.ownerNotFound],
    ])
    expect(mediaListAnswerSchema.safeParse({ ownerType: 'hero', ownerId: 1, media: [] }).success).toBe(true)
  })

  it('serves the files under /file/{uuid}/', () => {
    const uuid = '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b'
    expect(mediaFileUrl(uuid)).toBe(`/file/${uuid}/original.webp`)
    expect(mediaFileUrl(uuid, 'small')).toBe(`/file/${uuid}/small.webp`)
  })
})

describe('media messages for ids, lists and search terms that break a rule', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : result.error!.issues[0]!.message

  it.each([1.5, 0, -3, 2_147_483_648])('names the media of a link as not found for id %s', (mediaId) => {
    expect(messageOf(mediaLinkSchema.safeParse({ mediaId, ownerType: 'category', ownerId: 1 }))).toBe(
      'Media not found.',
    )
    expect(
      messageOf(mediaLinkSchema.safeParse({ mediaId: 1, ownerType: 'category', ownerId: mediaId })),
    ).toBe('The object to link this media to was not found.')
  })

  it('says what is wrong with a media list sent with a record', () => {
    expect(messageOf(mediaListBodyField.safeParse('1,2'))).toBe(
      'The media list should be a list of media ids.',
    )
    expect(messageOf(mediaListBodyField.safeParse([1.5]))).toBe(
      'The media list should be a list of media ids.',
    )
    const tooMany = Array.from({ length: MEDIA_LIMITS.listLength + 1 }, (_, i) => i + 1)
    expect(messageOf(mediaListBodyField.safeParse(tooMany))).toBe('A media list holds at most 50 media.')
    expect(mediaListBodyField.parse([3, { id: 1 }])).toEqual([3, 1])
  })

  it('says a search term is too long before reading it', () => {
    expect(messageOf(mediaSearchParams.safeParse({ term: 'x'.repeat(201) }))).toBe('Search text is too long.')
  })
})
