import { describe, expect, it } from 'vitest'
import { type UrlDrawerState, urlDrawerStep } from '../../../../src/console/ui/drawer/urlDrawerSync.ts'

const state = (overrides: Partial<UrlDrawerState<number>>): UrlDrawerState<number> => ({
  urlKey: null,
  openKey: null,
  wasOpen: null,
  justClosed: null,
  ready: true,
  locationKey: 'a',
  ...overrides,
})

describe('keeping a drawer and the URL in step', () => {
  it('opens what the URL names, once it can', () => {
    expect(urlDrawerStep(state({ urlKey: 12 }))).toEqual({ action: 'open', justClosed: null })
    expect(urlDrawerStep(state({ urlKey: 12, ready: false }))).toEqual({ action: 'none', justClosed: null })
  })

  it('closes when the URL names nothing (Back), and does nothing when both agree', () => {
    expect(urlDrawerStep(state({ openKey: 12, wasOpen: 12 })).action).toBe('close')
    expect(urlDrawerStep(state({ urlKey: 12, openKey: 12, wasOpen: 12 })).action).toBe('none')
    expect(urlDrawerStep(state({})).action).toBe('none')
  })

  it('closes the open record first when the URL names another (the next step opens that one)', () => {
    expect(urlDrawerStep(state({ urlKey: 7, openKey: 12, wasOpen: 12 })).action).toBe('close')
    expect(urlDrawerStep(state({ urlKey: 7, openKey: null, wasOpen: 12 })).action).toBe('open')
  })

  it('clears the URL when the drawer closed by itself, and does not reopen until the URL changes', () => {
    const closed = urlDrawerStep(state({ urlKey: 12, openKey: null, wasOpen: 12 }))
    expect(closed).toEqual({ action: 'clearUrl', justClosed: { key: 12, at: 'a' } })
    // The router has not applied the change yet: the URL still names 12.
    const waiting = urlDrawerStep(state({ urlKey: 12, justClosed: { key: 12, at: 'a' } }))
    expect(waiting).toEqual({ action: 'none', justClosed: { key: 12, at: 'a' } })
    // It has: the guard is forgotten, and the same record opens again when asked.
    expect(urlDrawerStep(state({ urlKey: null, justClosed: { key: 12, at: 'a' } }))).toEqual({
      action: 'none',
      justClosed: null,
    })
    expect(urlDrawerStep(state({ urlKey: 12 }))).toEqual({ action: 'open', justClosed: null })
  })

  it('opens the record just closed when a new navigation asks for it (both landed together)', () => {
    // Enter on its row right after a save: the clearing and the new ?edit=12 render as one.
    expect(urlDrawerStep(state({ urlKey: 12, locationKey: 'b', justClosed: { key: 12, at: 'a' } }))).toEqual({
      action: 'open',
      justClosed: null,
    })
  })

  it('leaves the URL alone when the drawer closed because the URL moved on', () => {
    expect(urlDrawerStep(state({ urlKey: null, openKey: null, wasOpen: 12 })).action).toBe('none')
    // Another record asked for while one is remembered as just closed: it opens.
    expect(urlDrawerStep(state({ urlKey: 7, justClosed: { key: 12, at: 'a' } }))).toEqual({
      action: 'open',
      justClosed: null,
    })
  })

  it('works for a flag drawer (`?hierarchy`) the same way', () => {
    const flag = (overrides: Partial<UrlDrawerState<true>>) =>
      urlDrawerStep<true>({
        urlKey: null,
        openKey: null,
        wasOpen: null,
        justClosed: null,
        ready: true,
        locationKey: 'a',
        ...overrides,
      })
    expect(flag({ urlKey: true }).action).toBe('open')
    expect(flag({ urlKey: true, openKey: null, wasOpen: true })).toEqual({
      action: 'clearUrl',
      justClosed: { key: true, at: 'a' },
    })
    expect(flag({ urlKey: true, justClosed: { key: true, at: 'a' } }).action).toBe('none')
  })
})
