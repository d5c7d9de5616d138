import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Spinner } from '@radix-ui/themes'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ExclamationTriangleIcon } from '../../ui/icons/publicIcons.tsx'
import { useServerUnavailable } from './serverUnavailable.ts'

/**
 * While the server answers 503, one notice with "Try again": it refetches the page's queries, and
 * the next successful answer hides it. The page stays as it is, unsaved edits included.
 * `always` shows it even when no 503 is pending (the session probe itself failed).
 */
export function ServerUnavailableNotice({ always = false }: { always?: boolean }) {
  const { t } = useLingui()
  const unavailable = useServerUnavailable()
  const queryClient = useQueryClient()
  const [retrying, setRetrying] = useState(false)
  if (!unavailable && !always) return null
  const retry = async () => {
    if (retrying) return
    setRetrying(true)
    try {
      await queryClient.refetchQueries({ type: 'active' })
    } finally {
      setRetrying(false)
    }
  }
  return (
    <Callout.Root color="orange" highContrast role="alert" size="1" className="server-unavailable">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex align="center" justify="between" gap="3" width="100%" wrap="wrap">
        <Callout.Text>
          {t`The server is unavailable right now: it cannot reach its database or is too busy. Your page is kept; try again in a moment.`}
        </Callout.Text>
        {/* Not disabled while retrying, so keyboard focus stays on the button. */}
        <Button size="1" variant="soft" color="orange" highContrast aria-busy={retrying} onClick={retry}>
          <Spinner loading={retrying} />
          {t`Try again`}
        </Button>
      </Flex>
    </Callout.Root>
  )
}
