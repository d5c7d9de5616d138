import { fn } from 'storybook/test'
import type { UsersClient } from '../../src/console/api/users.ts'
import type { UserLevel } from '../../src/domain/enums.ts'
import type { DeletionRequestDto, UserDto, UserFormInput, UserFullDto } from '../../src/domain/users.ts'
import { memoryResource } from '../support/memoryResource.ts'

// Fixtures of the /users page and the Handle the request drawer (the user drawer's are its own).

/** A local date and time, so the date columns read the same in every time zone. */
const at = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString()

const firstNames = ['Sanne', 'Daan', 'Emma', 'Lucas', 'Julia', 'Noah', 'Tess', 'Sem', 'Fleur', 'Levi']
const lastNames = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer']
const places = [
  { postal_code: '3511 AB', city: 'Utrecht' },
  { postal_code: '1012 JS', city: 'Amsterdam' },
  { postal_code: null, city: null },
]

/** User `index` (0-based): every seventh an admin, every third a device registration without a name. */
const levelOf = (index: number): UserLevel =>
  index % 7 === 0 ? 'admin' : index % 3 === 2 ? 'device' : 'registered-user'

/**
 * `count` users, ids 1…count. The first registered on 5 March 2024 at 14:30 and was last active on
 * 2 April 2024 at 09:05; device users have no name or e-mail and some never came back (no Active).
 */
export function userRows(count: number): UserDto[] {
  return Array.from({ length: count }, (_, index) => {
    const level = levelOf(index)
    const device = level === 'device'
    const firstName = device ? '' : firstNames[index % firstNames.length]!
    const lastName = device ? '' : lastNames[index % lastNames.length]!
    const place = places[index % places.length]!
    return {
      id: index + 1,
      firstName,
      lastName,
      email: device ? null : `${firstName.toLowerCase()}.${index + 1}@example.org`,
      level,
      address: { street: null, house_number: null, ...place, country: 'NL' },
      enablePushNotifications: index % 2 === 0,
      hasPushToken: index % 2 === 0,
      requestedAccountDeletion: false,
      requestedDataRemoval: false,
      creationDate: at(2024, 3, 5 + (index % 20), 14, 30),
      activeDate: device && index % 2 === 0 ? null : at(2024, 4, 2, 9, 5),
      quizzes: (index * 3) % 11,
      list: (index * 5) % 7,
      translated: true,
      version: 1,
    }
  })
}

/**
 * An in-memory users API whose calls the play functions check: `page` filters on `?q=` (first
 * name, last name, e-mail or id, as the server does) and `?level=`, then pages.
 */
export function fakeUsersApi(rows: UserDto[]) {
  const base = memoryResource<UserDto, UserFormInput>(rows, {
    create: (input, id) => ({ ...rows[0]!, ...input, id, email: input.email || null }),
    update: (row, input) => ({ ...row, ...input, email: input.email || null }),
  })
  const matching = (query: { q?: string; level?: UserLevel }) => {
    const q = query.q?.trim().toLowerCase()
    return rows.filter(
      (user) =>
        (!query.level || user.level === query.level) &&
        (!q ||
          String(user.id) === q ||
          [user.firstName, user.lastName, user.email ?? ''].some((text) => text.toLowerCase().includes(q))),
    )
  }
  return {
    ...base,
    list: fn(async (query: { q?: string; level?: UserLevel; pageSize?: number }) =>
      matching(query).slice(0, query.pageSize ?? 25),
    ).mockName('list'),
    page: fn(async (query: { q?: string; level?: UserLevel; page?: number; pageSize?: number }) => {
      const all = matching(query)
      const size = query.pageSize ?? 25
      const start = ((query.page ?? 1) - 1) * size
      return { rows: all.slice(start, start + size), total: all.length }
    }).mockName('page'),
  }
}

/** The open requests of three users: an account, data, and a device user's account (no e-mail). */
export const deletionRequestRows: DeletionRequestDto[] = [
  { id: 31, email: 'joost@example.org', firstName: 'Joost', lastName: 'Bakker', type: 'account' },
  { id: 42, email: 'mila.smit@example.org', firstName: 'Mila', lastName: 'Smit', type: 'data' },
  { id: 57, email: null, firstName: '', lastName: '', type: 'account' },
]

