import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { PRODUCT_NAME } from '../../../domain/constants.ts'

export function NotFoundPage() {
  const { t } = useLingui()
  useEffect(() => {
    document.title = `${PRODUCT_NAME} - ${t`Page not found`}`
  }, [t])
  return (
    <Flex direction="column" gap="3" p="6" align="start">
      <Heading as="h1">{t`Page not found`}</Heading>
      <Text color="gray">
        <Trans>There is no page at this address.</Trans>
      </Text>
      <Button asChild>
        <Link to="/">{t`Go home`}</Link>
      </Button>
    </Flex>
  )
}
