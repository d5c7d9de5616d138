import type { NotificationSendEvent } from '../../../machines/notificationSend.machine.ts'
import type { NotificationSent } from '../../../src/domain/contracts/users.ts'
import type { NotificationFormValues } from '../../../src/domain/users.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/notificationSend.machine.ts, written by hand from docs/product.md §2
// "User drawer" (Notifications: open form, confirm, then sent or failed; the status message
// vanishes after 5 seconds), §5 (the "send notification" confirmation), §6 (only a user with
// notifications on and a push token can be sent to), §8 and §9:
// - a user who cannot receive pushes never gets the form: Open does nothing;
// - Submit is taken only with a title and a message (blank ones are refused); it asks first;
//   the confirmation's Keep editing goes back to the form with what was typed; Cancel, on the form
//   or on the confirmation, closes the form and drops what was typed;
// - Confirm sends { id, title, body } once; while it runs nothing else is taken;
// - sent: the form is emptied; failed: what was typed is kept for a retry, and the server's message
//   is kept for a detail line (none when the failure carries no server message);
// - either status starts one 5-second timer (5000 ms, docs/product.md §9); when it is done the panel is back
//   at rest with no status; opening the form while a status shows ends the status (and its timer).

export const USER_ID = 42
export const STATUS_MS = 5000

export const empty: NotificationFormValues = { title: '', body: '' }
export const first: NotificationFormValues = { title: 'New quiz', body: 'A new quiz about water is out.' }
export const second: NotificationFormValues = { title: '  Reminder ', body: 'Your list has 3 open actions.' }
export const noTitle: NotificationFormValues = { title: '', body: 'A message without a title.' }
export const blankBody: NotificationFormValues = { title: 'Blank', body: '   ' }
export const tooLongTitle: NotificationFormValues = { title: 'x'.repeat(101), body: 'Long title.' }

export const sentAnswer: NotificationSent = { id: 5, status: 'sent', ticketId: 'ticket-1' }
/** An API error body, as the console's `send` rejects with it. */
export const serverError = {
  status: 409,
  error: 'conflict',
  message: 'This user has no token or has notifications turned off.',
}
export const networkError = new TypeError('Failed to fetch')

export type NotificationSendState = {
  value: 'idle' | 'editing' | 'confirming' | 'sending' | 'sent' | 'failed'
  userId: number
  canReceive: boolean
  /** What the form shows when it opens. */
  values: NotificationFormValues
  /** The server's message of a failed send. */
  reason: string | null
}

/** The machine's own events, and the answers of its actors. */
export type NotificationSendModelEvent =
  | NotificationSendEvent
  | { type: 'send.done'; output: NotificationSent }
  /** `reason` is the model's own reading of the error; the machine gets only `error`. */
  | { type: 'send.error'; error: unknown; reason: string | null }
  | { type: 'statusTimer.done' }

/** The model's own reading of its samples: only `first` and `second` have a title and a message. */
const isComplete = (values: NotificationFormValues) => values === first || values === second

function next(
  state: NotificationSendState,
  event: NotificationSendModelEvent,
): Outcome<NotificationSendState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<NotificationSendState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  const startTimer: Effect = ['start', 'statusTimer', { ms: STATUS_MS }]
  const dropTimer: Effect = ['abandon', 'statusTimer']
  switch (state.value) {
    case 'idle':
      if (event.type === 'notification.open' && state.canReceive) return go({ value: 'editing' })
      return stay
    case 'editing':
      if (event.type === 'notification.submit' && isComplete(event.values))
        return go({ value: 'confirming', values: event.values })
      if (event.type === 'notification.cancel') return go({ value: 'idle', values: empty })
      return stay
    case 'confirming':
      if (event.type === 'notification.confirm')
        return go({ value: 'sending' }, [
          ['start', 'send', { id: state.userId, title: state.values.title, body: state.values.body }],
        ])
      if (event.type === 'notification.keepEditing') return go({ value: 'editing' })
      if (event.type === 'notification.cancel') return go({ value: 'idle', values: empty })
      return stay
    case 'sending':
      if (event.type === 'send.done') return go({ value: 'sent', values: empty }, [startTimer])
      if (event.type === 'send.error') return go({ value: 'failed', reason: event.reason }, [startTimer])
      return stay
    case 'sent':
    case 'failed':
      if (event.type === 'statusTimer.done') return go({ value: 'idle', reason: null })
      if (event.type === 'notification.open') return go({ value: 'editing', reason: null }, [dropTimer])
      return stay
  }
}

/** The panel for a user who can receive pushes (`canReceive`) or one who cannot. */
export function notificationSendModel(
  canReceive: boolean,
): BehaviourModel<NotificationSendState, NotificationSendModelEvent> {
  return {
    initial: { value: 'idle', userId: USER_ID, canReceive, values: empty, reason: null },
    events: [
      { type: 'notification.open' },
      { type: 'notification.submit', values: first },
      { type: 'notification.submit', values: second },
      { type: 'notification.submit', values: noTitle },
      { type: 'notification.submit', values: blankBody },
      { type: 'notification.submit', values: tooLongTitle },
      { type: 'notification.confirm' },
      { type: 'notification.keepEditing' },
      { type: 'notification.cancel' },
      { type: 'send.done', output: sentAnswer },
      { type: 'send.error', error: serverError, reason: serverError.message },
      { type: 'send.error', error: networkError, reason: null },
      { type: 'statusTimer.done' },
    ],
    next,
    label: (event) => {
      if (event.type === 'notification.submit') {
        const names = new Map([
          [first, 'first'],
          [second, 'second'],
          [noTitle, 'no title'],
          [blankBody, 'blank body'],
          [tooLongTitle, 'too long title'],
        ])
        return `submit ${names.get(event.values)}`
      }
      if (event.type === 'send.error') return event.reason ? 'server refuses' : 'network fails'
      if (event.type === 'send.done') return 'sent'
      if (event.type === 'statusTimer.done') return '5 s later'
      return event.type.replace('notification.', '')
    },
  }
}
