import { describe, expect, it } from 'vitest'
import { type AnyActorRef, fromTransition, type StateValue } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { flush } from './harness.ts'

/**
 * Something a machine does that can be seen from outside besides its state: an injected action
 * called (`['notifySaved', record]`), an actor started (`['start', 'load', input]`) or abandoned
 * while its call was open (`['abandon', 'load']`), an event emitted (`['emit', event]`).
 */
export type Effect = readonly [what: string, ...details: unknown[]]

export type Outcome<S> = { state: S; effects: Effect[] }

/**
 * A hand-written expectation of one machine's behaviour, kept apart from the machine: from each
 * state, each sample event leads to a state (the machine's state value and the context the console
 * reads, in the model's own terms) and to effects, in order. Events the state ignores lead back to
 * it with no effects. Models are plain functions; nothing in them is derived from the machine.
 */
export type BehaviourModel<S, E extends { type: string }> = {
  initial: S
  /** The events tried in every state: user actions and the answers of the machine's actors. */
  events: readonly E[]
  next: (state: S, event: E) => Outcome<S>
  /** A short name of an event for test titles (events of one type differ by their samples). */
  label: (event: E) => string
}

/** The shortest event sequence to each state of the model (`xstate/graph` over the model, not the machine). */
function pathsToStates<S, E extends { type: string }>(model: BehaviourModel<S, E>) {
  const logic = fromTransition((state: S, event: E) => model.next(state, event).state, model.initial)
  return getShortestPaths(logic, {
    events: model.events,
    serializeState: (snapshot) => JSON.stringify(snapshot.context),
  }).map((path) => ({ state: path.state.context, events: path.steps.slice(1).map((step) => step.event) }))
}

/** Every state the model can reach with its sample events. */
export const reachableStates = <S, E extends { type: string }>(model: BehaviourModel<S, E>): S[] =>
  pathsToStates(model).map((path) => path.state)

/**
 * Event sequences that together take every transition of the model: every sample event in every
 * reachable state, the events a state ignores included. Each is the shortest way to a state
 * extended by one sample event. Sequences that are the start of a longer one are dropped, since a
 * walk checks every step on its way.
 */
