import type { DrawerRecord, FormDrawerEvent, LoadedRecord } from '../../../machines/formDrawer.machine.ts'
import type { Lang } from '../../../src/domain/lang.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/formDrawer.machine.ts, written by hand from docs/product.md §4 "Forms":
// - Add opens an empty form (id -1, nothing loaded); Edit loads the record first, and a failed
//   load offers Retry; closing while it loads drops the load;
// - Submit saves; a save closes the drawer with a notice, a failed save keeps it open with the
//   error, the input and a notice; nothing closes the drawer while it saves or deletes;
// - closing with unsaved changes asks first (Discard closes, Keep editing goes back), and so does
//   closing while the drawer holds other unsaved input (a panel's form);
// - when the address stops naming the record (another page, Back, another record: the console's
//   leave guard has asked about unsaved input already), the drawer closes at once, whatever it
//   shows, except while a save or delete is under way;
// - Delete (existing records only) asks first; Keep editing or Esc on the question goes back; a
//   deleted record closes the drawer with a notice, a failed delete keeps it open with the error;
// - a language switch reloads an untouched record in the new language; an edited one keeps its
//   language (text typed in English is never saved as Dutch); a new untouched form follows it;
// - every way out emits one closed event, naming the record that closed;
// - a save sends the version the record was loaded at (none for a new record); when someone else
//   saved in between (409 with their version) the drawer waits, keeping the input: Reload loads
//   their record (the input is dropped), Overwrite saves the same input with their version; closing
//   asks first, since the input is not saved; other failures are shown as before.

export const record: DrawerRecord = { id: 7, title: 'Food' }
export const loaded: LoadedRecord = { values: record, version: 3 }

export const values: DrawerRecord = { title: 'Food and drink' }
export const saved: DrawerRecord = { id: 7, title: 'Food and drink' }
export const loadError = { status: 404, message: 'Category not found.' }
export const saveError = { status: 409, message: 'A category with this title already exists.' }
export const removeError = { status: 500, message: 'Something went wrong on the server.' }
export const staleWrite = {
  status: 409,
  error: 'conflict',
  message: 'Changed by someone else since you opened it.',
  version: 4,
}

export type FormDrawerState = {
  value:
    | 'closed'
    | 'loading'
    | 'loadFailed'
    | 'ready'
    | 'confirmingClose'
    | 'confirmingDelete'
    | 'submitting'
    | 'deleting'
    | 'conflict'
  /** -1 for a new record. */
  id: number
  /** The language the form's values belong to. */
  lang: Lang
  record: DrawerRecord | null
  /** The version a save sends back. */
  version: number | null
  /** The values of the last submit (what Overwrite saves). */
  pending: DrawerRecord | null
  /** Whether the form has unsaved changes. */
  dirty: boolean
  /** The last load, save or delete error. */
  error: unknown
}

/** The machine's own events, and the answers of its actors. */
export type FormDrawerModelEvent =
  | FormDrawerEvent
  | { type: 'load.done'; output: LoadedRecord }
  | { type: 'load.error'; error: unknown }
  | { type: 'save.done'; output: DrawerRecord }
  | { type: 'save.error'; error: unknown }
  | { type: 'remove.done' }
  | { type: 'remove.error'; error: unknown }

const NEW = -1
const closed: FormDrawerState = {
  value: 'closed',
  id: NEW,
  lang: 'en',
  record: null,
  version: null,
  pending: null,
  dirty: false,
  error: null,
}

const isStale = (error: unknown) => error === staleWrite

