import { useLingui } from '@lingui/react/macro'
import { Button, Callout } from '@radix-ui/themes'
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import type { LazyChunk } from './lazyChunk.ts'

type ChunkViewProps<Props> = {
  chunk: LazyChunk<Props>
  props: Props
  /** What shows while the chunk downloads: a placeholder about as tall as what comes. */
  placeholder: ReactNode
  /** Said when the download failed ('The chart could not be loaded.'), above Try again. */
  failed: string
  /** The failure's height, so the page does not jump. */
  minHeight: number
  /** Told when the download failed (the Try again shows). */
  onFailed?: () => void
}

/**
 * A component of a chunk of its own (`lazyChunk`): at once when the chunk is here, else the
 * placeholder until it is; a failed download shows `failed` with Try again, which downloads it anew.
 */
export function ChunkView<Props extends object>({
  chunk,
  props,
  placeholder,
  failed,
  minHeight,
  onFailed,
}: ChunkViewProps<Props>) {
  const { t } = useLingui()
  const [attempt, setAttempt] = useState(0)
  const View = useMemo(() => (attempt === 0 && chunk.loaded()) || lazy(chunk.load), [attempt, chunk])
  return (
    <ChunkBoundary
      key={attempt}
      failed={failed}
      onFailed={onFailed}
      fallback={
        <Callout.Root color="red" size="1" role="alert" style={{ minHeight }}>
          <Callout.Text>{failed}</Callout.Text>
          <Button type="button" size="1" variant="soft" onClick={() => setAttempt(attempt + 1)}>
            {t`Try again`}
          </Button>
        </Callout.Root>
      }
    >
      <Suspense fallback={placeholder}>
        <View {...props} />
      </Suspense>
    </ChunkBoundary>
  )
}

/** Shows `fallback` instead of the chunk's component when its download failed. */
class ChunkBoundary extends Component<
  { failed: string; fallback: ReactNode; children: ReactNode; onFailed?: () => void },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(this.props.failed, error, info.componentStack)
    this.props.onFailed?.()
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
