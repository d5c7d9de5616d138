import { describe, expect, it } from 'vitest'
import {
  drawerPath,
  editPath,
  flagParam,
  recordParam,
  storedRecordParam,
} from '../../../../src/console/ui/drawer/drawerParams.ts'

const read = (param: { read: (params: URLSearchParams) => unknown }, search: string) =>
  param.read(new URLSearchParams(search))
function write<K>(
  param: { write: (params: URLSearchParams, key: K | null) => void },
  search: string,
  key: K | null,
) {
  const params = new URLSearchParams(search)
  param.write(params, key)
  return String(params)
}

describe('drawers in the URL', () => {
  it('a record drawer: ?edit=12, ?new (-1), nothing else', () => {
    expect(read(recordParam, '?edit=12')).toBe(12)
    expect(read(recordParam, '?new')).toBe(-1)
    for (const search of ['', '?edit=0', '?edit=-3', '?edit=1.5', '?edit=x']) {
      expect(read(recordParam, search)).toBeNull()
    }
    expect(write(recordParam, 'q=a&new=', 12)).toBe('q=a&edit=12')
    expect(write(recordParam, 'q=a&edit=3', -1)).toBe('q=a&new=')
    expect(write(recordParam, 'new=&edit=3&page=2', null)).toBe('page=2')
  })

  it('a drawer of stored records only: ?new names nothing', () => {
    expect(read(storedRecordParam, '?new')).toBeNull()
    expect(read(storedRecordParam, '?edit=4')).toBe(4)
    expect(write(storedRecordParam, 'edit=4', null)).toBe('')
  })

  it('a flag drawer replaces the drawers it names, and closes alone', () => {
    const hierarchy = flagParam('hierarchy', ['new', 'edit'])
    expect(read(hierarchy, '?hierarchy')).toBe(true)
    expect(read(hierarchy, '?edit=3')).toBeNull()
    expect(write(hierarchy, 'edit=3&q=a', true)).toBe('q=a&hierarchy=')
    expect(write(hierarchy, 'hierarchy=&q=a', null)).toBe('q=a')
  })

  it('links that open a drawer, keeping the list’s filters when already on the page', () => {
    expect(editPath('/labels', 3)).toBe('/labels?edit=3')
    const here = { pathname: '/labels', search: '?q=a&edit=2' }
    expect(drawerPath('/labels', here, { edit: 5 })).toBe('/labels?q=a&edit=5')
    expect(drawerPath('/labels', here, { flag: 'new' })).toBe('/labels?q=a&new')
    expect(drawerPath('/labels', { pathname: '/', search: '?q=b' }, { flag: 'new' })).toBe('/labels?new')
  })
})
