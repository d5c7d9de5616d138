import type { ComponentType } from 'react'

/** A component in a chunk of its own: how to download it, and it once it is here. */
export type LazyChunk<Props> = {
  /** Downloads the chunk (again after a failure); a page may call it early, while idle. */
  load: () => Promise<{ default: ComponentType<Props> }>
  /** The component once its chunk has arrived, else undefined. */
  loaded: () => ComponentType<Props> | undefined
}

/**
 * A component kept in its own chunk (the markdown editor, the charts), downloaded the first time
 * one shows or earlier by `load`. Once it is here a view renders it directly (`loaded`): through
 * `lazy` it would suspend for a moment on every mount, and React 19 shows a suspended part again
 * only in steps of 300 ms (bench drawers: the infographic drawer's editor came 250 ms late).
 */
export function lazyChunk<Props>(
  importer: () => Promise<{ default: ComponentType<Props> }>,
): LazyChunk<Props> {
  let component: ComponentType<Props> | undefined
  return {
    load: () =>
      importer().then((chunk) => {
        component = chunk.default
        return chunk
      }),
    loaded: () => component,
  }
}
