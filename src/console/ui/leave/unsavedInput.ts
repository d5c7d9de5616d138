import type { DrawerParam } from '../drawer/drawerParams.ts'

/** Where a navigation goes (the router's location): whether input is still shown there. */
export type Place = { pathname: string; search: string }
/** Whether input shown now is still shown at `next` (the same page, the same drawer open). */
export type KeptAt = (next: Place) => boolean

/** Input the user has typed or moved and not saved, as the "Discard changes?" question names it. */
export type UnsavedInput = {
  /** What would be lost, one sentence ("This record has changes that are not saved."). */
  description: string
  keptAt: KeptAt
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index])

/**
 * A set of unsaved inputs, each reported by the component that holds it (`report`). The console has
 * one (`unsavedInputs`, read by the leave guard and the browser's beforeunload); a drawer has one
 * of its own for the input in its parts (a panel's form), which its close question names.
 * Subscribers hear when the descriptions change; `lostAt` is read at the moment a navigation asks.
 */
export function createUnsavedInputs() {
  const entries = new Map<number, UnsavedInput>()
  const listeners = new Set<() => void>()
  let descriptions: readonly string[] = []
  return {
    /** Input `key` is unsaved (`input`) or not (null) now. */
    report(key: number, input: UnsavedInput | null) {
      if (input) entries.set(key, input)
      else entries.delete(key)
      const next = [...entries.values()].map((entry) => entry.description)
      if (sameList(next, descriptions)) return
      descriptions = next
      for (const listener of listeners) listener()
    },
    /** What is unsaved now, one sentence each (empty: nothing). */
    getSnapshot: () => descriptions,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** What a navigation to `next` would drop, one sentence each. */
    lostAt: (next: Place) =>
      [...entries.values()].filter((entry) => !entry.keptAt(next)).map((entry) => entry.description),
  }
}
export type UnsavedInputs = ReturnType<typeof createUnsavedInputs>

/** Every unsaved input of the console. */
export const unsavedInputs = createUnsavedInputs()

/** Input on the page at `pathname`: kept while the address stays on that page. */
export const onPage =
  (pathname: string): KeptAt =>
  (next) =>
    next.pathname === pathname
/** Input in a drawer the address names (`?edit=12`, `?hierarchy`): kept while it still names it. */
export const inDrawer =
  <K>(pathname: string, param: DrawerParam<K>, key: K | null): KeptAt =>
  (next) =>
    next.pathname === pathname && param.read(new URLSearchParams(next.search)) === key

/**
 * The leave guard holds a navigation: its question is open or about to open (a palette command
 * was held as the palette closed), and it gives focus back itself once answered.
 */
let leaving = false
export const leaveQuestion = {
  pending: () => leaving,
  set: (pending: boolean) => {
    leaving = pending
  },
}
