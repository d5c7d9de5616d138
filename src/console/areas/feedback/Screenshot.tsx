import { useLingui } from '@lingui/react/macro'
import { ImageIcon } from '@radix-ui/react-icons'
import { Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { screenshotUrl } from '../../../domain/feedback.ts'

/**
 * The screenshot at a constrained size; a click (or Enter on the focused link) opens it full size
 * in a new tab. Without a file, or when the file does not load, a placeholder says so.
 */
export function Screenshot({
  uuid,
  src: srcOf = screenshotUrl,
}: {
  uuid: string | null
  src?: (uuid: string) => string
}) {
  const { t } = useLingui()
  const [failed, setFailed] = useState(false)
  const hintId = useId()
  if (!uuid || failed) {
    return (
      <Flex
        className="feedback-screenshot-placeholder"
        direction="column"
        align="center"
        justify="center"
        gap="2"
        data-testid="no-screenshot"
      >
        <ImageIcon width="24" height="24" aria-hidden />
        <Text size="2" weight="medium">
          {t`No screenshot`}
        </Text>
        {failed ? (
          <Text size="1" color="gray" align="center">
            {t`The screenshot file could not be loaded.`}
          </Text>
        ) : null}
      </Flex>
    )
  }
  const src = srcOf(uuid)
  return (
    <Flex direction="column" gap="2" align="start">
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="feedback-screenshot-link"
        aria-describedby={hintId}
      >
        <img
          src={src}
          alt={t`Screenshot sent with the feedback`}
          className="feedback-screenshot"
          onError={() => setFailed(true)}
        />
      </a>
      <Text id={hintId} size="1" color="gray">
        {t`Opens full size in a new tab.`}
      </Text>
    </Flex>
  )
}
