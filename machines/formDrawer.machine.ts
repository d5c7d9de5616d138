import { assign, type ErrorActorEvent, fromPromise, not, setup } from 'xstate'
import { UNSAVED_ID } from '../src/domain/constants.ts'
import { failureOf } from '../src/domain/failure.ts'
import type { Lang } from '../src/domain/lang.ts'
import { invokeCall } from './kit/call.ts'
import { loadStates, retryLoad } from './kit/load.ts'

/** Form values of any shape (the machine's tests, which know no form). */
export type DrawerRecord = Record<string, unknown>

/** A loaded record: the form's values and the version a save sends back (null: not versioned). */
export type LoadedRecord<TValues extends object = DrawerRecord> = { values: TValues; version: number | null }

/** A save refused because the record changed since it was loaded: 409 with the current version. */
export const isStaleWrite = (error: unknown) => failureOf(error)?.conflictVersion !== undefined

type Context<TValues extends object> = {
  id: number
  /** The language the form's values belong to; a save writes this language even if the switch moved on. */
  lang: Lang
  record: TValues | null
  /** The version the record had when loaded; a save sends it, so a stale write is refused. */
  version: number | null
  /** The values of the last submit, kept for "Overwrite" after a refused stale write. */
  pending: TValues | null
  dirty: boolean
  error: unknown
}

export type FormDrawerEvent<TValues extends object = DrawerRecord> =
  | { type: 'drawer.openNew'; lang: Lang }
  | { type: 'drawer.openEdit'; id: number; lang: Lang }
  | { type: 'drawer.change'; dirty: boolean }
  | { type: 'drawer.submit'; values: TValues }
  /** `held`: the drawer holds other unsaved input besides the form (a panel's form, say). */
  | { type: 'drawer.close'; held?: boolean }
  /** The address no longer names the record (the leave guard asked first): close without asking. */
  | { type: 'drawer.leave' }
  | { type: 'drawer.discard' }
  | { type: 'drawer.keepEditing' }
  | { type: 'drawer.delete' }
  | { type: 'drawer.confirmDelete' }
  | { type: 'drawer.languageChanged'; lang: Lang }
  | { type: 'drawer.retry' }
  | { type: 'drawer.reload' }
  | { type: 'drawer.overwrite' }

// No values yet, so it fits the context of every form.
const initialContext: Context<never> = {
  id: UNSAVED_ID,
  lang: 'en',
  record: null,
  version: null,
  pending: null,
  dirty: false,
  error: null,
}

/**
 * The form drawer's lifecycle (docs/product.md §4 "Forms"): closed → loading (edit) or ready (new, id -1)
 * → submitting → closed with a saved notice, or back to ready with the error and the input kept.
 * Closing with unsaved changes (the form's, or other input the drawer holds) asks first; delete
 * asks first. When the address stops naming the record (another page, Back, another record), the
 * drawer closes without asking: the console's leave guard has asked already (a save or delete
 * under way is not interrupted). A language switch reloads an
 * untouched record in the new language; an edited one keeps its language until saved or closed,
 * so text typed in English is never saved as Dutch. A save sends the version the record was loaded
 * at; when someone else saved in between, the save is refused (409) and the drawer waits in
 * `conflict`: Reload takes their version (the input is dropped), Overwrite saves the input over it.
 *
 * I/O (`load`, `save`, `remove`, each invoked by the state that waits for it) and notices are
 * injected with `.provide()`. tests/machines/models/formDrawer.model.ts holds the expected behaviour.
 * Made for one form's values (`TValues`), so the record, the submit and the save are typed as the
 * form's, never asserted.
 */
