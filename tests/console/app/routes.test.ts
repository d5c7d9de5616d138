import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadArea } from '../../../src/console/app/routing/loadArea.ts'
import { matchAppRoute } from '../../../src/console/app/routing/matchAppRoute.ts'
import { appRoutes, menuRoutes } from '../../../src/console/app/routing/routes.ts'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

describe('routes of docs/product.md §2', () => {
  it('has every route of the spec', () => {
    expect(appRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/register',
        '/categories',
        '/users',
        '/stories',
        '/stories/:id',
        '/quiz-of-the-day',
        '/co2quiz',
        '/co2quiz/values',
        '/co2quiz/averages',
        '/bpt',
        '/content',
        '/labels',
        '/data-tables',
        '/feedback',
        '/statistics',
        '/statistics/:slug',
      ]),
    )
  })

  it('has the eleven menu entries in the spec’s order', () => {
    expect(menuRoutes.map((route) => i18n._(route.menu!))).toEqual([
      'Categories',
      'Users',
      'Stories',
      'Daily Quiz',
      'CO2 Quiz',
      'BTP',
      'Content',
      'Labels',
      'Data Tables',
      'Feedback',
      'Statistics',
    ])
  })

  it('keeps only login and register open to anonymous visitors', () => {
    expect(appRoutes.filter((route) => route.public).map((route) => route.path)).toEqual([
      '/login',
      '/register',
    ])
  })

  it('gives every shortcut to one route only', () => {
    const shortcuts = appRoutes.filter((route) => route.shortcut).map((route) => route.shortcut!.join(' '))
    expect(new Set(shortcuts).size).toBe(shortcuts.length)
  })

  it('matches static paths before parametric ones', () => {
    expect(matchAppRoute('/co2quiz/values')?.id).toBe('co2quiz-values')
    expect(matchAppRoute('/stories/12')?.id).toBe('story')
    expect(matchAppRoute('/statistics/quizzes')?.id).toBe('statistics-chart')
    expect(matchAppRoute('/nope')).toBeUndefined()
  })
})

describe('loading an area chunk', () => {
  it('gives up after the timeout so the page can offer a retry', async () => {
    await expect(loadArea(() => new Promise(() => {}), 10)).rejects.toThrow('timeout')
  })

  it('reports a failed import as a chunk error', async () => {
    await expect(
      loadArea(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), 1000),
    ).rejects.toThrow('Failed to fetch')
  })
})
