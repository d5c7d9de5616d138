import { assign, fromCallback, setup } from 'xstate'
import type { MediaDto } from '../src/domain/contracts/media.ts'
import { failureOf } from '../src/domain/failure.ts'
import { type MediaUploadFields, mediaUploadFieldsSchema } from '../src/domain/media.ts'

/** What one upload sends: the image and its text fields (docs/product.md §7 "POST /api/media/upload"). */
export type MediaUploadRequest = { file: Blob; fields: MediaUploadFields }

/** What the Upload tab shows while and after it sends. */
export type MediaUploadContext = {
  /** The request being sent (or last sent: a failed one is kept for Retry). */
  request: MediaUploadRequest | null
  /** Bytes sent so far, 0 to 1; null until the browser reports a total. */
  progress: number | null
  /** The media the server made of the last upload. */
  media: MediaDto | null
  /** A failed upload's reason from the server (its `message`), or null for a network error. */
  reason: string | null
  /** A failed upload's field messages from the server (a 400 naming fields). */
  fieldErrors: Record<string, string>
}

/** The events the upload actor sends back while it runs. */
export type MediaUploadActorEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done'; media: MediaDto }
  | { type: 'upload.error'; error: unknown }

export type MediaUploadEvent =
  | { type: 'upload.submit'; request: MediaUploadRequest }
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' }
  | { type: 'upload.reset' }
  | MediaUploadActorEvent

/** A whole fraction from bytes sent: never below 0 or above 1, null without a total. */
export function progressOf(loaded: number, total: number): number | null {
  if (!(total > 0) || !Number.isFinite(loaded)) return null
  return Math.min(1, Math.max(0, loaded / total))
}

/** The server's message and field messages of a refused upload; a network error has neither. */
function refusalOf(error: unknown): Pick<MediaUploadContext, 'reason' | 'fieldErrors'> {
  const failure = failureOf(error)
  return { reason: failure?.message ?? null, fieldErrors: failure?.fields ?? {} }
}

/**
 * Whether Submit is taken: a file with bytes and the fields the domain accepts. The Upload tab
 * offers Upload by the same rule (docs/product.md §4: submit only when valid).
 */
export const isCompleteUpload = (request: MediaUploadRequest) =>
  request.file.size > 0 && mediaUploadFieldsSchema.safeParse(request.fields).success

const cleared = { progress: null, reason: null, fieldErrors: {} } as const

/**
 * The media drawer's Upload tab (docs/product.md §2 "Media drawer", §8 'Uploaded media' / 'Failed to upload
 * media'):
 * - `idle`: the form; Submit is taken only with a file and the fields the domain's
 *   `mediaUploadFieldsSchema` accepts (purpose and description required);
 * - `uploading`: the `upload` actor sends the request and reports progress; Cancel stops it
 *   (the actor aborts the request) and goes back to the form with nothing kept;
 * - `uploaded`: the media the server made is kept and `notifyUploaded` runs once (the drawer
 *   attaches it and says 'Uploaded media'); a new Submit starts another upload, Reset clears;
 * - `failed`: `notifyFailed` runs once; the request is kept for Retry and the server's reason and
 *   field messages show; a new Submit (after fixing the form) or Reset are taken too.
 *
 * `upload` (a callback actor: progress, then done or error) and the two notifications are
 * injected with `.provide()`. tests/machines/models/mediaUpload.model.ts holds the expected behaviour.
 */
export const mediaUploadMachine = setup({
  types: {
    context: {} as MediaUploadContext,
    events: {} as MediaUploadEvent,
  },
  actors: {
    upload: fromCallback<MediaUploadEvent, MediaUploadRequest>(({ sendBack }) => {
      sendBack({ type: 'upload.error', error: new Error('mediaUploadMachine: provide the upload actor') })
    }),
  },
  guards: {
    isComplete: (_, request: MediaUploadRequest) => isCompleteUpload(request),
  },
  actions: {
    storeRequest: assign({ request: (_, request: MediaUploadRequest) => request, media: null, ...cleared }),
    storeProgress: assign({
      progress: (_, bytes: { loaded: number; total: number }) => progressOf(bytes.loaded, bytes.total),
    }),
    storeMedia: assign({ media: (_, media: MediaDto) => media, progress: 1 }),
    storeFailure: assign((_, error: unknown) => ({ ...refusalOf(error), progress: null })),
    clear: assign({ request: null, media: null, ...cleared }),
    notifyUploaded: (_, _media: MediaDto) => {},
    notifyFailed: (_, _reason: string | null) => {},
  },
}).createMachine({
  id: 'mediaUpload',
  context: { request: null, media: null, ...cleared },
  initial: 'idle',
  on: {
    'upload.submit': {
      guard: { type: 'isComplete', params: ({ event }) => event.request },
      target: '.uploading',
      actions: { type: 'storeRequest', params: ({ event }) => event.request },
    },
  },
  states: {
    idle: {},
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => context.request!,
      },
      on: {
        // A second Submit while one is on its way is ignored.
        'upload.submit': {},
        'upload.progress': {
          actions: { type: 'storeProgress', params: ({ event }) => event },
        },
        'upload.done': {
          target: 'uploaded',
          actions: [
            { type: 'storeMedia', params: ({ event }) => event.media },
            { type: 'notifyUploaded', params: ({ event }) => event.media },
          ],
        },
        'upload.error': {
          target: 'failed',
          actions: [
            { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'notifyFailed', params: ({ event }) => refusalOf(event.error).reason },
          ],
        },
        'upload.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    uploaded: {
      on: { 'upload.reset': { target: 'idle', actions: 'clear' } },
    },
    failed: {
      on: {
        'upload.retry': { target: 'uploading', actions: assign(cleared) },
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
  },
})
