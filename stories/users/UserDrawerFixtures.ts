import { fn } from 'storybook/test'
import type { UserRecordKind, UsersClient } from '../../src/console/api/users.ts'
import type { NotificationSent, UserFullDto } from '../../src/domain/contracts/users.ts'
import type {
  ResetPasswordInput,
  SendNotificationInput,
  UserDto,
  UserFormInput,
} from '../../src/domain/users.ts'
import { apiRefusal, memoryResource } from '../support/memoryResource.ts'

// Fixtures of the user drawer and its panels (the /users list has its own in listFixtures.ts).

/** A local date and time, so dates read the same in every time zone. */
const at = (day: number, hour = 10, minute = 0) => new Date(2024, 2, day, hour, minute).toISOString()

const userBase = (id: number, patch: Partial<UserDto> = {}): UserDto => ({
  id,
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: 'sanne@example.org',
  level: 'registered-user',
  address: {
    street: 'Oudegracht',
    house_number: '12',
    postal_code: '3511 AB',
    city: 'Utrecht',
    country: 'NL',
  },
  enablePushNotifications: true,
  hasPushToken: true,
  requestedAccountDeletion: false,
  requestedDataRemoval: false,
  creationDate: at(5, 14, 30),
  activeDate: at(20, 9, 5),
  quizzes: 12,
  list: 4,
  translated: true,
  version: 3,
  ...patch,
})

/** Sanne (12): every panel filled; 12 stories, so the Stories table has two pages. */
export const sanne = userBase(12)
/** A device registration (13): no name, no e-mail, no address, no push token, nothing done yet. */
export const device = userBase(13, {
  firstName: '',
  lastName: '',
  email: null,
  level: 'device',
  address: { street: null, house_number: null, postal_code: null, city: null, country: 'NL' },
  enablePushNotifications: false,
  hasPushToken: false,
  activeDate: null,
  quizzes: 0,
  list: 0,
})

const step = (id: number, userActionId: number, description: string, completed: boolean) => ({
  id,
  stepId: 500 + id,
  userActionId,
  description,
  completed,
  completedDate: completed ? at(12) : null,
})

export function sanneFull(): UserFullDto {
  const actions = [
    {
      id: 21,
      actionId: 201,
      title: 'Cycle to work',
      completed: false,
      completedDate: null,
      creationDate: at(8),
      steps: [step(1, 21, 'Check your bike', true), step(2, 21, 'Plan the route', false)],
    },
    {
      id: 22,
      actionId: 202,
      title: 'Eat less meat',
      completed: true,
      completedDate: at(15),
      creationDate: at(9),
      steps: [],
    },
  ]
  return {
    ...sanne,
    labels: [
      { id: 1, value: 'Early adopter' },
      { id: 3, value: 'Ambassador' },
    ],
    interests: [
      { id: 4, title: 'Food', emoji: '🥦' },
      { id: 5, title: 'Mobility', emoji: '🚲' },
    ],
    bptInfo: {
      expertise: [
        { categoryId: 4, category: 'Food', level: 'expert' },
        { categoryId: 5, category: 'Mobility', level: 'low' },
      ],
      motivation: [
        { option: 'climate', openAnswer: null },
        { option: 'other', openAnswer: 'My grandchildren' },
      ],
      behavior: [{ option: 'less-meat', openAnswer: null }],
      barriers: [{ option: 'too-expensive', openAnswer: 'Solar panels cost too much' }],
    },
    stories: Array.from({ length: 12 }, (_, index) => ({
      id: 31 + index,
      storyId: 301 + index,
      title: index === 11 ? null : `Water week ${index + 1}`,
      type: index % 2 === 0 ? ('quiz' as const) : ('story' as const),
      presentedDate: at(6 + index),
      watchedDate: index < 6 ? at(6 + index, 11) : null,
      completedDate: index < 3 ? at(6 + index, 12) : null,
    })),
    actions,
    steps: actions.flatMap((action) => action.steps),
    initiatives: [
      {
        id: 41,
        initiativeId: 401,
        title: 'Repair café',
        completed: true,
        completedDate: at(14),
        creationDate: at(7),
      },
      {
        id: 42,
        initiativeId: 402,
        title: 'Community garden',
        completed: false,
        completedDate: null,
        creationDate: at(10),
      },
    ],
    infographics: [{ id: 51, infoGraphicId: 601, title: 'Water footprint of food', creationDate: at(11) }],
    userCo2QuizAnswers: [
      {
        id: 61,
        questionId: 701,
        question: 'How do you heat your home?',
        answer: { id: 801, text: 'Heat pump', isOther: false },
        inputValue: null,
        creationDate: at(13),
      },
      {
        id: 62,
        questionId: 702,
        question: 'How many kilometres do you drive a week?',
        answer: null,
        inputValue: 120,
        creationDate: at(13),
      },
    ],
    notifications: [
      {
        id: 71,
        title: 'New quiz',
        body: 'A new quiz about water is out.',
        status: 'sent',
        error: null,
        sentBy: 'Ada Lovelace',
        creationDate: at(18, 8, 15),
      },
    ],
  }
}

