import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Actor, AnyStateMachine, EventFromLogic } from 'xstate'

/** The machine's snapshot type (what `getSnapshot()` of its actor returns). */
type MachineSnapshotOf<TLogic extends AnyStateMachine> = ReturnType<TLogic['getInitialSnapshot']>

const noSubscription = () => () => {}

/**
 * A workflow whose machine, and XState with it, loads when first needed: on `preload` (the first
 * keystroke in a form) or on the first `send`, whose events wait for it. Until then `snapshot` is
 * null: the page shows its starting state. For the login page, which every visit shows and which
 * has nothing to do until the visitor types (issue 11); other pages use `useMachine`.
 * `load` resolves to the machine with its implementations provided; it is called once.
 */
export function useLazyActor<TLogic extends AnyStateMachine>(load: () => Promise<TLogic>) {
  const [actor, setActor] = useState<Actor<TLogic> | null>(null)
  // The started actor, also before React has rendered it: an event sent in between goes to it
  // rather than to a queue that was already emptied.
  const started = useRef<Actor<TLogic> | null>(null)
  const waiting = useRef<EventFromLogic<TLogic>[]>([])
  const loading = useRef<Promise<void> | null>(null)
  const loadRef = useRef(load)
  loadRef.current = load

  const preload = useCallback(() => {
    loading.current ??= Promise.all([loadRef.current(), import('xstate')]).then(
      ([logic, { createActor }]) => {
        const running = createActor(logic).start() as Actor<TLogic>
        started.current = running
        for (const event of waiting.current.splice(0)) running.send(event)
        setActor(running)
      },
      () => {
        // A failed download: the next keystroke or submit tries again.
        loading.current = null
      },
    )
  }, [])

  useEffect(
    () => () => {
      actor?.stop()
    },
    [actor],
  )

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription()
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot: MachineSnapshotOf<TLogic> | null = useSyncExternalStore(subscribe, () =>
    actor ? (actor.getSnapshot() as MachineSnapshotOf<TLogic>) : null,
  )

  const send = useCallback(
    (event: EventFromLogic<TLogic>) => {
      if (started.current) return started.current.send(event)
      waiting.current.push(event)
      preload()
    },
    [preload],
  )

  return { snapshot, send, preload }
}
