import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Spinner } from '@radix-ui/themes'
import { type ComponentType, useEffect, useState } from 'react'
import { loadArea } from './loadArea.ts'
import type { AreaModule } from './routes.ts'

type Loaded = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' }

const cache = new Map<string, ComponentType>()

/**
 * A lazily loaded chunk's component (an area's page, the signed-in shell): "Loading…" while it
 * comes, "Loading chunk failed" with Try again when it does not (docs/product.md §8), then the component.
 * Loaded once per `id`; later renders show it at once.
 */
export function LazyChunk({ id, load }: { id: string; load: () => Promise<AreaModule> }) {
  const { t } = useLingui()
  const cached = cache.get(id)
  const [loaded, setLoaded] = useState<Loaded>(
    cached ? { status: 'ready', Page: cached } : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt re-runs the load after a failure
  useEffect(() => {
    if (cache.has(id)) {
      setLoaded({ status: 'ready', Page: cache.get(id)! })
      return
    }
    let alive = true
    setLoaded({ status: 'loading' })
    loadArea(load).then(
      (module) => {
        cache.set(id, module.default)
        if (alive) setLoaded({ status: 'ready', Page: module.default })
      },
      () => alive && setLoaded({ status: 'failed' }),
    )
    return () => {
      alive = false
    }
  }, [id, load, attempt])

  if (loaded.status === 'ready') return <loaded.Page />
  if (loaded.status === 'failed') {
    return (
      <Flex direction="column" gap="3" p="6" maxWidth="520px">
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t`Loading chunk failed`}</Callout.Text>
        </Callout.Root>
        <Flex gap="2">
          <Button onClick={() => setAttempt((n) => n + 1)} autoFocus>
            {t`Try again`}
          </Button>
          <Button variant="soft" onClick={() => window.location.reload()}>
            {t`Reload the page`}
          </Button>
        </Flex>
      </Flex>
    )
  }
  return (
    <Flex p="6" gap="2" align="center" aria-busy="true">
      <Spinner /> {t`Loading…`}
    </Flex>
  )
}
