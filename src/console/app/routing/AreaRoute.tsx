import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Spinner } from '@radix-ui/themes'
import { type ComponentType, useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { PRODUCT_NAME } from '../../../domain/constants.ts'
import { loadArea } from './loadArea.ts'
import { NotFoundPage } from './NotFoundPage.tsx'
import type { AppRoute } from './routes.ts'

type Loaded = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' }

const cache = new Map<string, ComponentType>()

/**
 * Renders a route's lazily loaded area and sets the page title ("Canopy CMS - <route title>");
 * a path whose parameters name nothing (`/statistics/nonsense`) is not found.
 */
export function AreaRoute({ route }: { route: AppRoute }) {
  const params = useParams()
  if (route.accepts && !route.accepts(params)) return <NotFoundPage />
  return <LoadedArea route={route} />
}

function LoadedArea({ route }: { route: AppRoute }) {
  const { i18n, t } = useLingui()
  const cached = cache.get(route.id)
  const [loaded, setLoaded] = useState<Loaded>(
    cached ? { status: 'ready', Page: cached } : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)

  // The string, not the i18n object, is the dependency: the object stays the same across languages.
  const title = i18n._(route.title)
  useEffect(() => {
    document.title = `${PRODUCT_NAME} - ${title}`
  }, [title])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt re-runs the load after a failure
  useEffect(() => {
    if (cache.has(route.id)) {
      setLoaded({ status: 'ready', Page: cache.get(route.id)! })
      return
    }
    let alive = true
    setLoaded({ status: 'loading' })
    loadArea(route.load).then(
      (module) => {
        cache.set(route.id, module.default)
        if (alive) setLoaded({ status: 'ready', Page: module.default })
      },
      () => alive && setLoaded({ status: 'failed' }),
    )
    return () => {
      alive = false
    }
  }, [route, attempt])

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
