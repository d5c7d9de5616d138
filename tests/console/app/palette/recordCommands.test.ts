import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { resourceClient } from '../../../../src/console/api/resource.ts'
import { queryResource } from '../../../../src/console/api/resourceQueries.ts'
import { recordCommands } from '../../../../src/console/app/palette/recordCommands.ts'
import type { CommandContext } from '../../../../src/console/app/palette/registry.ts'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

import { type Thing, thingEndpoint } from '../../support/thingEndpoint.ts'

const things = queryResource('things', resourceClient(thingEndpoint))

const thing = (id: number, name: string): Thing => ({ id, name, translated: true, version: 1 })

/** A context whose client is a fake of `things` (as the ResourceProvider binds it). */
function contextWith(fake: Partial<typeof things.client>, where = { pathname: '/', search: '' }) {
  const navigate = vi.fn()
  const context = {
    i18n,
    lang: 'nl',
    ...where,
    navigate,
    client: ((client: object) => (client === things.client ? fake : client)) as CommandContext['client'],
  } as unknown as CommandContext
  return { context, navigate }
}

const records = recordCommands({
  resource: things,
  path: '/things',
  add: { label: msg`Add Thing`, keywords: ['new thing'] },
  open: { label: msg`Open thing`, placeholder: msg`Search things`, keywords: ['find thing'] },
  describe: (record) => ({ label: record.name, detail: `#${record.id}` }),
})

describe('record commands of an area (the palette kit)', () => {
  it('offers "Add …" opening ?new and "Open …" searching records', () => {
    expect(records.commands.map((command) => [command.id, command.group, i18n._(command.label)])).toEqual([
      ['create.things', 'create', 'Add Thing'],
      ['open.things', 'navigation', 'Open thing'],
    ])
    const { context, navigate } = contextWith({}, { pathname: '/things', search: '?q=x&edit=3' })
    records.commands[0]!.run(context)
    expect(navigate).toHaveBeenCalledWith('/things?q=x&new')
  })

  it('searches through the bound client in the interface language, the record with that id first', async () => {
    const list = vi.fn(async () => [thing(3, 'Bike 12'), thing(12, 'Twelve')])
    const get = vi.fn(async (id: number) => thing(id, 'Twelve'))
    const { context, navigate } = contextWith({ list, get }, { pathname: '/things', search: '?page=2' })
    const results = await records.find(' 12 ', context)
    expect(list).toHaveBeenCalledWith({ q: '12', page: 1, pageSize: 20 }, 'nl')
    expect(get).toHaveBeenCalledWith(12, 'nl')
    // Found by id and by text: listed once.
    expect(results.map((result) => [result.id, result.label, result.detail])).toEqual([
      ['things-3', 'Bike 12', '#3'],
      ['things-12', 'Twelve', '#12'],
    ])
    results[1]!.run(context)
    expect(navigate).toHaveBeenCalledWith('/things?page=2&edit=12')
  })

  it('puts the record with that id first when the text search missed it', async () => {
    const { context } = contextWith({
      list: async () => [thing(5, 'Seven seas')],
      get: async (id: number) => thing(id, 'Lucky'),
    })
    expect((await records.find('7', context)).map((result) => result.label)).toEqual(['Lucky', 'Seven seas'])
  })

  it('asks for an id only when the query can be one, and survives an unknown id', async () => {
    const get = vi.fn(async () => Promise.reject(new Error('404')))
    const { context } = contextWith({ list: async () => [thing(1, 'a')], get })
    expect(await records.find('bike', context)).toHaveLength(1)
    expect(await records.find('0', context)).toHaveLength(1)
    expect(await records.find('99999', context)).toHaveLength(1)
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('leaves "Add" out where the console adds nothing', () => {
    const readOnly = recordCommands({
      resource: things,
      path: '/things',
      open: { label: msg`Open thing`, placeholder: msg`Search things`, keywords: [] },
      describe: (record) => ({ label: record.name }),
    })
    expect(readOnly.commands.map((command) => command.id)).toEqual(['open.things'])
  })
})