export const formDrawerMachineOf = <TValues extends object, TSaved = unknown>() =>
  setup({
    types: { context: {} as Context<TValues>, events: {} as FormDrawerEvent<TValues> },
    actors: {
      load: fromPromise<LoadedRecord<TValues>, { id: number; lang: Lang }>(async () => {
        throw new Error('formDrawerMachine: provide the load actor')
      }),
      save: fromPromise<TSaved, { id: number; lang: Lang; values: TValues; version: number | null }>(
        async () => {
          throw new Error('formDrawerMachine: provide the save actor')
        },
      ),
      remove: fromPromise<unknown, { id: number }>(async () => {
        throw new Error('formDrawerMachine: provide the remove actor')
      }),
    },
    guards: {
      isDirty: ({ context }) => context.dirty,
      hasUnsavedInput: ({ context }, held: boolean) => context.dirty || held,
      isExisting: ({ context }) => context.id !== UNSAVED_ID,
      isStaleWrite: (_, error: unknown) => isStaleWrite(error),
      /** A stored record that was not edited is reloaded when the language switch moves on. */
      reloadsInLanguage: ({ context }, lang: Lang) =>
        context.id !== UNSAVED_ID && lang !== context.lang && !context.dirty,
    },
    actions: {
      startNew: assign((_, lang: Lang) => ({ ...initialContext, lang })),
      startEdit: assign((_, { id, lang }: { id: number; lang: Lang }) => ({ ...initialContext, id, lang })),
      switchLanguage: assign({ lang: (_, lang: Lang) => lang }),
      storeRecord: assign((_, loaded: LoadedRecord<TValues>) => ({
        record: loaded.values,
        version: loaded.version,
        error: null,
        dirty: false,
      })),
      /** Overwrite: the next save sends the version the refusal named, so it goes through. */
      takeTheirVersion: assign({
        version: ({ context }) => failureOf(context.error)?.conflictVersion ?? context.version,
        error: null,
      }),
      storeDirty: assign({ dirty: (_, dirty: boolean) => dirty }),
      storeError: assign({ error: (_, error: unknown) => error }),
      clearError: assign({ error: null }),
      reset: assign(() => initialContext),
      notifySaved: (_, _saved: TSaved) => {},
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
          'drawer.openNew': {
            target: 'ready',
            actions: { type: 'startNew', params: ({ event }) => event.lang },
          },
          'drawer.openEdit': {
            target: 'loading',
            actions: { type: 'startEdit', params: ({ event }) => ({ id: event.id, lang: event.lang }) },
          },
        },
      },
      ...loadStates<FormDrawerEvent<TValues>>()({
        input: ({ context }: { context: Context<TValues> }) => ({ id: context.id, lang: context.lang }),
        loaded: {
          target: 'ready',
          actions: {
            type: 'storeRecord',
            params: ({ event }: { event: { output: LoadedRecord<TValues> } }) => event.output,
          },
        },
        retry: { 'drawer.retry': retryLoad },
        leave: { 'drawer.close': 'closing', 'drawer.leave': 'closing' },
      }),
      ready: {
        on: {
          'drawer.change': { actions: { type: 'storeDirty', params: ({ event }) => event.dirty } },
          'drawer.submit': {
            target: 'submitting',
            actions: ['clearError', assign({ pending: ({ event }) => event.values })],
          },
          'drawer.close': [
            {
              guard: { type: 'hasUnsavedInput', params: ({ event }) => event.held ?? false },
              target: 'confirmingClose',
            },
            { target: 'closing' },
          ],
          'drawer.leave': 'closing',
          'drawer.delete': { guard: 'isExisting', target: 'confirmingDelete' },
          // An untouched record is reloaded in the new language, an untouched new form just follows
          // it; an edited form keeps its language.
          'drawer.languageChanged': [
            {
              guard: { type: 'reloadsInLanguage', params: ({ event }) => event.lang },
              target: 'loading',
              actions: { type: 'switchLanguage', params: ({ event }) => event.lang },
            },
            {
              guard: not('isDirty'),
              actions: { type: 'switchLanguage', params: ({ event }) => event.lang },
            },
          ],
        },
      },
      confirmingClose: {
        on: {
          'drawer.discard': 'closing',
          'drawer.keepEditing': 'ready',
          'drawer.leave': 'closing',
        },
      },
      confirmingDelete: {
        on: {
          'drawer.confirmDelete': 'deleting',
          'drawer.keepEditing': 'ready',
          'drawer.close': 'ready',
          'drawer.leave': 'closing',
        },
      },
      submitting: {
        invoke: invokeCall({
          src: 'save',
          input: ({ context }: { context: Context<TValues> }) => ({
            id: context.id,
            lang: context.lang,
            // Submitting is entered by a submit (or Overwrite after one), which stored the values.
            values: context.pending!,
            version: context.version,
          }),
          done: {
            target: 'closing',
            actions: {
              type: 'notifySaved',
              params: ({ event }: { event: { output: TSaved } }) => event.output,
            },
          },
          // A stale write waits for Reload or Overwrite, without a failure notice.
          refusals: [
            {
              guard: { type: 'isStaleWrite', params: ({ event }: { event: ErrorActorEvent }) => event.error },
              target: 'conflict',
              actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            },
          ],
          failed: 'ready',
          notifyFailed: 'notifySaveFailed',
        }),
      },
      // Someone else saved the record since it was loaded: theirs or mine, the user decides.
      conflict: {
        on: {
          'drawer.change': { actions: { type: 'storeDirty', params: ({ event }) => event.dirty } },
          'drawer.reload': { target: 'loading', actions: 'clearError' },
          'drawer.overwrite': { target: 'submitting', actions: 'takeTheirVersion' },
          'drawer.close': 'confirmingClose',
          'drawer.leave': 'closing',
        },
      },
      deleting: {
        invoke: invokeCall({
          src: 'remove',
          input: ({ context }: { context: Context<TValues> }) => ({ id: context.id }),
          done: { target: 'closing', actions: 'notifyDeleted' },
          failed: 'ready',
          notifyFailed: 'notifyDeleteFailed',
        }),
      },
      // Every way out passes here, so hiding the drawer always emits one closed event.
      closing: {
        entry: 'emitClosed',
        always: { target: 'closed', actions: 'reset' },
      },
    },
  })

/** The form drawer machine over values of any shape (its model test's). */
export const formDrawerMachine = formDrawerMachineOf<DrawerRecord, DrawerRecord>()
