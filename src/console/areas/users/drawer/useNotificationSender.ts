import { useQueryClient } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { notificationSendMachine } from '../../../../../machines/notificationSend.machine.ts'
import type { NotificationSent } from '../../../../domain/contracts/users.ts'
import type { SendNotificationInput } from '../../../../domain/users.ts'
import { useClient } from '../../../api/ResourceProvider.tsx'
import { resourceChanged } from '../../../api/resourceQueries.ts'
import { users, usersApi } from '../../../api/users.ts'

export type NotificationSender = ActorRefFrom<typeof notificationSendMachine>

/**
 * The Notifications panel's workflow (machines/notificationSend.machine.ts) for one user, with the
 * real send: `POST /api/notification/user`, failing with the server's error body so the machine
 * keeps its message as the reason. Either way the full record is fetched again (its list of the
 * last notifications). Held above the tabs, so a send and its 5-second status outlive a tab switch;
 * the caller remounts it (a key) for another user or when `canReceive` changes.
 */
export function useNotificationSender(userId: number, canReceive: boolean): NotificationSender {
  const client = useClient(usersApi)
  const queryClient = useQueryClient()
  const latest = useRef(client)
  latest.current = client
  const machine = useMemo(
    () =>
      notificationSendMachine.provide({
        actors: {
          send: fromPromise<NotificationSent, SendNotificationInput>(async ({ input }) => {
            try {
              return await latest.current.notify(input)
            } finally {
              // The user's notification history changed (in every language), nothing else.
              void resourceChanged(queryClient, users, { record: input.id })
            }
          }),
        },
      }),
    [queryClient],
  )
  return useActorRef(machine, { input: { userId, canReceive } })
}