export function transitionPaths<S, E extends { type: string }>(model: BehaviourModel<S, E>): E[][] {
  const keyed = pathsToStates(model)
    .flatMap((path) => model.events.map((event) => [...path.events, event]))
    .map((events) => ({ events, key: events.map((event) => `${JSON.stringify(event)}\n`).join('') }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  // Sorted, a sequence that starts others comes right before the first of them.
  return keyed.filter(({ key }, i) => !keyed[i + 1]?.key.startsWith(key)).map(({ events }) => events)
}

/** The real machine as the walk sees it. */
export type SystemUnderTest<S, E> = {
  /** The machine's state in the model's terms. */
  observe: () => S
  /** Sends a user event, or settles the pending call of an actor (nothing when none is pending). */
  play: (event: E) => Promise<void>
  /** Every effect so far, in order. */
  effects: Effect[]
}

/** Logs the events an actor emits as effects. */
export const recordEmitted = (actor: AnyActorRef, effects: Effect[]) =>
  actor.on('*', (event) => {
    effects.push(['emit', event])
  })

/**
 * Plays `events` on the real machine and, after every step, checks that its state and the effects
 * of that step are what the model expects.
 */
export async function walk<S, E extends { type: string }>(
  model: BehaviourModel<S, E>,
  sut: SystemUnderTest<S, E>,
  events: readonly E[],
) {
  let expected = model.initial
  expect({ state: sut.observe(), effects: sut.effects }, 'at the start').toEqual({
    state: expected,
    effects: [],
  })
  for (const [i, event] of events.entries()) {
    const outcome = model.next(expected, event)
    const before = sut.effects.length
    await sut.play(event)
    const where = `after ${describePath(model, events.slice(0, i + 1))}`
    expect({ state: sut.observe(), effects: sut.effects.slice(before) }, where).toEqual(outcome)
    expected = outcome.state
  }
}

export const describePath = <S, E extends { type: string }>(
  model: BehaviourModel<S, E>,
  events: readonly E[],
) => (events.length ? events.map(model.label).join(' → ') : '(start)')

/**
 * Injected actions that only log themselves as effects: `['notifySaved', params]`, or
 * `['notifyDeleted']` for one without params.
 */
export function recordingActions<const N extends string>(effects: Effect[], names: readonly N[]) {
  return Object.fromEntries(
    names.map((name) => [
      name,
      (_: unknown, params: unknown) => {
        effects.push(params === undefined ? [name] : [name, params])
      },
    ]),
  ) as Record<N, (args: unknown, params: unknown) => void>
}

type Settleable = {
  pending: boolean
  resolve: (value: never) => Promise<void>
  reject: (error: unknown) => Promise<void>
}

/**
 * Plays a model event that answers an actor: `<actor>.done` resolves its open call (with
 * `output(event)`, the event's own `output` by default), `<actor>.error` rejects it; nothing
 * happens when no call is open. Answers whether the event was one of those.
 */
export async function settleActor(
  actors: Record<string, Settleable>,
  event: { type: string; output?: unknown; error?: unknown },
  output: (event: { type: string; output?: unknown }) => unknown = (answer) => answer.output,
): Promise<boolean> {
  const [name, outcome] = event.type.split('.')
  const actor = name === undefined ? undefined : actors[name]
  if (!actor || (outcome !== 'done' && outcome !== 'error')) return false
  if (!actor.pending) return true
  if (outcome === 'done') await actor.resolve(output(event) as never)
  else await actor.reject(event.error)
  return true
}

/**
 * How a model event reaches the machine under test: an actor's answer settles its open call
 * (`settleActor`); any other event goes to the running machine (a finished one takes none; the
 * walk has already checked that it is done).
 */
export function eventPlayer(
  actor: AnyActorRef,
  actors: Record<string, Settleable>,
  output?: (event: { type: string; output?: unknown }) => unknown,
) {
  return async (event: { type: string; output?: unknown; error?: unknown }) => {
    if (await settleActor(actors, event, output)) return
    if (actor.getSnapshot().status !== 'active') return
    actor.send(event as never) // actor answers were settled above
    await flush()
  }
}

/** A machine's states as the walk reads them: each with its children (none for a leaf). */
type StateTree = { states: Record<string, StateTree> }

/**
 * The paths of the states a machine can rest in, as models name them: its leaves, `'idle'` for a
 * top-level one, `'dragging.moving'` for a child (a flat machine's are its top-level states).
 */
export const statePaths = (node: StateTree, prefix = ''): string[] =>
  Object.entries(node.states).flatMap(([key, child]) =>
    Object.keys(child.states).length ? statePaths(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

/** A snapshot's value as a state path (`{ dragging: 'moving' }` is `'dragging.moving'`). */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value
  const entries = Object.entries(value)
  // A path names one state per level; a parallel state has several active children at once.
  if (entries.length !== 1)
    throw new Error(`statePath: parallel states are not modelled (${JSON.stringify(value)})`)
  const [key, child] = entries[0]!
  return child === undefined ? key : `${key}.${statePath(child)}`
}

/**
 * The walk of a machine against its model: the machine has exactly the model's states (plus
 * `passThrough` ones it never rests in), by state path, and every transition path plays as the
 * model says.
 */
export function describeAgainstModel<S extends { value: string }, E extends { type: string }>(
  title: string,
  model: BehaviourModel<S, E>,
  machine: { root: StateTree },
  start: () => SystemUnderTest<S, E>,
  passThrough: readonly string[] = [],
) {
  describe(`${title} against its model, every transition`, () => {
    it('has exactly the resting states the model knows', () => {
      const modelled = new Set<string>([
        ...reachableStates(model).map((state) => state.value),
        ...passThrough,
      ])
      expect(new Set(statePaths(machine.root))).toEqual(modelled)
    })

    for (const events of transitionPaths(model)) {
      it(describePath(model, events), () => walk(model, start(), events))
    }
  })
}

/**
 * A started actor as the walk sees it: its state path (`statePath`) and context as the model's
 * state, its `effects`, and its actors' calls settled by the model's answers (`eventPlayer`). For
 * machines whose model state is exactly `{ value, ...context }`.
 */
export function actorUnderTest<S, E extends { type: string }>(
  actor: AnyActorRef,
  effects: Effect[],
  actors: Parameters<typeof eventPlayer>[1],
): SystemUnderTest<S, E> {
  return {
    effects,
    observe: () => {
      const { value, context } = actor.getSnapshot()
      return { value: statePath(value), ...context } as S
    },
    play: eventPlayer(actor, actors),
  }
}
