import { isDeepStrictEqual } from 'node:util'
import { type AnyActorRef, type AnyStateMachine, createActor } from 'xstate'
import type { DraftModelState, MoveSample } from '../models/hierarchyDraft.model.ts'
import { controllable, flush } from './harness.ts'
import { type Effect, recordEmitted, recordingActions, type SystemUnderTest, settleActor } from './model.ts'

type DraftSnapshot = {
  value: unknown
  context: {
    original: unknown[]
    draft: unknown[]
    refusal: { move: unknown; problem: string } | null
    error: unknown
  }
}

/**
 * Between a hierarchy drawer's machine and its model: the machine's trees and moves by the model's
 * names (a tree or move the model does not know stays as it is, so a wrong one shows in the
 * failure), and the model's drawer events sent with the machine's own trees and moves.
 */
export function hierarchyDraftHarness<TTree extends string, TMoveName extends string>(
  trees: Record<TTree, readonly unknown[]>,
  moves: Record<TMoveName, MoveSample<unknown, TTree>>,
) {
  const treeName = (items: readonly unknown[]) =>
    items.length === 0
      ? null
      : ((Object.keys(trees) as TTree[]).find((name) => isDeepStrictEqual(trees[name], items)) ??
        (items as never as TTree))
  const moveName = (move: unknown) =>
    (Object.keys(moves) as TMoveName[]).find((name) => isDeepStrictEqual(moves[name].move, move)) ??
    (move as TMoveName)
  return {
    /** The machine's snapshot in the model's terms. */
    observe: <S extends DraftModelState<string, TTree, TMoveName>>(actor: AnyActorRef): S => {
      const { value, context } = actor.getSnapshot() as DraftSnapshot
      return {
        value,
        original: treeName(context.original),
        draft: treeName(context.draft),
        refusal: context.refusal && {
          move: moveName(context.refusal.move),
          problem: context.refusal.problem,
        },
        error: context.error,
      } as S
    },
    /** Sends a model event that is not an actor's answer, trees and moves replaced by the machine's. */
    send: (actor: AnyActorRef, event: { type: string; tree?: TTree; move?: TMoveName }) => {
      if (event.type === 'hierarchy.open' || event.type === 'hierarchy.refresh')
        actor.send({ type: event.type, items: trees[event.tree!] })
      else if (event.type === 'hierarchy.move')
        actor.send({ type: event.type, move: moves[event.move!].move })
      else actor.send(event)
    },
  }
}

type Controllable = ReturnType<typeof controllable>

/**
 * Starts a hierarchy drawer's machine as its model test walks it: its actors controllable (each
 * answers as the model's event says, `output` turning the model's name into the machine's value),
 * its notices and closed event recorded, and the system the walk plays on.
 */
export function startDraftMachine<
  S,
  E extends { type: string },
  TTree extends string,
  TMoveName extends string,
>(
  machine: AnyStateMachine,
  options: {
    harness: ReturnType<typeof hierarchyDraftHarness<TTree, TMoveName>>
    actors: readonly string[]
    notices: readonly string[]
    output: (answer: { output?: unknown }) => unknown
  },
) {
  const effects: Effect[] = []
  const actors = Object.fromEntries(
    options.actors.map((name) => [name, controllable(name, effects)]),
  ) as Record<string, Controllable>
  const actor = createActor(
    machine.provide({
      actors: Object.fromEntries(Object.entries(actors).map(([name, each]) => [name, each.logic])),
      actions: {
        ...recordingActions(effects, options.notices),
        emitClosed: () => {
          effects.push(['emitClosed'])
        },
      },
    } as never),
  )
  recordEmitted(actor, effects)
  actor.start()
  const sut: SystemUnderTest<S, E> = {
    effects,
    observe: () => options.harness.observe(actor) as S,
    play: async (event) => {
      if (await settleActor(actors, event, options.output)) return
      options.harness.send(actor, event as { type: string })
      await flush()
    },
  }
  return { actor, actors, effects, sut }
}
