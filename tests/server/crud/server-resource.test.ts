import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryContract } from '../../../src/domain/contracts/categories.ts'
import { contentContract } from '../../../src/domain/contracts/content-list.ts'
import * as endpoints from '../../../src/domain/contracts/endpoints.ts'
import { feedbackContract } from '../../../src/domain/contracts/feedback.ts'
import { initiativeContract } from '../../../src/domain/contracts/initiatives.ts'
import { labelContract } from '../../../src/domain/contracts/labels.ts'
import { categoryResource } from '../../../src/server/areas/categories.routes.ts'
import { feedbackResource } from '../../../src/server/areas/feedback.routes.ts'
import { initiativeResource } from '../../../src/server/areas/initiatives.routes.ts'
import { labelResource } from '../../../src/server/areas/labels.routes.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

// The server's resources are made from the contracts (src/domain/contracts): what the CRUD kit
// serves is the contract's path, name and schemas, and every declared endpoint is served.

describe('a server resource made from a contract', () => {
  it('takes its path, name, answer, bodies and list query from the contract', () => {
    expect(labelResource.path).toBe('/user-label')
    expect(labelResource.name).toBe(labelContract.name)
    expect(labelResource.response).toBe(labelContract.dto)
    expect(labelResource.list?.query).toBe(labelContract.query)
    expect(labelResource.create?.body).toBe(labelContract.create)
    expect(labelResource.update?.body).toBe(labelContract.update)
    // The area's own parts stay beside them.
    expect(labelResource.unique?.[0]?.key).toBe('value')
  })

  it('offers only the writes the contract declares', () => {
    // Read only: no create, update or delete.
    expect('create' in contentContract).toBe(false)
    expect('update' in contentContract).toBe(false)
    expect(contentContract.delete).toBeUndefined()
    // Writable: its resource takes the contract's bodies.
    expect(initiativeResource.create?.body).toBe(initiativeContract.create)
    // Deleted through the kit, after a plan (refused while a story's page shows it).
    expect(initiativeResource.delete).toEqual({ plan: expect.any(Function) })
    // Ordered: the contract says so, the area names the column.
    expect(categoryContract.order).toBe(true)
    expect(categoryResource.order?.column.name).toBe('index')
    expect(labelResource.order).toBeUndefined()
  })

  it('leaves a declared delete to the area when it answers it itself', () => {
    expect(feedbackContract.delete).toBe(true)
    expect(feedbackResource.delete).toBe(false)
  })
})

describe('every declared endpoint is served', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  it.each(Object.entries(endpoints))('%s: its list, record and declared writes', (_, endpoint) => {
    const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
      t.app.hasRoute({ method, url: `/api${url}` })
    expect(route('GET', endpoint.path)).toBe(true)
    expect(route('GET', `${endpoint.path}/:id`)).toBe(endpoint.records !== false)
    expect(route('DELETE', `${endpoint.path}/:id`)).toBe(endpoint.delete === true)
    expect(route('PUT', `${endpoint.path}/order`)).toBe(endpoint.order === true)
    if (endpoint.updatePath) expect(route('PUT', `${endpoint.updatePath}/:id`)).toBe(true)
  })
})
