import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { type DrawerRecord, formDrawerMachine } from '../../machines/formDrawer.machine.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { controllable, flush, payload } from './support/harness.ts'

const record: DrawerRecord = { id: 7, title: 'Food' }
const saved: DrawerRecord = { id: 7, title: 'Food and drink' }
const failure = { status: 409, message: 'A category with this title already exists.' }

function startDrawer() {
  const load = controllable<DrawerRecord, { id: number; lang: Lang }>()
  const save = controllable<DrawerRecord, { id: number; lang: Lang; values: DrawerRecord }>()
  const remove = controllable<unknown, { id: number }>()
  const spies = {
    notifySaved: vi.fn(),
    notifySaveFailed: vi.fn(),
    notifyDeleted: vi.fn(),
    notifyDeleteFailed: vi.fn(),
    emitClosed: vi.fn(),
  }
  const actor = createActor(
    formDrawerMachine.provide({
      actors: { load: load.logic, save: save.logic, remove: remove.logic },
      actions: {
        notifySaved: (_, value) => spies.notifySaved(value),
        notifySaveFailed: (_, error) => spies.notifySaveFailed(error),
        notifyDeleted: () => spies.notifyDeleted(),
        notifyDeleteFailed: (_, error) => spies.notifyDeleteFailed(error),
        emitClosed: () => spies.emitClosed(),
      },
    }),
  ).start()
  return { actor, load, save, remove, spies }
}

const model = createTestModel(formDrawerMachine, {
  events: [
    { type: 'drawer.openNew', lang: 'en' },
    { type: 'drawer.openEdit', id: 7, lang: 'en' },
    { type: 'drawer.change', dirty: true },
    { type: 'drawer.change', dirty: false },
    { type: 'drawer.submit', values: { title: 'Food and drink' } },
    { type: 'drawer.close' },
    { type: 'drawer.discard' },
    { type: 'drawer.keepEditing' },
    { type: 'drawer.delete' },
    { type: 'drawer.confirmDelete' },
    { type: 'drawer.languageChanged', lang: 'nl' },
    { type: 'drawer.retry' },
    { type: 'xstate.done.actor.load', output: record, actorId: 'load' },
    { type: 'xstate.error.actor.load', error: { status: 404 }, actorId: 'load' },
    { type: 'xstate.done.actor.save', output: saved, actorId: 'save' },
    { type: 'xstate.error.actor.save', error: failure, actorId: 'save' },
    { type: 'xstate.done.actor.remove', output: { id: 7 }, actorId: 'remove' },
    { type: 'xstate.error.actor.remove', error: { status: 500 }, actorId: 'remove' },
  ],
})

type Sut = ReturnType<typeof startDrawer>

const settle = async (sut: Sut, event: unknown) => {
  sut.actor.send(event as never)
  await flush()
}

