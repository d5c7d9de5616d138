import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
} from 'xstate'
import { UNSAVED_ID } from '../src/domain/constants.ts'
import type { Lang } from '../src/domain/lang.ts'

/** What a drawer edits: an id (-1 for a new record) and the form's values. */
export type DrawerRecord = Record<string, unknown>

type Context = {
  id: number
  /** The language the form's values belong to; a save writes this language even if the switch moved on. */
  lang: Lang
  record: DrawerRecord | null
  dirty: boolean
  error: unknown
}

export type FormDrawerEvent =
  | { type: 'drawer.openNew'; lang: Lang }
  | { type: 'drawer.openEdit'; id: number; lang: Lang }
  | { type: 'drawer.change'; dirty: boolean }
  | { type: 'drawer.submit'; values: DrawerRecord }
  | { type: 'drawer.close' }
  | { type: 'drawer.discard' }
  | { type: 'drawer.keepEditing' }
  | { type: 'drawer.delete' }
  | { type: 'drawer.confirmDelete' }
  | { type: 'drawer.languageChanged'; lang: Lang }
  | { type: 'drawer.retry' }
  | DoneActorEvent<DrawerRecord, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<DrawerRecord, 'save'>
  | ErrorActorEvent<unknown, 'save'>
  | DoneActorEvent<unknown, 'remove'>
  | ErrorActorEvent<unknown, 'remove'>

const initialContext: Context = { id: UNSAVED_ID, lang: 'en', record: null, dirty: false, error: null }

/**
 * The form drawer's lifecycle (SPEC §4 "Forms"): closed → loading (edit) or ready (new, id -1)
 * → submitting → closed with a saved notice, or back to ready with the error and the input kept.
 * Closing with unsaved changes asks first; delete asks first. A language switch reloads an
 * untouched record in the new language; an edited one keeps its language until saved or closed,
 * so text typed in English is never saved as Dutch.
 *
 * I/O (`load`, `save`, `remove`) and notices are injected with `.provide()`; see ARCHITECTURE.md
 * ("Machines") for why I/O is a spawned child rather than `invoke`.
 */
