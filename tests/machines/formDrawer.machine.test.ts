import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  type DrawerRecord,
  formDrawerMachine,
  isStaleWrite,
  type LoadedRecord,
} from '../../machines/formDrawer.machine.ts'
import type { Lang } from '../../src/domain/lang.ts'
import {
  type FormDrawerModelEvent,
  type FormDrawerState,
  formDrawerModel,
  loaded,
  saveError,
  values,
} from './models/formDrawer.model.ts'
import { controllable, errorOf, flush } from './support/harness.ts'
import {
  describeAgainstModel,
  type Effect,
  eventPlayer,
  recordEmitted,
  recordingActions,
  type SystemUnderTest,
} from './support/model.ts'

/** A delete answers `{ id }`; other answers are the model event's own output. */
const removedOrOutput = (event: { type: string; output?: unknown }) =>
  event.type === 'remove.done' ? { id: 7 } : event.output

function startDrawer() {
  const effects: Effect[] = []
  const load = controllable<LoadedRecord, { id: number; lang: Lang }>('load', effects)
  const save = controllable<
    DrawerRecord,
    { id: number; lang: Lang; values: DrawerRecord; version: number | null }
  >('save', effects)
  const remove = controllable<unknown, { id: number }>('remove', effects)
  const actor = createActor(
    formDrawerMachine.provide({
      actors: { load: load.logic, save: save.logic, remove: remove.logic },
      actions: {
        ...recordingActions(effects, [
          'notifySaved',
          'notifySaveFailed',
          'notifyDeleted',
          'notifyDeleteFailed',
        ]),
        // The console clears the URL only when it still names the record that closed.
        emitClosed: ({ context }) => {
          effects.push(['emitClosed', context.id])
        },
      },
    }),
  )
  recordEmitted(actor, effects)
  actor.start()
  const sut: SystemUnderTest<FormDrawerState, FormDrawerModelEvent> = {
    effects,
    observe: () => {
      const { value, context } = actor.getSnapshot()
      return { value: value as FormDrawerState['value'], ...context }
    },
    play: eventPlayer(actor, { load, save, remove }, removedOrOutput),
  }
  return { actor, load, save, effects, sut }
}

// `closing` is passed through on every way out, never rested in.
describeAgainstModel('form drawer machine', formDrawerModel, formDrawerMachine, () => startDrawer().sut, [
  'closing',
])

describe('form drawer machine without provided actors', () => {
  it.each(['load', 'save', 'remove'] as const)('%s fails naming the actor to provide', async (name) => {
    const error = await errorOf(formDrawerMachine.implementations.actors[name], { id: 7, lang: 'en', values })
    expect(error).toEqual(new Error(`formDrawerMachine: provide the ${name} actor`))
  })
})

describe('form drawer rules a user would notice', () => {
  it('ignores the answer of a load it dropped, and shows the record opened after it', async () => {
    const { actor, load } = startDrawer()
    actor.send({ type: 'drawer.openEdit', id: 7, lang: 'en' })
    actor.send({ type: 'drawer.close' })
    actor.send({ type: 'drawer.openEdit', id: 8, lang: 'en' })
    await flush()
    await load.resolveCall(0, loaded)
    expect(actor.getSnapshot().value).toBe('loading')
    const eight = { id: 8, title: 'Mobility' }
    await load.resolve({ values: eight, version: 1 })
    expect(actor.getSnapshot().context).toMatchObject({ id: 8, record: eight, version: 1 })
  })

  it('keeps the input and stays open when saving fails, then saves on the next try', async () => {
    const { actor, save, effects } = startDrawer()
    actor.send({ type: 'drawer.openNew', lang: 'en' })
    actor.send({ type: 'drawer.change', dirty: true })
    actor.send({ type: 'drawer.submit', values })
    await flush()
    await save.reject(saveError)
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true, error: saveError })
    actor.send({ type: 'drawer.submit', values })
    await flush()
    expect(save.calls).toEqual([
      { id: -1, lang: 'en', values, version: null },
      { id: -1, lang: 'en', values, version: null },
    ])
    await save.resolve({ id: 9, ...values })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(effects.filter(([what]) => what === 'emitClosed')).toEqual([['emitClosed', -1]])
  })

  it('saves an edited record in the language it was loaded in, after the switch moved on', async () => {
    const { actor, load, save } = startDrawer()
    actor.send({ type: 'drawer.openEdit', id: 7, lang: 'en' })
    await flush()
    await load.resolve(loaded)
    actor.send({ type: 'drawer.change', dirty: true })
    actor.send({ type: 'drawer.languageChanged', lang: 'nl' })
    actor.send({ type: 'drawer.submit', values })
    await flush()
    expect(load.calls).toEqual([{ id: 7, lang: 'en' }])
    expect(save.calls).toEqual([{ id: 7, lang: 'en', values, version: 3 }])
  })
})

describe('which refusals are stale writes (Reload or Overwrite) and which are shown as errors', () => {
  it.each([
    [
      { status: 409, error: 'conflict', message: 'Changed by someone else since you opened it.', version: 4 },
      true,
    ],
    // A taken title is a 409 too, but names no version: it is shown on the field, not as a conflict.
    [{ status: 409, error: 'conflict', message: 'A category with this title already exists.' }, false],
    [{ status: 400, error: 'bad_request', message: 'Title is required.', version: 4 }, false],
    [{ error: 'conflict', version: '4' }, false],
    [null, false],
    ['conflict', false],
    [new Error('offline'), false],
  ])('%j → %s', (error, stale) => {
    expect(isStaleWrite(error)).toBe(stale)
  })
})
