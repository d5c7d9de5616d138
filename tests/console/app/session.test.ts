import { describe, expect, it } from 'vitest'
import { afterLoginPath, loginPathFor } from '../../../src/console/app/session/session.ts'

describe('redirect to login and back (docs/product.md §2)', () => {
  it('keeps the original path, query included', () => {
    expect(loginPathFor('/stories/12', '?tab=items')).toBe('/login?next=%2Fstories%2F12%3Ftab%3Ditems')
    expect(afterLoginPath('?next=%2Fstories%2F12%3Ftab%3Ditems')).toBe('/stories/12?tab=items')
  })

  it('goes to /users after a plain login', () => {
    expect(loginPathFor('/')).toBe('/login')
    expect(afterLoginPath('')).toBe('/users')
  })

  it('never follows a next that leaves the site or loops to login', () => {
    expect(afterLoginPath('?next=https%3A%2F%2Fevil.example')).toBe('/users')
    expect(afterLoginPath('?next=%2F%2Fevil.example')).toBe('/users')
    expect(afterLoginPath('?next=%2Flogin')).toBe('/users')
  })
})
