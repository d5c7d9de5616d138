import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { discardQuestionMachine } from '../../../../machines/discardQuestion.machine.ts'

/**
 * Closing a drawer that has no workflow of its own (the media drawer) while its parts hold
 * unsaved input (`held`, what each would lose): `requestClose` asks first (the discard question),
 * else closes at once. Discard changes closes; Keep editing stays.
 */
export function useCloseQuestion(held: readonly string[], close: () => void) {
  const latest = useRef(close)
  latest.current = close
  const machine = useMemo(
    () => discardQuestionMachine.provide({ actions: { stay: () => {}, goOn: () => latest.current() } }),
    [],
  )
  const [snapshot, send] = useMachine(machine)
  return {
    requestClose: () => (held.length ? send({ type: 'question.ask', lost: [...held] }) : close()),
    asking: snapshot.value === 'asking',
    lost: snapshot.context.lost,
    keepEditing: () => send({ type: 'question.keepEditing' }),
    discard: () => send({ type: 'question.discard' }),
  }
}
