import { CHUNK_LOAD_TIMEOUT_MS } from '../../../domain/constants.ts'
import type { AreaModule } from './routes.ts'

export class ChunkLoadError extends Error {}

/** Loads an area's chunk, giving up after 120 s (docs/product.md §8) so the page can offer a retry. */
export function loadArea(
  load: () => Promise<AreaModule>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<AreaModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)))
      },
    )
  })
}
