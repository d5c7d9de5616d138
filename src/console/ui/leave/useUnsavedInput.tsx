import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  createUnsavedInputs,
  type KeptAt,
  onPage,
  type UnsavedInputs,
  unsavedInputs,
} from './unsavedInput.ts'

/** The drawer a part is in: its own unsaved inputs, and where it stays open. */
type Scope = { inputs: UnsavedInputs; keptAt: KeptAt }
const ScopeContext = createContext<Scope | null>(null)

let nextKey = 1

/** The page the component was first shown on (the browser's address is the router's). */
const usePageOnFirstShow = () => useState(() => onPage(window.location.pathname))[0]

/**
 * Reports a component's input as unsaved while `unsaved`, with `description` saying what would be
 * lost: to the console (the leave guard asks before a navigation drops it, the browser before a
 * reload) and to the drawer it is in (the drawer asks before it closes). `keptAt` says where it is
 * still shown; by default where its drawer is, else on the same page.
 *
 * Reported after each render, before any effect: a navigation started by an effect of the same
 * render (a drawer that closed after saving clears its address) already sees the input as saved.
 */
export function useUnsavedInput(unsaved: boolean, description: string, keptAt?: KeptAt) {
  const scope = useContext(ScopeContext)
  const [key] = useState(() => nextKey++)
  const page = usePageOnFirstShow()
  useLayoutEffect(() => {
    const input = unsaved ? { description, keptAt: keptAt ?? scope?.keptAt ?? page } : null
    unsavedInputs.report(key, input)
    scope?.inputs.report(key, input)
  })
  useLayoutEffect(
    () => () => {
      unsavedInputs.report(key, null)
      scope?.inputs.report(key, null)
    },
    [key, scope],
  )
}

/**
 * A drawer's own set of unsaved inputs, for the parts inside it (`UnsavedScope`): `held` names
 * what they hold unsaved, for the drawer's close question. `keptAt` says where the drawer stays
 * open (by default where the drawer it is in stays open, else the same page).
 */
export function useUnsavedScope(keptAt?: KeptAt) {
  const parent = useContext(ScopeContext)
  const [inputs] = useState(createUnsavedInputs)
  const held = useSyncExternalStore(inputs.subscribe, inputs.getSnapshot, inputs.getSnapshot)
  const page = usePageOnFirstShow()
  const latest = useRef(keptAt)
  useLayoutEffect(() => {
    latest.current = keptAt
  })
  const scope = useMemo<Scope>(
    () => ({ inputs, keptAt: (next) => (latest.current ?? parent?.keptAt ?? page)(next) }),
    [inputs, parent, page],
  )
  return { scope, held }
}

/** The parts of a drawer report their unsaved input to it (and to the console). */
export function UnsavedScope({ scope, children }: { scope: Scope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>
}
