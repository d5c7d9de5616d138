import type { DiscardQuestionEvent } from '../../../machines/discardQuestion.machine.ts'
import type { BehaviourModel, Outcome } from '../support/model.ts'

// The expected behaviour of machines/discardQuestion.machine.ts, written by hand from issue 18
// ("Category edits are lost without a question"; "Back with unsaved changes → Keep editing"):
// - nothing is asked until something would drop unsaved input; then the question names what
//   would be lost;
// - Keep editing stays where the user is (the navigation is cancelled); Discard changes goes on;
//   either ends the question, and nothing else does either;
// - asked again while asking (another way out), the question names what the newest would lose;
// - a request that went away by itself (the navigation went through, the drawer closed) ends the
//   question, neither staying nor going on;
// - answers that come while nothing is asked do nothing.

export const record = 'This record has changes that are not saved.'
export const notification = 'The notification you are writing is not sent.'

export type DiscardQuestionState = { value: 'idle' | 'asking'; lost: string[] }

const idle: DiscardQuestionState = { value: 'idle', lost: [] }

function next(state: DiscardQuestionState, event: DiscardQuestionEvent): Outcome<DiscardQuestionState> {
  const stay = { state, effects: [] }
  if (event.type === 'question.ask') return { state: { value: 'asking', lost: event.lost }, effects: [] }
  if (state.value === 'idle') return stay
  if (event.type === 'question.keepEditing') return { state: idle, effects: [['stay']] }
  if (event.type === 'question.discard') return { state: idle, effects: [['goOn']] }
  return { state: idle, effects: [] }
}

export const discardQuestionModel: BehaviourModel<DiscardQuestionState, DiscardQuestionEvent> = {
  initial: idle,
  events: [
    { type: 'question.ask', lost: [record] },
    { type: 'question.ask', lost: [record, notification] },
    { type: 'question.keepEditing' },
    { type: 'question.discard' },
    { type: 'question.withdrawn' },
  ],
  next,
  label: (event) =>
    event.type === 'question.ask' ? `ask about ${event.lost.length}` : event.type.replace('question.', ''),
}
