import { expect } from 'vitest'
import { type AnyActorRef, fromTransition } from 'xstate'
import { getShortestPaths } from 'xstate/graph'

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
