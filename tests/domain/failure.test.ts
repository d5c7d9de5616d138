import ky from 'ky'
import { describe, expect, it } from 'vitest'
import { failureOf } from '../../src/domain/failure.ts'

/** What the `api` client (ky) throws when the server answers `status` with `body`. */
async function httpError(status: number, body: unknown): Promise<unknown> {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const type = typeof body === 'string' ? 'text/html' : 'application/json'
  const answer = async () => new Response(text, { status, headers: { 'content-type': type } })
  return ky.get('http://localhost/api/label/1', { fetch: answer, retry: 0 }).catch((error: unknown) => error)
}

describe('failureOf: one reader of a failed call', () => {
  it('reads an HTTP error of the client: status, message and field messages of its body', async () => {
    const refused = httpError(400, {
      error: 'bad_request',
      message: 'Title is required.',
      fields: { title: 'Title is required.', order: 7 },
    })
    expect(failureOf(await refused)).toEqual({
      status: 400,
      message: 'Title is required.',
      // A field message that is no text is no message.
      fields: { title: 'Title is required.' },
    })
  })

  it('reads the same error as the same failure, so a drawer reading it every render sets its fields once', async () => {
    const taken = await httpError(409, {
      error: 'conflict',
      message: 'A label with this value already exists.',
      fields: { value: 'A label with this value already exists.' },
    })
    const first = failureOf(taken)
    expect(failureOf(taken)).toBe(first)
    expect(failureOf(taken)?.fields).toBe(first?.fields)
    const thrownBody = { status: 400, error: 'bad_request', message: 'No.', fields: { title: 'No.' } }
    expect(failureOf(thrownBody)?.fields).toBe(failureOf(thrownBody)?.fields)
    // Another error with the same words is another failure.
    expect(failureOf({ ...thrownBody })).not.toBe(failureOf(thrownBody))
  })

  it('gives the status of an HTTP error without a body, and none of the client’s own wording', async () => {
    expect(failureOf(await httpError(502, '<html>Bad Gateway</html>'))).toEqual({ status: 502 })
    expect(failureOf(await httpError(503, ''))).toEqual({ status: 503 })
    expect(failureOf(await httpError(500, null))).toStrictEqual({ status: 500 })
  })

  it('reads the current version of a stale write (409) only', async () => {
    const stale = { error: 'conflict', message: 'Changed by someone else since you opened it.', version: 4 }
    expect(failureOf(await httpError(409, stale))?.conflictVersion).toBe(4)
    expect(failureOf({ status: 409, ...stale })?.conflictVersion).toBe(4)
    // A taken value is a 409 too, but names no version.
    expect(failureOf(await httpError(409, { ...stale, version: undefined }))?.conflictVersion).toBeUndefined()
    expect(failureOf({ ...stale, version: '4' })?.conflictVersion).toBeUndefined()
    expect(failureOf({ status: 400, ...stale, error: 'bad_request' })?.conflictVersion).toBeUndefined()
  })

  it('reads an answer thrown as a plain body, taking the status from its code when left out', () => {
    expect(failureOf({ status: 404, error: 'not_found', message: 'User not found.' })).toEqual({
      status: 404,
      message: 'User not found.',
    })
    expect(failureOf({ error: 'conflict', message: 'Taken.', version: 2 })).toEqual({
      status: 409,
      message: 'Taken.',
      conflictVersion: 2,
    })
    // An unknown code names no status.
    expect(failureOf({ error: 'made_up', message: 'Odd.' })).toStrictEqual({ message: 'Odd.' })
    expect(failureOf({ status: 401 })).toEqual({ status: 401 })
    expect(failureOf({ status: 400, fields: 'E-mail must be valid.' })).toEqual({ status: 400 })
    expect(failureOf({ error: 'bad_request', message: 'Bad.', fields: null })).toEqual({
      status: 400,
      message: 'Bad.',
    })
  })

  it('has no message where the body’s message is empty or no text', () => {
    expect(failureOf({ error: 'internal', message: '' })).toEqual({ status: 500 })
    expect(failureOf({ status: 500, message: 502 })).toEqual({ status: 500 })
  })

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['an aborted call', new DOMException('The upload was cancelled.', 'AbortError')],
    ['a bug', new Error('offline')],
    ['an Error without an answer', Object.assign(new Error('x'), { name: 'HTTPError', response: null })],
    ['a message without a code', { message: 'Request failed with status code 502' }],
    ['a code that is no text', { error: 500, message: 'Something went wrong.' }],
    ['a message that is no text', { error: 'internal', message: 502 }],
    ['a string', 'conflict'],
    ['null', null],
    ['undefined', undefined],
  ])('is no answer for %s', (_, error) => {
    expect(failureOf(error)).toBeUndefined()
  })
})
