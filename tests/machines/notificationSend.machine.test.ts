import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { notificationSendMachine, statusTimer } from '../../machines/notificationSend.machine.ts'
import type { NotificationSent } from '../../src/domain/contracts/users.ts'
import type { SendNotificationInput } from '../../src/domain/users.ts'
import {
  first,
  type NotificationSendModelEvent,
  type NotificationSendState,
  notificationSendModel,
  sentAnswer,
  serverError,
  USER_ID,
} from './models/notificationSend.model.ts'
import { controllable, errorOf, flush } from './support/harness.ts'
import {
  describeAgainstModel,
  describePath,
  type Effect,
  eventPlayer,
  recordEmitted,
  type SystemUnderTest,
  transitionPaths,
  walk,
} from './support/model.ts'

function startPanel(canReceive: boolean) {
  const effects: Effect[] = []
  const send = controllable<NotificationSent, SendNotificationInput>('send', effects)
  const timer = controllable<void, { ms: number }>('statusTimer', effects)
  const actor = createActor(
    notificationSendMachine.provide({ actors: { send: send.logic, statusTimer: timer.logic } }),
    { input: { userId: USER_ID, canReceive } },
  )
  recordEmitted(actor, effects)
  actor.start()
  const sut: SystemUnderTest<NotificationSendState, NotificationSendModelEvent> = {
    effects,
    observe: () => {
      const { value, context } = actor.getSnapshot()
      return { value: value as NotificationSendState['value'], ...context }
    },
    play: eventPlayer(actor, { send, statusTimer: timer }),
  }
  return { actor, send, timer, effects, sut }
}

describeAgainstModel(
  'notification send machine',
  notificationSendModel(true),
  notificationSendMachine,
  () => startPanel(true).sut,
)

// A user without a token or with notifications off: the model never leaves `idle`, so only the
// walk applies (the machine's other states are covered above).
describe('notification send machine for a user who cannot receive pushes, every transition', () => {
  const model = notificationSendModel(false)
  for (const events of transitionPaths(model)) {
    it(describePath(model, events), () => walk(model, startPanel(false).sut, events))
  }
})

describe('notification send machine without provided actors', () => {
  it('send fails naming the actor to provide', async () => {
    const error = await errorOf(notificationSendMachine.implementations.actors.send, {
      id: USER_ID,
      ...first,
    })
    expect(error).toEqual(new Error('notificationSendMachine: provide the send actor'))
  })
})

describe('the default status timer', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is done after the time it is given, not before', async () => {
    vi.useFakeTimers()
    const actor = createActor(statusTimer, { input: { ms: 5000 } }).start()
    await vi.advanceTimersByTimeAsync(4999)
    expect(actor.getSnapshot().status).toBe('active')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('leaves no timeout behind when the status goes early', () => {
    vi.useFakeTimers()
    const actor = createActor(statusTimer, { input: { ms: 5000 } }).start()
    expect(vi.getTimerCount()).toBe(1)
    actor.stop()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('is what the machine uses unless one is provided: the status shows for 5 seconds', async () => {
    vi.useFakeTimers()
    const actor = createActor(
      notificationSendMachine.provide({ actors: { send: fromPromise(async () => sentAnswer) } }),
      { input: { userId: USER_ID, canReceive: true } },
    ).start()
    actor.send({ type: 'notification.open' })
    actor.send({ type: 'notification.submit', values: first })
    actor.send({ type: 'notification.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('sent')
    await vi.advanceTimersByTimeAsync(4999)
    expect(actor.getSnapshot().value).toBe('sent')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('idle')
  })
})

describe('notification send rules an admin would notice', () => {
  it('sends what was typed to the user whose drawer is open, once, however often Submit is pressed', async () => {
    const { actor, send } = startPanel(true)
    actor.send({ type: 'notification.open' })
    actor.send({ type: 'notification.submit', values: first })
    actor.send({ type: 'notification.confirm' })
    actor.send({ type: 'notification.submit', values: first })
    actor.send({ type: 'notification.confirm' })
    await flush()
    expect(send.calls).toEqual([{ id: USER_ID, title: first.title, body: first.body }])
    expect(actor.getSnapshot().value).toBe('sending')
  })

  it('retries a failed send with the values it kept, and empties the form once it went out', async () => {
    const { actor, send, timer } = startPanel(true)
    actor.send({ type: 'notification.open' })
    actor.send({ type: 'notification.submit', values: first })
    actor.send({ type: 'notification.confirm' })
    await flush()
    await send.reject(serverError)
    expect(actor.getSnapshot().context).toMatchObject({ values: first, reason: serverError.message })
    await timer.resolve()
    expect(actor.getSnapshot().context).toMatchObject({ values: first, reason: null })
    actor.send({ type: 'notification.open' })
    actor.send({ type: 'notification.submit', values: actor.getSnapshot().context.values })
    actor.send({ type: 'notification.confirm' })
    await flush()
    await send.resolve(sentAnswer)
    expect(send.calls).toEqual([
      { id: USER_ID, ...first },
      { id: USER_ID, ...first },
    ])
    expect(actor.getSnapshot().context.values).toEqual({ title: '', body: '' })
  })

  it('starts one timer per status, and a status that ends early drops its timer', async () => {
    const { actor, send, timer } = startPanel(true)
    const sendOnce = async () => {
      actor.send({ type: 'notification.open' })
      actor.send({ type: 'notification.submit', values: first })
      actor.send({ type: 'notification.confirm' })
      await flush()
    }
    await sendOnce()
    await send.resolve(sentAnswer)
    expect(timer.calls).toEqual([{ ms: 5000 }])
    await sendOnce()
    expect(timer.pending).toBe(false)
    await send.reject(serverError)
    expect(timer.calls).toEqual([{ ms: 5000 }, { ms: 5000 }])
    expect(timer.pending).toBe(true)
  })
})
