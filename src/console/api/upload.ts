import type { ApiErrorBody } from '../../domain/errors.ts'
import type { Lang } from '../../domain/lang.ts'
import { reportStatus } from './client.ts'

export type UploadProgress = { loaded: number; total: number }

export type UploadOptions = {
  lang: Lang
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

/** An upload refused by the server: its error body with the status. */
export type UploadFailure = ApiErrorBody & { status: number }

/**
 * POSTs multipart form data to `/api/<path>` and answers the JSON of a 201. XMLHttpRequest, not
 * fetch: fetch reports no upload progress over HTTP/1.1, and the media drawer shows a progress
 * bar. Same headers and session handling as the `api` client; rejects with an `UploadFailure`
 * (which `failureOf` reads like any API error), a TypeError when no answer came, or an AbortError
 * when `signal` aborts.
 */
export function postForm<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/${path}`)
    request.setRequestHeader('lang', options.lang)
    request.setRequestHeader('cms', 'true')
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total })
    }
    request.onload = () => {
      reportStatus(request.status)
      if (request.status === 200 || request.status === 201) {
        resolve(request.response as T)
        return
      }
      reject(failureFromBody(request.status, request.response))
    }
    request.onerror = () => reject(networkFailure())
    request.ontimeout = () => reject(networkFailure())
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    if (options.signal?.aborted) {
      request.onabort(new ProgressEvent('abort'))
      return
    }
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })
}

function failureFromBody(status: number, body: unknown): UploadFailure {
  if (body && typeof body === 'object' && typeof (body as ApiErrorBody).message === 'string') {
    return { ...(body as ApiErrorBody), status }
  }
  return { error: 'internal', message: `The server answered ${status}.`, status }
}

/** No answer at all (offline, the server gone): a TypeError, as fetch fails then. */
const networkFailure = () => new TypeError('The server could not be reached.')
