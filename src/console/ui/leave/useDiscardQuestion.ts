import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { discardQuestionMachine } from '../../../../machines/discardQuestion.machine.ts'

/**
 * The discard question (machines/discardQuestion.machine.ts) bound to what its answers do:
 * Keep editing calls `stay`, Discard changes calls `goOn` (the latest ones given). `ask` opens it
 * with what would be lost; the rest is what `DiscardChangesDialog` shows and sends.
 */
export function useDiscardQuestion(stay: () => void, goOn: () => void) {
  const latest = useRef({ stay, goOn })
  latest.current = { stay, goOn }
  const machine = useMemo(
    () =>
      discardQuestionMachine.provide({
        actions: { stay: () => latest.current.stay(), goOn: () => latest.current.goOn() },
      }),
    [],
  )
  const [snapshot, send] = useMachine(machine)
  return {
    send,
    ask: (lost: readonly string[]) => send({ type: 'question.ask', lost: [...lost] }),
    asking: snapshot.value === 'asking',
    lost: snapshot.context.lost,
    keepEditing: () => send({ type: 'question.keepEditing' }),
    discard: () => send({ type: 'question.discard' }),
  }
}
