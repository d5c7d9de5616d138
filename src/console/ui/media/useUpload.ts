import { useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { fromCallback } from 'xstate'
import {
  type MediaUploadEvent,
  type MediaUploadRequest,
  mediaUploadMachine,
} from '../../../../machines/mediaUpload.machine.ts'
import type { MediaDto } from '../../../domain/contracts/media.ts'
import type { Lang } from '../../../domain/lang.ts'
import { mediaApi } from '../../api/media.ts'
import { useClient } from '../../api/ResourceProvider.tsx'
import { translateValidation } from '../forms/validationMessages.ts'
import { toast } from '../toasts/toastStore.ts'

/**
 * The Upload tab's workflow (machines/mediaUpload.machine.ts) with its side effects: the upload
 * through the media client in the drawer's language with progress, 'Uploaded media' and the
 * caller's `onUploaded`, or 'Failed to upload media' with the server's reason.
 */
export function useUpload(lang: Lang, onUploaded: (media: MediaDto) => void) {
  const { t, i18n } = useLingui()
  const client = useClient(mediaApi)
  const latest = useRef({ lang, onUploaded, client, t, i18n })
  latest.current = { lang, onUploaded, client, t, i18n }
  const machine = useMemo(
    () =>
      mediaUploadMachine.provide({
        actors: {
          upload: fromCallback<MediaUploadEvent, MediaUploadRequest>(({ input, sendBack }) => {
            const controller = new AbortController()
            latest.current.client
              .upload(input.file, input.fields, latest.current.lang, {
                signal: controller.signal,
                onProgress: (bytes) => sendBack({ type: 'upload.progress', ...bytes }),
              })
              .then(
                (media) => sendBack({ type: 'upload.done', media }),
                (error: unknown) => {
                  if (!controller.signal.aborted) sendBack({ type: 'upload.error', error })
                },
              )
            return () => controller.abort()
          }),
        },
        actions: {
          notifyUploaded: (_, media) => {
            toast.success(latest.current.t`Uploaded media`)
            latest.current.onUploaded(media)
          },
          notifyFailed: (_, reason) =>
            toast.error(
              latest.current.t`Failed to upload media`,
              translateValidation(latest.current.i18n, reason ?? undefined) ??
                latest.current.t`The server could not be reached.`,
            ),
        },
      }),
    [],
  )
  return useMachine(machine)
}