describe('form drawer machine, every shortest path', () => {
  // Prefix paths too, so every state is asserted on its own shortest path.
  const paths = model.getShortestPaths({ allowDuplicatePaths: true })

  it('reaches every resting state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect(reached).toEqual(
      new Set([
        'closed',
        'loading',
        'loadFailed',
        'ready',
        'confirmingClose',
        'confirmingDelete',
        'submitting',
        'deleting',
      ]),
    )
  })

  for (const path of paths) {
    it(path.description, async () => {
      const sut = startDrawer()
      // Each time the model's path enters "closed" from an open state, one closed event is due.
      let played = 0
      const closedEventsDue = () => {
        // The path's steps start with xstate.init; each holds the state it leads to.
        const values = path.steps.slice(0, played + 1).map((step) => String(step.state.value))
        return values.filter((value, i) => i > 0 && value === 'closed' && values[i - 1] !== 'closed').length
      }
      const play = async (step: { event: unknown }) => {
        await settle(sut, step.event)
        played++
      }
      const track = () => {
        played++
      }
      await path.test({
        states: {
          closed: () => {
            expect(sut.actor.getSnapshot().value).toBe('closed')
            expect(sut.spies.emitClosed).toHaveBeenCalledTimes(closedEventsDue())
            expect(sut.actor.getSnapshot().context.id).toBe(-1)
          },
          loading: (expected) => {
            expect(sut.actor.getSnapshot().value).toBe('loading')
            expect(sut.load.calls.at(-1)).toEqual({ id: 7, lang: expected.context.lang })
          },
          loadFailed: () => {
            expect(sut.actor.getSnapshot().value).toBe('loadFailed')
            expect(sut.actor.getSnapshot().context.error).toEqual({ status: 404 })
          },
          ready: (expected) => {
            const snapshot = sut.actor.getSnapshot()
            expect(snapshot.value).toBe('ready')
            expect(snapshot.context).toEqual(expected.context)
            if (expected.context.error === failure)
              expect(sut.spies.notifySaveFailed).toHaveBeenCalledWith(failure)
          },
          confirmingClose: () => {
            expect(sut.actor.getSnapshot().value).toBe('confirmingClose')
            expect(sut.actor.getSnapshot().context.dirty).toBe(true)
          },
          confirmingDelete: (expected) => {
            expect(sut.actor.getSnapshot().value).toBe('confirmingDelete')
            expect(expected.context.id).toBe(7)
          },
          submitting: (expected) => {
            expect(sut.actor.getSnapshot().value).toBe('submitting')
            expect(sut.save.calls.at(-1)).toEqual({
              id: expected.context.id,
              lang: expected.context.lang,
              values: { title: 'Food and drink' },
            })
          },
          deleting: () => {
            expect(sut.actor.getSnapshot().value).toBe('deleting')
            expect(sut.remove.calls.at(-1)).toEqual({ id: 7 })
          },
        },
        events: {
          'drawer.openNew': play,
          'drawer.openEdit': play,
          'drawer.change': play,
          'drawer.submit': play,
          'drawer.close': play,
          'drawer.discard': play,
          'drawer.keepEditing': play,
          'drawer.delete': play,
          'drawer.confirmDelete': play,
          'drawer.languageChanged': play,
          'drawer.retry': play,
          'xstate.done.actor.load': async (step) => {
            await sut.load.resolve(payload<{ output: DrawerRecord }>(step).output)
            track()
          },
          'xstate.error.actor.load': async (step) => {
            await sut.load.reject(payload<{ error: unknown }>(step).error)
            track()
          },
          'xstate.done.actor.save': async (step) => {
            await sut.save.resolve(payload<{ output: DrawerRecord }>(step).output)
            expect(sut.spies.notifySaved).toHaveBeenCalledWith(saved)
            track()
          },
          'xstate.error.actor.save': async (step) => {
            await sut.save.reject(payload<{ error: unknown }>(step).error)
            track()
          },
          'xstate.done.actor.remove': async (step) => {
            await sut.remove.resolve(payload<{ output: unknown }>(step).output)
            expect(sut.spies.notifyDeleted).toHaveBeenCalled()
            track()
          },
          'xstate.error.actor.remove': async (step) => {
            await sut.remove.reject(payload<{ error: unknown }>(step).error)
            expect(sut.spies.notifyDeleteFailed).toHaveBeenCalledWith({ status: 500 })
            track()
          },
        },
      })
      expect(sut.spies.emitClosed).toHaveBeenCalledTimes(closedEventsDue())
    })
  }
})

describe('form drawer rules a user would notice', () => {
  it('opens a new record with id -1 and no load', () => {
    const sut = startDrawer()
    sut.actor.send({ type: 'drawer.openNew', lang: 'nl' })
    expect(sut.actor.getSnapshot().value).toBe('ready')
    expect(sut.actor.getSnapshot().context).toMatchObject({ id: -1, lang: 'nl' })
    expect(sut.load.calls).toEqual([])
  })

  it('keeps the input and stays open when saving fails, then saves on the next try', async () => {
    const sut = startDrawer()
    sut.actor.send({ type: 'drawer.openNew', lang: 'en' })
    sut.actor.send({ type: 'drawer.change', dirty: true })
    await settle(sut, { type: 'drawer.submit', values: { title: 'x' } })
    await sut.save.reject(failure)
    expect(sut.actor.getSnapshot().value).toBe('ready')
    expect(sut.actor.getSnapshot().context.dirty).toBe(true)
    await settle(sut, { type: 'drawer.submit', values: { title: 'x' } })
    await sut.save.resolve(saved)
    expect(sut.actor.getSnapshot().value).toBe('closed')
    expect(sut.spies.emitClosed).toHaveBeenCalledOnce()
  })

  it('reloads an untouched record in the new language', async () => {
    const sut = startDrawer()
    await settle(sut, { type: 'drawer.openEdit', id: 7, lang: 'en' })
    await sut.load.resolve(record)
    await settle(sut, { type: 'drawer.languageChanged', lang: 'nl' })
    expect(sut.actor.getSnapshot().value).toBe('loading')
    expect(sut.load.calls.at(-1)).toEqual({ id: 7, lang: 'nl' })
  })

  it('keeps an edited record in its language, and saves it in that language', async () => {
    const sut = startDrawer()
    await settle(sut, { type: 'drawer.openEdit', id: 7, lang: 'en' })
    await sut.load.resolve(record)
    sut.actor.send({ type: 'drawer.change', dirty: true })
    await settle(sut, { type: 'drawer.languageChanged', lang: 'nl' })
    expect(sut.actor.getSnapshot().value).toBe('ready')
    await settle(sut, { type: 'drawer.submit', values: { title: 'Food and drink' } })
    expect(sut.save.calls.at(-1)?.lang).toBe('en')
  })

  it('does not offer delete for a new record', () => {
    const sut = startDrawer()
    sut.actor.send({ type: 'drawer.openNew', lang: 'en' })
    sut.actor.send({ type: 'drawer.delete' })
    expect(sut.actor.getSnapshot().value).toBe('ready')
  })
})