function next(state: FormDrawerState, event: FormDrawerModelEvent): Outcome<FormDrawerState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<FormDrawerState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  // `after`: effects the runtime carries out once the step is over (stopping a dropped actor).
  const close = (before: Effect[] = [], after: Effect[] = []) => ({
    state: closed,
    effects: [...before, ['emitClosed', state.id] as const, ...after],
  })
  switch (state.value) {
    case 'closed':
      if (event.type === 'drawer.openNew')
        return { state: { ...closed, value: 'ready', lang: event.lang }, effects: [] }
      if (event.type === 'drawer.openEdit')
        return {
          state: { ...closed, value: 'loading', id: event.id, lang: event.lang },
          effects: [['start', 'load', { id: event.id, lang: event.lang }]],
        }
      return stay
    case 'loading':
      if (event.type === 'load.done')
        return go({
          value: 'ready',
          record: event.output.values,
          version: event.output.version,
          dirty: false,
          error: null,
        })
      if (event.type === 'load.error') return go({ value: 'loadFailed', error: event.error })
      if (event.type === 'drawer.close' || event.type === 'drawer.leave')
        return close([], [['abandon', 'load']])
      return stay
    case 'loadFailed':
      if (event.type === 'drawer.retry')
        return go({ value: 'loading', error: null }, [['start', 'load', { id: state.id, lang: state.lang }]])
      if (event.type === 'drawer.close' || event.type === 'drawer.leave') return close()
      return stay
    case 'ready':
      if (event.type === 'drawer.change') return go({ dirty: event.dirty })
      if (event.type === 'drawer.leave') return close()
      if (event.type === 'drawer.submit')
        return go({ value: 'submitting', error: null, pending: event.values }, [
          ['start', 'save', { id: state.id, lang: state.lang, values: event.values, version: state.version }],
        ])
      if (event.type === 'drawer.close')
        return state.dirty || event.held ? go({ value: 'confirmingClose' }) : close()
      if (event.type === 'drawer.delete') return state.id === NEW ? stay : go({ value: 'confirmingDelete' })
      if (event.type === 'drawer.languageChanged') {
        // Only an untouched form follows the switch.
        if (event.lang === state.lang || state.dirty) return stay
        if (state.id === NEW) return go({ lang: event.lang })
        return go({ value: 'loading', lang: event.lang }, [
          ['start', 'load', { id: state.id, lang: event.lang }],
        ])
      }
      return stay
    case 'confirmingClose':
      if (event.type === 'drawer.discard' || event.type === 'drawer.leave') return close()
      if (event.type === 'drawer.keepEditing') return go({ value: 'ready' })
      return stay
    case 'confirmingDelete':
      if (event.type === 'drawer.confirmDelete')
        return go({ value: 'deleting' }, [['start', 'remove', { id: state.id }]])
      if (event.type === 'drawer.keepEditing' || event.type === 'drawer.close') return go({ value: 'ready' })
      if (event.type === 'drawer.leave') return close()
      return stay
    case 'submitting':
      if (event.type === 'save.done') return close([['notifySaved', event.output]])
      if (event.type === 'save.error' && isStale(event.error))
        return go({ value: 'conflict', error: event.error })
      if (event.type === 'save.error')
        return go({ value: 'ready', error: event.error }, [['notifySaveFailed', event.error]])
      return stay
    case 'conflict':
      if (event.type === 'drawer.change') return go({ dirty: event.dirty })
      if (event.type === 'drawer.leave') return close()
      if (event.type === 'drawer.reload')
        return go({ value: 'loading', error: null }, [['start', 'load', { id: state.id, lang: state.lang }]])
      if (event.type === 'drawer.overwrite')
        return go({ value: 'submitting', error: null, version: staleWrite.version }, [
          [
            'start',
            'save',
            { id: state.id, lang: state.lang, values: state.pending, version: staleWrite.version },
          ],
        ])
      if (event.type === 'drawer.close') return go({ value: 'confirmingClose' })
      return stay
    case 'deleting':
      if (event.type === 'remove.done') return close([['notifyDeleted']])
      if (event.type === 'remove.error')
        return go({ value: 'ready', error: event.error }, [['notifyDeleteFailed', event.error]])
      return stay
  }
}

export const formDrawerModel: BehaviourModel<FormDrawerState, FormDrawerModelEvent> = {
  initial: closed,
  events: [
    { type: 'drawer.openNew', lang: 'nl' },
    { type: 'drawer.openEdit', id: 7, lang: 'en' },
    { type: 'drawer.change', dirty: true },
    { type: 'drawer.change', dirty: false },
    { type: 'drawer.submit', values },
    { type: 'drawer.close' },
    { type: 'drawer.close', held: true },
    { type: 'drawer.leave' },
    { type: 'drawer.discard' },
    { type: 'drawer.keepEditing' },
    { type: 'drawer.delete' },
    { type: 'drawer.confirmDelete' },
    { type: 'drawer.languageChanged', lang: 'nl' },
    { type: 'drawer.languageChanged', lang: 'en' },
    { type: 'drawer.retry' },
    { type: 'drawer.reload' },
    { type: 'drawer.overwrite' },
    { type: 'load.done', output: loaded },
    { type: 'load.error', error: loadError },
    { type: 'save.done', output: saved },
    { type: 'save.error', error: saveError },
    { type: 'save.error', error: staleWrite },
    { type: 'remove.done' },
    { type: 'remove.error', error: removeError },
  ],
  next,
  label: (event) => {
    const name = event.type.replace('drawer.', '')
    if (event.type === 'drawer.change') return event.dirty ? 'edit' : 'undo edits'
    if (event.type === 'drawer.close' && event.held) return 'close (a panel holds input)'
    if (event.type === 'drawer.languageChanged' || event.type === 'drawer.openNew')
      return `${name} ${event.lang}`
    return name
  },
}