const story = (id: number, watched: boolean) => ({
  id,
  storyId: 100 + id,
  title: `Story ${id}`,
  type: 'quiz' as const,
  presentedDate: at(2024, 3, 6, 8, 0),
  watchedDate: watched ? at(2024, 3, 6, 8, 5) : null,
  completedDate: null,
})

/**
 * User `id`'s full record with activity to remove: 4 stories, 2 actions (5 steps), 1 initiative,
 * no infographics, 12 CO2 quiz answers, 3 interests, 1 label and BPT answers.
 */
export function userFull(id: number, request: 'account' | 'data' | null): UserFullDto {
  const known = deletionRequestRows.find((row) => row.id === id)
  const step = (stepId: number) => ({
    id: stepId,
    stepId,
    userActionId: 1,
    description: `Step ${stepId}`,
    completed: false,
    completedDate: null,
  })
  return {
    ...userRows(1)[0]!,
    id,
    firstName: known?.firstName ?? 'Joost',
    lastName: known?.lastName ?? 'Bakker',
    email: known ? known.email : 'joost@example.org',
    level: known && !known.email ? 'device' : 'registered-user',
    requestedAccountDeletion: request === 'account',
    requestedDataRemoval: request === 'data',
    labels: [{ id: 1, value: 'Early adopter' }],
    interests: [1, 2, 3].map((n) => ({ id: n, title: `Interest ${n}`, emoji: '🌱' })),
    bptInfo: { expertise: [], motivation: [], behavior: [], barriers: [] },
    stories: [1, 2, 3, 4].map((n) => story(n, n % 2 === 0)),
    actions: [1, 2].map((n) => ({
      id: n,
      actionId: 200 + n,
      title: `Action ${n}`,
      completed: false,
      completedDate: null,
      creationDate: at(2024, 3, 7, 10, 0),
      steps: n === 1 ? [1, 2, 3].map(step) : [4, 5].map(step),
    })),
    steps: [1, 2, 3, 4, 5].map(step),
    initiatives: [
      {
        id: 1,
        initiativeId: 301,
        title: 'Repair café',
        completed: true,
        completedDate: null,
        creationDate: at(2024, 3, 8, 11, 0),
      },
    ],
    infographics: [],
    userCo2QuizAnswers: Array.from({ length: 12 }, (_, n) => ({
      id: n + 1,
      questionId: n + 1,
      question: `Question ${n + 1}`,
      answer: null,
      inputValue: n,
      creationDate: at(2024, 3, 9, 12, 0),
    })),
    notifications: [],
  }
}

/** The users calls the deletion-request table and the Handle the request drawer make. */
export type DeletionRequestCalls = Pick<UsersClient, 'deletionRequests' | 'full' | 'remove' | 'deleteData'>

/**
 * A fake of the deletion-request calls of the users resource, its calls checked by the play
 * functions: `deletionRequests` pages `requests`; `full` answers each requester's record with their
 * request (404 for anyone else); both removals answer as the server does.
 */
export function fakeDeletionRequestsApi(requests: DeletionRequestDto[] = deletionRequestRows) {
  const api: DeletionRequestCalls = {
    deletionRequests: fn(async (query: { page: number; pageSize?: number }) => {
      const size = query.pageSize ?? 25
      const start = (query.page - 1) * size
      return { rows: requests.slice(start, start + size), total: requests.length }
    }).mockName('deletionRequests'),
    full: fn(async (id: number) => {
      const request = requests.find((row) => row.id === id)
      if (!request) throw { status: 404, error: 'not_found', message: 'User not found.' }
      return userFull(id, request.type)
    }).mockName('full'),
    remove: fn(async (id: number) => ({ id })).mockName('remove'),
    deleteData: fn(async (id: number) => ({ id, message: 'The user’s data was deleted.' })).mockName(
      'deleteData',
    ),
  }
  return api
}
