import { describe, expect, it } from 'vitest'
import {
  FEEDBACK_DEFAULT_SORT,
  feedbackSortFields,
  feedbackUserName,
  isFileUuid,
  messagePreview,
  screenshotUrl,
} from '../../src/domain/feedback.ts'
import { listQuerySchema } from '../../src/domain/list.ts'

describe('feedbackUserName', () => {
  it('names the sender by first and last name', () => {
    expect(feedbackUserName({ firstName: 'Sanne', lastName: 'de Vries', email: 's@example.org' })).toBe(
      'Sanne de Vries',
    )
    expect(feedbackUserName({ firstName: ' Daan ', lastName: '', email: null })).toBe('Daan')
    expect(feedbackUserName({ firstName: '', lastName: 'Bakker', email: null })).toBe('Bakker')
    expect(feedbackUserName({ firstName: 'Sanne ', lastName: ' de Vries', email: null })).toBe(
      'Sanne de Vries',
    )
  })

  it('falls back to the e-mail, then to nothing', () => {
    expect(feedbackUserName({ firstName: '', lastName: ' ', email: 'only@example.org' })).toBe(
      'only@example.org',
    )
    expect(feedbackUserName({ firstName: '', lastName: '', email: null })).toBeNull()
    expect(feedbackUserName({ firstName: '', lastName: '', email: '  ' })).toBeNull()
  })
})

describe('messagePreview', () => {
  it('keeps short messages and puts them on one line', () => {
    expect(messagePreview('Great app')).toBe('Great app')
    expect(messagePreview('Line one\n\nline  two ')).toBe('Line one line two')
  })

  it('cuts long messages with an ellipsis, within the limit', () => {
    const preview = messagePreview('word '.repeat(40), 20)
    expect(preview.endsWith('…')).toBe(true)
    expect(preview.length).toBeLessThanOrEqual(20)
    expect(messagePreview('x'.repeat(80))).toBe('x'.repeat(80))
    expect(messagePreview('x'.repeat(81))).toBe(`${'x'.repeat(79)}…`)
  })

  it('cuts at a space without leaving it before the ellipsis', () => {
    expect(messagePreview('word '.repeat(40), 11)).toBe('word word…')
  })
})

describe('screenshot files', () => {
  it('recognises server uuids only', () => {
    expect(isFileUuid('3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b')).toBe(true)
    expect(isFileUuid('3F2A6C1E-8B4D-4E2F-9A1B-5C6D7E8F9A0B')).toBe(true)
    const uuid = '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b'
    // Anything that is not the uuid itself: with a path before or after it, or a list holding it.
    for (const bad of ['', '../etc', `${uuid}/..`, `../${uuid}`, 'a/b', null, 12, [uuid]]) {
      expect(isFileUuid(bad), String(bad)).toBe(false)
    }
  })

  it('is served at /file/{uuid}/original.webp (docs/product.md §2)', () => {
    expect(screenshotUrl('3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b')).toBe(
      '/file/3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b/original.webp',
    )
  })
})

describe('feedback list query', () => {
  it('takes the shared list parameters and sorts newest first by default', () => {
    expect(listQuerySchema.parse({ q: ' quiz ', page: '2', pageSize: '25' })).toEqual({
      q: 'quiz',
      page: 2,
      pageSize: 25,
    })
    expect(FEEDBACK_DEFAULT_SORT).toBe('-creationDate')
    expect(feedbackSortFields).toContain('creationDate')
  })
})
