import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type DrawerRecord, formDrawerMachine } from '../../machines/formDrawer.machine.ts'
import type { Lang } from '../../src/domain/lang.ts'
import {
  type FormDrawerModelEvent,
  type FormDrawerState,
  formDrawerModel,
  record,
  saveError,
  values,
} from './models/formDrawer.model.ts'
import { controllable, errorOf, flush } from './support/harness.ts'
import {
  describePath,
  type Effect,
  reachableStates,
  recordEmitted,
  type SystemUnderTest,
  transitionPaths,
  walk,
} from './support/model.ts'

function startDrawer() {
  const effects: Effect[] = []
  const load = controllable<DrawerRecord, { id: number; lang: Lang }>('load', effects)
  const save = controllable<DrawerRecord, { id: number; lang: Lang; values: DrawerRecord }>('save', effects)
  const remove = controllable<unknown, { id: number }>('remove', effects)
  const actor = createActor(
    formDrawerMachine.provide({
      actors: { load: load.logic, save: save.logic, remove: remove.logic },
      actions: {
        notifySaved: (_, value) => {
          effects.push(['notifySaved', value])
        },
        notifySaveFailed: (_, error) => {
          effects.push(['notifySaveFailed', error])
        },
        notifyDeleted: () => {
          effects.push(['notifyDeleted'])
        },
        notifyDeleteFailed: (_, error) => {
          effects.push(['notifyDeleteFailed', error])
        },
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
    play: async (event) => {
      switch (event.type) {
        case 'load.done':
          if (load.pending) await load.resolve(event.output)
          return
        case 'load.error':
          if (load.pending) await load.reject(event.error)
          return
        case 'save.done':
          if (save.pending) await save.resolve(event.output)
          return
        case 'save.error':
          if (save.pending) await save.reject(event.error)
          return
        case 'remove.done':
          if (remove.pending) await remove.resolve({ id: 7 })
          return
        case 'remove.error':
          if (remove.pending) await remove.reject(event.error)
          return
        default:
          actor.send(event)
          await flush()
      }
    },
  }
  return { actor, load, save, effects, sut }
}

describe('form drawer machine against its model, every transition', () => {
  it('has exactly the resting states the model knows', () => {
    const modelled = new Set<string>(reachableStates(formDrawerModel).map((state) => state.value))
    // `closing` is passed through on every way out, never rested in.
    expect(new Set(Object.keys(formDrawerMachine.root.states))).toEqual(modelled.add('closing'))
  })

  for (const events of transitionPaths(formDrawerModel)) {
    it(describePath(formDrawerModel, events), () => walk(formDrawerModel, startDrawer().sut, events))
  }
})

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
    await load.resolveCall(0, record)
    expect(actor.getSnapshot().value).toBe('loading')
    const eight = { id: 8, title: 'Mobility' }
    await load.resolve(eight)
    expect(actor.getSnapshot().context).toMatchObject({ id: 8, record: eight })
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
      { id: -1, lang: 'en', values },
      { id: -1, lang: 'en', values },
    ])
    await save.resolve({ id: 9, ...values })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(effects.filter(([what]) => what === 'emitClosed')).toEqual([['emitClosed', -1]])
  })

  it('saves an edited record in the language it was loaded in, after the switch moved on', async () => {
    const { actor, load, save } = startDrawer()
    actor.send({ type: 'drawer.openEdit', id: 7, lang: 'en' })
    await flush()
    await load.resolve(record)
    actor.send({ type: 'drawer.change', dirty: true })
    actor.send({ type: 'drawer.languageChanged', lang: 'nl' })
    actor.send({ type: 'drawer.submit', values })
    await flush()
    expect(load.calls).toEqual([{ id: 7, lang: 'en' }])
    expect(save.calls).toEqual([{ id: 7, lang: 'en', values }])
  })
})
