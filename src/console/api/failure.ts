import type { ApiErrorBody } from '../../domain/errors.ts'
import { apiError } from './client.ts'

/**
 * What a failed call says: the server's error body (an HTTP error of the client, read by
 * `apiError`), or a body thrown as it is (a story's or test's fake refuses that way, as the kit's
 * form drawer already accepts); null for anything else (a network error).
 */
export function failureOf(error: unknown): (ApiErrorBody & { status?: number }) | null {
  const answer = apiError(error)
  if (answer) return answer
  if (typeof error !== 'object' || error === null) return null
  const { message } = error as { message?: unknown }
  return 'error' in error && typeof message === 'string' ? (error as ApiErrorBody) : null
}
