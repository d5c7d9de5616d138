import { describe, expect, it, vi } from 'vitest'
import { flagParam, recordParam } from '../../../../src/console/ui/drawer/drawerParams.ts'
import { createUnsavedInputs, inDrawer, onPage } from '../../../../src/console/ui/leave/unsavedInput.ts'

const place = (address: string) => {
  const url = new URL(address, 'http://console.test')
  return { pathname: url.pathname, search: url.search }
}
const record = 'This record has changes that are not saved.'
const hierarchy = 'The new order and hierarchy are not saved.'

describe('unsaved input', () => {
  it('names what a navigation would take off the screen, and only that', () => {
    const inputs = createUnsavedInputs()
    inputs.report(1, { description: record, keptAt: inDrawer('/categories', recordParam, 12) })
    // Another page, Back to the list, another record: the drawer goes, so does its input.
    expect(inputs.lostAt(place('/labels'))).toEqual([record])
    expect(inputs.lostAt(place('/categories'))).toEqual([record])
    expect(inputs.lostAt(place('/categories?edit=13'))).toEqual([record])
    expect(inputs.lostAt(place('/categories?new'))).toEqual([record])
    expect(inputs.lostAt(place('/categories?hierarchy'))).toEqual([record])
    // The same drawer, with the list's filter or page changed behind it: nothing is lost.
    expect(inputs.lostAt(place('/categories?edit=12'))).toEqual([])
    expect(inputs.lostAt(place('/categories?q=food&page=2&edit=12'))).toEqual([])
  })

  it('holds every part that is unsaved, and forgets what was saved', () => {
    const inputs = createUnsavedInputs()
    inputs.report(1, { description: record, keptAt: inDrawer('/categories', recordParam, 12) })
    inputs.report(2, {
      description: hierarchy,
      keptAt: inDrawer('/categories', flagParam('hierarchy'), true),
    })
    expect(inputs.getSnapshot()).toEqual([record, hierarchy])
    expect(inputs.lostAt(place('/categories?hierarchy'))).toEqual([record])
    expect(inputs.lostAt(place('/users'))).toEqual([record, hierarchy])
    inputs.report(1, null)
    expect(inputs.getSnapshot()).toEqual([hierarchy])
    expect(inputs.lostAt(place('/users'))).toEqual([hierarchy])
  })

  it('tells its readers when what is unsaved changes, not at every report', () => {
    const inputs = createUnsavedInputs()
    const listener = vi.fn()
    inputs.subscribe(listener)
    const keptAt = onPage('/users')
    inputs.report(1, { description: record, keptAt })
    const first = inputs.getSnapshot()
    // Reported again after a render (a new `keptAt` closure, the same text): nothing to tell.
    inputs.report(1, { description: record, keptAt: onPage('/users') })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(inputs.getSnapshot()).toBe(first)
    inputs.report(1, null)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(inputs.getSnapshot()).toEqual([])
  })

  it('input on a page (no drawer) is kept while the address stays on that page', () => {
    const keptAt = onPage('/users')
    expect(keptAt(place('/users?edit=3'))).toBe(true)
    expect(keptAt(place('/labels'))).toBe(false)
  })
})
