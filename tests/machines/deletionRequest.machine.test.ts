import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  type DeletionRequestInput,
  type DeletionSummary,
  deletionRequestMachine,
  deletionSummaryOf,
} from '../../machines/deletionRequest.machine.ts'
import type { DeletionRequestType, UserFullDto } from '../../src/domain/users.ts'
import {
  type DeletionRequestModelEvent,
  type DeletionRequestState,
  deletionRequestModel,
  removeError,
  summary,
  USER_ID,
} from './models/deletionRequest.model.ts'
import { controllable, errorOf, flush } from './support/harness.ts'
import {
  describeAgainstModel,
  type Effect,
  eventPlayer,
  recordEmitted,
  type SystemUnderTest,
} from './support/model.ts'

function startRequest(type: DeletionRequestType) {
  const effects: Effect[] = []
  const load = controllable<DeletionSummary, DeletionRequestInput>('load', effects)
  const remove = controllable<unknown, DeletionRequestInput>('remove', effects)
  const actor = createActor(
    deletionRequestMachine.provide({ actors: { load: load.logic, remove: remove.logic } }),
    { input: { userId: USER_ID, type } },
  )
  recordEmitted(actor, effects)
  actor.start()
  // The drawer loads as it opens; the walks start from there (the test below checks the opening).
  const opening = effects.splice(0)
  const sut: SystemUnderTest<DeletionRequestState, DeletionRequestModelEvent> = {
    effects,
    observe: () => {
      const { value, context, status, output } = actor.getSnapshot()
      return {
        value: value as DeletionRequestState['value'],
        status: status as DeletionRequestState['status'],
        output: output ?? null,
        ...context,
      }
    },
    play: eventPlayer(actor, { load, remove }),
  }
  return { actor, load, remove, opening, sut }
}

for (const type of ['account', 'data'] as const) {
  describeAgainstModel(
    `deletion request machine (${type})`,
    deletionRequestModel(type),
    deletionRequestMachine,
    () => startRequest(type).sut,
  )
}

describe('deletion request machine opening', () => {
  it.each(['account', 'data'] as const)('loads what a %s request removes, once', (type) => {
    const { opening, actor } = startRequest(type)
    expect(opening).toEqual([['start', 'load', { userId: USER_ID, type }]])
    expect(actor.getSnapshot().value).toBe('loading')
  })
})

describe('deletion request machine without provided actors', () => {
  it.each(['load', 'remove'] as const)('%s fails naming the actor to provide', async (name) => {
    const error = await errorOf(deletionRequestMachine.implementations.actors[name], {
      userId: USER_ID,
      type: 'account',
    })
    expect(error).toEqual(new Error(`deletionRequestMachine: provide the ${name} actor`))
  })
})

describe('deletion request rules an admin would notice', () => {
  it('removes the requested kind for the requested user, again on Retry, and reports it removed', async () => {
    const { actor, load, remove } = startRequest('data')
    await load.resolve(summary)
    actor.send({ type: 'request.delete' })
    actor.send({ type: 'request.confirm' })
    await flush()
    await remove.reject(removeError)
    expect(actor.getSnapshot().context).toMatchObject({ error: removeError, removed: false })
    actor.send({ type: 'request.retry' })
    await flush()
    await remove.resolve({ id: USER_ID, message: 'Removed.' })
    expect(remove.calls).toEqual([
      { userId: USER_ID, type: 'data' },
      { userId: USER_ID, type: 'data' },
    ])
    actor.send({ type: 'request.close' })
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', output: { removed: true } })
  })

  it('cannot be closed while the removal runs', async () => {
    const { actor, load, remove } = startRequest('account')
    await load.resolve(summary)
    actor.send({ type: 'request.delete' })
    actor.send({ type: 'request.confirm' })
    actor.send({ type: 'request.close' })
    await flush()
    expect(actor.getSnapshot().value).toBe('removing')
    expect(remove.pending).toBe(true)
  })
})

describe('deletionSummaryOf', () => {
  const user: UserFullDto = {
    id: USER_ID,
    firstName: 'Joost',
    lastName: 'Bakker',
    email: null,
    level: 'device',
    address: { street: null, house_number: null, postal_code: null, city: null, country: 'NL' },
    enablePushNotifications: false,
    hasPushToken: false,
    requestedAccountDeletion: true,
    requestedDataRemoval: false,
    creationDate: '2025-03-05T14:30:00.000Z',
    activeDate: null,
    quizzes: 1,
    list: 2,
    translated: true,
    version: 3,
    labels: [{ id: 1, value: 'Pilot' }],
    interests: [
      { id: 1, title: 'Food', emoji: '🍎' },
      { id: 2, title: null, emoji: '🚲' },
    ],
    bptInfo: null,
    stories: Array.from({ length: 3 }, (_, i) => ({
      id: i,
      storyId: i,
      title: null,
      type: 'quiz' as const,
      presentedDate: null,
      watchedDate: null,
      completedDate: null,
    })),
    actions: Array.from({ length: 4 }, (_, i) => ({
      id: i,
      actionId: i,
      title: null,
      completed: false,
      completedDate: null,
      creationDate: '2025-03-05T14:30:00.000Z',
      steps: [],
    })),
    steps: Array.from({ length: 5 }, (_, i) => ({
      id: i,
      stepId: i,
      userActionId: null,
      description: null,
      completed: false,
      completedDate: null,
    })),
    initiatives: Array.from({ length: 6 }, (_, i) => ({
      id: i,
      initiativeId: i,
      title: null,
      completed: false,
      completedDate: null,
      creationDate: '2025-03-05T14:30:00.000Z',
    })),
    infographics: Array.from({ length: 7 }, (_, i) => ({
      id: i,
      infoGraphicId: i,
      title: null,
      creationDate: '2025-03-05T14:30:00.000Z',
    })),
    userCo2QuizAnswers: Array.from({ length: 8 }, (_, i) => ({
      id: i,
      questionId: i,
      question: null,
      answer: null,
      inputValue: 1,
      creationDate: '2025-03-05T14:30:00.000Z',
    })),
    notifications: [],
  }

  it('names the user and counts every kind of their own records', () => {
    expect(deletionSummaryOf(user)).toEqual({
      user: { id: USER_ID, firstName: 'Joost', lastName: 'Bakker', email: null, level: 'device' },
      records: {
        stories: 3,
        actions: 4,
        steps: 5,
        initiatives: 6,
        infographics: 7,
        co2QuizAnswers: 8,
        interests: 2,
        labels: 1,
      },
      hasBptAnswers: false,
    })
  })

  it('tells whether the tracker was answered', () => {
    const bptInfo = { expertise: [], motivation: [], behavior: [], barriers: [] }
    expect(deletionSummaryOf({ ...user, bptInfo }).hasBptAnswers).toBe(true)
  })
})
