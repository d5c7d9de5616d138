import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate'
import { NOTIFICATION_STATUS_MS } from '../src/domain/constants.ts'
import type { NotificationSent } from '../src/domain/contracts/users.ts'
import { failureOf } from '../src/domain/failure.ts'
import {
  type NotificationFormValues,
  notificationFormSchema,
  type SendNotificationInput,
} from '../src/domain/users.ts'

/** Who the panel writes to, and whether they can receive a push at all (`canReceivePush`). */
export type NotificationSendInput = { userId: number; canReceive: boolean }

export type NotificationSendContext = {
  userId: number
  /** `false`: the panel shows the no-token warning and never opens the form. */
  canReceive: boolean
  /** What the form shows when it opens: the last submitted values, empty after a send or Cancel. */
  values: NotificationFormValues
  /** In `failed`: the server's own message for a detail line (`null` when it gave none). */
  reason: string | null
}

export type NotificationSendEvent =
  | { type: 'notification.open' }
  | { type: 'notification.submit'; values: NotificationFormValues }
  | { type: 'notification.confirm' }
  /** The confirmation's Cancel (or Esc): back to the form, the typed values kept. */
  | { type: 'notification.keepEditing' }
  /** The form's Cancel: the form closes and its values are dropped. */
  | { type: 'notification.cancel' }

export const emptyNotification: NotificationFormValues = { title: '', body: '' }

/** The default status timer: done after `ms`, its timeout cleared when the status goes early. */
export const statusTimer = fromPromise<void, { ms: number }>(
  ({ input, signal }) =>
    new Promise<void>((resolve) => {
      const timeout = setTimeout(resolve, input.ms)
      signal.addEventListener('abort', () => clearTimeout(timeout))
    }),
)

/**
 * The user drawer's Notifications panel (docs/product.md §2 "User drawer": open form, confirm, then sent or
 * failed; the status vanishes after 5 seconds, §9):
 * - `idle`: the panel shows its Open button (or, for a user who cannot receive pushes, the warning;
 *   then `open` is refused and the panel never leaves `idle`);
 * - `editing`: the form (title, message) is open; Submit is taken only with values the domain's
 *   `notificationFormSchema` accepts; Cancel closes the form and drops the values;
 * - `confirming`: the "send notification" confirmation (docs/product.md §5); Keep editing goes back to the
 *   form with the values, Cancel closes the form;
 * - `sending`: `send` runs; nothing else is taken (a second submit is ignored);
 * - `sent` / `failed`: the status shows ('The message was sent.' / 'The message could not be sent',
 *   with `reason` for a detail line) until `statusTimer` is done (5 s), then `idle`. After a send the
 *   form is empty; after a failure it keeps the values for a retry. Opening the form while a status
 *   shows ends the status.
 *
 * The texts are the console's (translated); the machine names states and keeps the server's reason.
 * `send` and `statusTimer` are injected with `.provide()` (the default timer waits
 * NOTIFICATION_STATUS_MS). tests/machines/models/notificationSend.model.ts holds the expected behaviour.
 */
export const notificationSendMachine = setup({
  types: {
    context: {} as NotificationSendContext,
    events: {} as NotificationSendEvent,
    input: {} as NotificationSendInput,
  },
  actors: {
    send: fromPromise<NotificationSent, SendNotificationInput>(async () => {
      throw new Error('notificationSendMachine: provide the send actor')
    }),
    statusTimer,
  },
  guards: {
    canReceive: ({ context }) => context.canReceive,
    isValid: (_, values: NotificationFormValues) => notificationFormSchema.safeParse(values).success,
  },
  actions: {
    storeValues: assign({ values: (_, values: NotificationFormValues) => values }),
    clearValues: assign({ values: emptyNotification }),
    storeReason: assign({ reason: (_, error: unknown) => failureOf(error)?.message ?? null }),
    clearReason: assign({ reason: null }),
  },
}).createMachine({
  id: 'notificationSend',
  context: ({ input }) => ({
    userId: input.userId,
    canReceive: input.canReceive,
    values: emptyNotification,
    reason: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'notification.open': { guard: 'canReceive', target: 'editing' } },
    },
    editing: {
      on: {
        'notification.submit': {
          guard: { type: 'isValid', params: ({ event }) => event.values },
          target: 'confirming',
          actions: { type: 'storeValues', params: ({ event }) => event.values },
        },
        'notification.cancel': { target: 'idle', actions: 'clearValues' },
      },
    },
    confirming: {
      on: {
        'notification.confirm': 'sending',
        'notification.keepEditing': 'editing',
        'notification.cancel': { target: 'idle', actions: 'clearValues' },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({
          id: context.userId,
          title: context.values.title,
          body: context.values.body,
        }),
        onDone: { target: 'sent', actions: 'clearValues' },
        onError: {
          target: 'failed',
          actions: { type: 'storeReason', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    sent: {
      invoke: {
        id: 'statusTimer',
        src: 'statusTimer',
        input: { ms: NOTIFICATION_STATUS_MS },
        onDone: 'idle',
      },
      on: { 'notification.open': 'editing' },
    },
    failed: {
      invoke: {
        id: 'statusTimer',
        src: 'statusTimer',
        input: { ms: NOTIFICATION_STATUS_MS },
        onDone: 'idle',
      },
      // However the status goes (the timer, or the form opening again), its reason goes with it.
      exit: 'clearReason',
      on: { 'notification.open': 'editing' },
    },
  },
})