export function deviceFull(): UserFullDto {
  return {
    ...device,
    labels: [],
    interests: [],
    bptInfo: null,
    stories: [],
    actions: [],
    steps: [],
    initiatives: [],
    infographics: [],
    userCo2QuizAnswers: [],
    notifications: [],
  }
}

/** The user resource (get, create, update, remove) over Sanne and the device user. */
export function fakeUsers(rows: UserDto[] = [sanne, device]) {
  return memoryResource<UserDto, UserFormInput>(rows, {
    create: (input, id) => userBase(id, { ...input, email: input.email || null, version: 1 }),
    update: (row, input) => ({ ...row, ...input, email: input.email || null }),
  })
}

/** The users calls the user drawer's panels make beyond the record's CRUD. */
export type UserDrawerCalls = Pick<
  UsersClient,
  'full' | 'resetPassword' | 'resetBpt' | 'resetCo2Quiz' | 'deleteRecord' | 'notify'
>

const listOf: Record<UserRecordKind, keyof UserFullDto> = {
  stories: 'stories',
  actions: 'actions',
  steps: 'steps',
  initiatives: 'initiatives',
  infographics: 'infographics',
  userCo2QuizAnswers: 'userCo2QuizAnswers',
}

/**
 * The drawer's other calls over full records that change as the server's would (a deleted row is
 * gone from the next `full`, a reset empties the BPT or the CO2 answers), so a play function sees
 * what a user would. Every call is a spy. Make one per story: it keeps its own records.
 */
export function fakeUserDrawerApi(fulls: UserFullDto[] = [sanneFull(), deviceFull()]) {
  const records = new Map(fulls.map((record) => [record.id, structuredClone(record)]))
  const find = (id: number) => {
    const record = records.get(id)
    if (!record) throw apiRefusal(404, 'not_found', 'User not found.')
    return record
  }
  const api: UserDrawerCalls = {
    full: fn(async (id: number) => structuredClone(find(id))).mockName('full'),
    resetPassword: fn(async (input: ResetPasswordInput) => ({
      id: input.id,
      message: 'Password reset.',
    })).mockName('resetPassword'),
    resetBpt: fn(async (id: number) => {
      find(id).bptInfo = null
      return { id, message: 'The BPT answers were removed.' }
    }).mockName('resetBpt'),
    resetCo2Quiz: fn(async (id: number) => {
      find(id).userCo2QuizAnswers = []
      return { id, message: 'The CO2 Quiz answers were removed.' }
    }).mockName('resetCo2Quiz'),
    deleteRecord: fn(async (kind: UserRecordKind, id: number) => {
      for (const record of records.values()) {
        const list = record[listOf[kind]] as { id: number; steps?: { id: number }[] }[]
        ;(record as Record<string, unknown>)[listOf[kind]] = list.filter((row) => row.id !== id)
        // A step also leaves its action's list.
        if (kind === 'steps') {
          for (const action of record.actions) action.steps = action.steps.filter((row) => row.id !== id)
        }
      }
      return { id }
    }).mockName('deleteRecord'),
    notify: fn(
      async (input: SendNotificationInput): Promise<NotificationSent> => ({
        id: 99,
        status: 'sent',
        ticketId: `ticket-${input.id}`,
      }),
    ).mockName('notify'),
  }
  return api
}
