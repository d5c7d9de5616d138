import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { statisticsSlugs } from '../../../domain/statistics.ts'
import { type AreaModule, areas } from '../../areas/index.ts'

export type { AreaModule }

export type AppRoute = {
  id: string
  path: string
  title: MessageDescriptor
  /** Label in the left menu (docs/product.md §2 lists its eleven entries and their order). */
  menu?: MessageDescriptor
  /** One line on the home card and in the palette. */
  description?: MessageDescriptor
  /** Key sequence that jumps here, e.g. ['g', 'c']. */
  shortcut?: string[]
  /** Open to anonymous visitors. */
  public?: boolean
  /** Shown in the palette's "Go to" group. */
  palette?: boolean
  /** For a path with parameters: whether they name something; if not, the page is not found. */
  accepts?: (params: Readonly<Record<string, string | undefined>>) => boolean
  /** The page: the area's chunk, or "Not built yet". */
  load: () => Promise<AreaModule>
}

const notBuiltYet = () => import('./NotBuiltYetPage.tsx')

type RouteSpec = Omit<AppRoute, 'load'>

/** Keeps each route's id as its literal, so `RouteId` lists them (and the areas' manifest is checked against it). */
const defineRoutes = <const Id extends string>(specs: (RouteSpec & { id: Id })[]) => specs

/**
 * Every route of docs/product.md §2, in menu order: the router, menu, home cards and palette all read this.
 * A route's page comes from the areas' manifest (src/console/areas/index.ts).
 */
const routeSpecs = defineRoutes([
  {
    id: 'home',
    path: '/',
    title: msg`Home`,
    description: msg`Start page with a card for every area`,
    shortcut: ['g', 'h'],
    palette: true,
  },
  {
    id: 'login',
    path: '/login',
    title: msg`Log in`,
    public: true,
  },
  {
    id: 'register',
    path: '/register',
    title: msg`Register`,
    public: true,
  },
  {
    id: 'categories',
    path: '/categories',
    title: msg`Categories`,
    menu: msg`Categories`,
    description: msg`Main and sub categories, their order and hierarchy`,
    shortcut: ['g', 'c'],
    palette: true,
  },
  {
    id: 'users',
    path: '/users',
    title: msg`Users`,
    menu: msg`Users`,
    description: msg`App users, their activity and deletion requests`,
    shortcut: ['g', 'u'],
    palette: true,
  },
  {
    id: 'stories',
    path: '/stories',
    title: msg`Stories`,
    menu: msg`Stories`,
    description: msg`Stories and quizzes built from pages`,
    shortcut: ['g', 's'],
    palette: true,
  },
  {
    id: 'story',
    path: '/stories/:id',
    title: msg`Story editor`,
    accepts: ({ id }) => /^[1-9][0-9]{0,8}$/.test(id ?? ''),
  },
  {
    id: 'quiz-of-the-day',
    path: '/quiz-of-the-day',
    title: msg`Daily Quiz`,
    menu: msg`Daily Quiz`,
    description: msg`The order of the quiz of the day`,
    shortcut: ['g', 'd'],
    palette: true,
  },
  {
    id: 'co2quiz',
    path: '/co2quiz',
    title: msg`CO2 Quiz`,
    menu: msg`CO2 Quiz`,
    description: msg`Footprint questions, values, averages and the calculator`,
    shortcut: ['g', 'q'],
    palette: true,
  },
  {
    id: 'co2quiz-values',
    path: '/co2quiz/values',
    title: msg`CO2 values`,
    description: msg`Fixed CO2 values per category`,
    shortcut: ['g', 'v'],
    palette: true,
  },
  {
    id: 'co2quiz-averages',
    path: '/co2quiz/averages',
    title: msg`CO2 averages`,
    description: msg`Average footprints by country and category`,
    shortcut: ['g', 'a'],
    palette: true,
  },
  {
    id: 'bpt',
    path: '/bpt',
    title: msg`Behaviour and Profile Tracker`,
    // The spec's menu label, kept as written (docs/choices.md).
    menu: msg`BTP`,
    description: msg`The behaviour-and-profile tracker question set`,
    shortcut: ['g', 'b'],
    palette: true,
  },
  {
    id: 'content',
    path: '/content',
    title: msg`Content`,
    menu: msg`Content`,
    description: msg`Actions, initiatives, infographics and quiz questions`,
    shortcut: ['g', 'o'],
    palette: true,
  },
  {
    id: 'labels',
    path: '/labels',
    title: msg`Labels`,
    menu: msg`Labels`,
    description: msg`Labels that group app users`,
    shortcut: ['g', 'l'],
    palette: true,
  },
  {
    id: 'data-tables',
    path: '/data-tables',
    title: msg`Data Tables`,
    menu: msg`Data Tables`,
    description: msg`Factors used in CO2 calculations`,
    shortcut: ['g', 't'],
    palette: true,
  },
  {
    id: 'feedback',
    path: '/feedback',
    title: msg`Feedback`,
    menu: msg`Feedback`,
    description: msg`Messages and screenshots sent from the app`,
    shortcut: ['g', 'f'],
    palette: true,
  },
  {
    id: 'statistics',
    path: '/statistics',
    title: msg`Statistics`,
    menu: msg`Statistics`,
    description: msg`Usage over the last 30 days`,
    shortcut: ['g', 'i'],
    palette: true,
  },
  {
    id: 'statistics-chart',
    path: '/statistics/:slug',
    title: msg`Statistics`,
    accepts: ({ slug }) => (statisticsSlugs as readonly string[]).includes(slug ?? ''),
  },
])

/** The id of a route of docs/product.md §2: what the areas' manifest names a page by (a typo does not compile). */
export type RouteId = (typeof routeSpecs)[number]['id']

export const appRoutes: AppRoute[] = routeSpecs.map((route) => ({
  ...route,
  load: areas.find((area) => area.route === route.id)?.page ?? notBuiltYet,
}))

export const menuRoutes = appRoutes.filter((route) => route.menu)
