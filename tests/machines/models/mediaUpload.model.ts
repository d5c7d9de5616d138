import type { MediaUploadEvent, MediaUploadRequest } from '../../../machines/mediaUpload.machine.ts'
import type { MediaDto } from '../../../src/domain/contracts/media.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/mediaUpload.machine.ts, written by hand from docs/product.md §2 "Media
// drawer" (Upload tab), §5 (purpose and description required) and §8 ('Uploaded media' /
// 'Failed to upload media'), and the "a progress bar while it uploads":
// - Submit is taken only with a file that has bytes, a purpose and a description that is not blank;
//   it starts one upload of exactly that request; a second Submit while one is on its way is ignored;
// - while uploading, progress reports move the bar (bytes sent / total, between 0 and 1; no total:
//   no figure); Cancel abandons the upload and empties the tab;
// - done: the media is kept, the bar is full, and the drawer is told once (it attaches the media);
// - failed: the drawer is told once with the server's message (none for a network error); the
//   request is kept, and Retry sends it again; the server's field messages show beside the fields;
// - after either outcome a new valid Submit starts a new upload, and Reset empties the tab.

const bytes = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' })

export const complete: MediaUploadRequest = {
  file: bytes(2048),
  fields: { purpose: 'background-image', description: 'Vegetable garden' },
}
export const second: MediaUploadRequest = {
  file: bytes(512),
  fields: { purpose: 'logo', description: 'Repair café logo' },
}
export const emptyFile: MediaUploadRequest = { file: bytes(0), fields: complete.fields }
export const noPurpose: MediaUploadRequest = {
  file: bytes(100),
  fields: { purpose: '' as never, description: 'A description' },
}
export const blankDescription: MediaUploadRequest = {
  file: bytes(100),
  fields: { purpose: 'main', description: '   ' },
}

export const uploadedMedia: MediaDto = {
  id: 31,
  description: 'Vegetable garden',
  purpose: 'background-image',
  file: { uuid: '0b6a8f4e-5c1d-4e2a-9f3b-7d8c6e5a4b3c' },
  width: 2048,
  height: 1365,
  translated: false,
  version: 1,
}
/** API error bodies, as the console's upload rejects with them. */
export const notAnImage = {
  status: 415,
  error: 'unsupported_media_type',
  message: 'This file is not an image the server can read (JPEG, PNG, WebP, GIF or AVIF).',
}
export const badFields = {
  status: 400,
  error: 'bad_request',
  message: 'purpose is required.',
  fields: { purpose: 'purpose is required.', extra: 42 },
}
export const networkError = new TypeError('The server could not be reached.')

export type MediaUploadState = {
  value: 'idle' | 'uploading' | 'uploaded' | 'failed'
  request: MediaUploadRequest | null
  progress: number | null
  media: MediaDto | null
  reason: string | null
  fieldErrors: Record<string, string>
}

/** The machine's events; an error event carries the model's own reading of it. */
export type MediaUploadModelEvent =
  | Exclude<MediaUploadEvent, { type: 'upload.error' }>
  | { type: 'upload.error'; error: unknown; reason: string | null; fields: Record<string, string> }

const isComplete = (request: MediaUploadRequest) => request === complete || request === second

const rest = { request: null, progress: null, media: null, reason: null, fieldErrors: {} }

function next(state: MediaUploadState, event: MediaUploadModelEvent): Outcome<MediaUploadState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<MediaUploadState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  const start = (request: MediaUploadRequest): Effect => ['start', 'upload', request]
  if (event.type === 'upload.submit' && state.value !== 'uploading') {
    if (!isComplete(event.request)) return stay
    return go({ ...rest, value: 'uploading', request: event.request }, [start(event.request)])
  }
  switch (state.value) {
    case 'idle':
      return stay
    case 'uploading':
      if (event.type === 'upload.progress')
        return go({ progress: event.total > 0 ? Math.min(1, event.loaded / event.total) : null })
      if (event.type === 'upload.done')
        return go({ value: 'uploaded', media: event.media, progress: 1 }, [['notifyUploaded', event.media]])
      if (event.type === 'upload.error')
        return go({ value: 'failed', progress: null, reason: event.reason, fieldErrors: event.fields }, [
          ['notifyFailed', event.reason],
        ])
      if (event.type === 'upload.cancel') return go({ ...rest, value: 'idle' }, [['abandon', 'upload']])
      return stay
    case 'uploaded':
      if (event.type === 'upload.reset') return go({ ...rest, value: 'idle' })
      return stay
    case 'failed':
      if (event.type === 'upload.retry')
        return go({ value: 'uploading', progress: null, reason: null, fieldErrors: {} }, [
          start(state.request!),
        ])
      if (event.type === 'upload.reset') return go({ ...rest, value: 'idle' })
      return stay
  }
}

export const mediaUploadModel: BehaviourModel<MediaUploadState, MediaUploadModelEvent> = {
  initial: { value: 'idle', ...rest },
  events: [
    { type: 'upload.submit', request: complete },
    { type: 'upload.submit', request: second },
    { type: 'upload.submit', request: emptyFile },
    { type: 'upload.submit', request: noPurpose },
    { type: 'upload.submit', request: blankDescription },
    { type: 'upload.progress', loaded: 512, total: 2048 },
    { type: 'upload.progress', loaded: 4096, total: 2048 },
    { type: 'upload.progress', loaded: 10, total: 0 },
    { type: 'upload.done', media: uploadedMedia },
    { type: 'upload.error', error: notAnImage, reason: notAnImage.message, fields: {} },
    {
      type: 'upload.error',
      error: badFields,
      reason: badFields.message,
      fields: { purpose: 'purpose is required.' },
    },
    { type: 'upload.error', error: networkError, reason: null, fields: {} },
    { type: 'upload.retry' },
    { type: 'upload.cancel' },
    { type: 'upload.reset' },
  ],
  next,
  label: (event) => {
    if (event.type === 'upload.submit') {
      const names = new Map([
        [complete, 'complete'],
        [second, 'second'],
        [emptyFile, 'empty file'],
        [noPurpose, 'no purpose'],
        [blankDescription, 'blank description'],
      ])
      return `submit ${names.get(event.request)}`
    }
    if (event.type === 'upload.progress') return `progress ${event.loaded}/${event.total}`
    if (event.type === 'upload.error')
      return event.reason ? `refused (${Object.keys(event.fields).length} fields)` : 'network fails'
    return event.type.replace('upload.', '')
  },
}