export const formDrawerMachine = setup({
  types: { context: {} as Context, events: {} as FormDrawerEvent },
  actors: {
    load: fromPromise<DrawerRecord, { id: number; lang: Lang }>(async () => {
      throw new Error('formDrawerMachine: provide the load actor')
    }),
    save: fromPromise<DrawerRecord, { id: number; lang: Lang; values: DrawerRecord }>(async () => {
      throw new Error('formDrawerMachine: provide the save actor')
    }),
    remove: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('formDrawerMachine: provide the remove actor')
    }),
  },
  guards: {
    isDirty: ({ context }) => context.dirty,
    isExisting: ({ context }) => context.id !== UNSAVED_ID,
    canReload: ({ context, event }) =>
      event.type === 'drawer.languageChanged' && event.lang !== context.lang && !context.dirty,
  },
  actions: {
    startNew: assign(({ event }) => ({
      ...initialContext,
      lang: event.type === 'drawer.openNew' ? event.lang : initialContext.lang,
    })),
    startEdit: assign(({ event }) =>
      event.type === 'drawer.openEdit' ? { ...initialContext, id: event.id, lang: event.lang } : {},
    ),
    switchLanguage: assign({
      lang: ({ context, event }) => (event.type === 'drawer.languageChanged' ? event.lang : context.lang),
    }),
    storeRecord: assign({ record: (_, record: DrawerRecord) => record, error: null, dirty: false }),
    storeDirty: assign({ dirty: ({ event }) => event.type === 'drawer.change' && event.dirty }),
    storeError: assign({ error: (_, error: unknown) => error }),
    clearError: assign({ error: null }),
    reset: assign(() => initialContext),
    notifySaved: (_, _record: DrawerRecord) => {},
    notifySaveFailed: (_, _error: unknown) => {},
    notifyDeleted: () => {},
    notifyDeleteFailed: (_, _error: unknown) => {},
    emitClosed: () => {},
  },
}).createMachine({
  id: 'formDrawer',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'drawer.openNew': { target: 'ready', actions: 'startNew' },
        'drawer.openEdit': { target: 'loading', actions: 'startEdit' },
      },
    },
    loading: {
      entry: spawnChild('load', {
        id: 'load',
        input: ({ context }) => ({ id: context.id, lang: context.lang }),
      }),
      exit: stopChild('load'),
      on: {
        'xstate.done.actor.load': {
          target: 'ready',
          actions: {
            type: 'storeRecord',
            params: ({ event }: { event: DoneActorEvent<DrawerRecord, 'load'> }) => event.output,
          },
        },
        'xstate.error.actor.load': {
          target: 'loadFailed',
          actions: {
            type: 'storeError',
            params: ({ event }: { event: ErrorActorEvent<unknown, 'load'> }) => event.error,
          },
        },
        'drawer.close': 'closing',
      },
    },
    loadFailed: {
      on: {
        'drawer.retry': { target: 'loading', actions: 'clearError' },
        'drawer.close': 'closing',
      },
    },
    ready: {
      on: {
        'drawer.change': { actions: 'storeDirty' },
        'drawer.submit': { target: 'submitting', actions: 'clearError' },
        'drawer.close': [{ guard: 'isDirty', target: 'confirmingClose' }, { target: 'closing' }],
        'drawer.delete': { guard: 'isExisting', target: 'confirmingDelete' },
        'drawer.languageChanged': [
          { guard: { type: 'isExisting' }, target: 'reloading' },
          { guard: 'canReload', actions: 'switchLanguage' },
        ],
      },
    },
    // A language switch on an open record: reload it in the new language unless it was edited.
    reloading: {
      always: [{ guard: 'canReload', target: 'loading', actions: 'switchLanguage' }, { target: 'ready' }],
    },
    confirmingClose: {
      on: {
        'drawer.discard': 'closing',
        'drawer.keepEditing': 'ready',
      },
    },
    confirmingDelete: {
      on: {
        'drawer.confirmDelete': 'deleting',
        'drawer.keepEditing': 'ready',
        'drawer.close': 'ready',
      },
    },
    submitting: {
      entry: spawnChild('save', {
        id: 'save',
        input: ({ context, event }) => ({
          id: context.id,
          lang: context.lang,
          values: event.type === 'drawer.submit' ? event.values : {},
        }),
      }),
      exit: stopChild('save'),
      on: {
        'xstate.done.actor.save': {
          target: 'closing',
          actions: {
            type: 'notifySaved',
            params: ({ event }: { event: DoneActorEvent<DrawerRecord, 'save'> }) => event.output,
          },
        },
        'xstate.error.actor.save': {
          target: 'ready',
          actions: [
            {
              type: 'storeError',
              params: ({ event }: { event: ErrorActorEvent<unknown, 'save'> }) => event.error,
            },
            {
              type: 'notifySaveFailed',
              params: ({ event }: { event: ErrorActorEvent<unknown, 'save'> }) => event.error,
            },
          ],
        },
      },
    },
    deleting: {
      entry: spawnChild('remove', { id: 'remove', input: ({ context }) => ({ id: context.id }) }),
      exit: stopChild('remove'),
      on: {
        'xstate.done.actor.remove': { target: 'closing', actions: 'notifyDeleted' },
        'xstate.error.actor.remove': {
          target: 'ready',
          actions: [
            {
              type: 'storeError',
              params: ({ event }: { event: ErrorActorEvent<unknown, 'remove'> }) => event.error,
            },
            {
              type: 'notifyDeleteFailed',
              params: ({ event }: { event: ErrorActorEvent<unknown, 'remove'> }) => event.error,
            },
          ],
        },
      },
    },
    // Every way out passes here, so hiding the drawer always emits one closed event.
    closing: {
      entry: 'emitClosed',
      always: { target: 'closed', actions: 'reset' },
    },
  },
})
