import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'

/**
 * A save refused as stale (409): someone else saved the record since this drawer loaded it. The
 * input stays in the form; Reload shows their version (dropping the input), Overwrite saves the
 * input over theirs.
 */
export function ConflictNotice({ onReload, onOverwrite }: { onReload: () => void; onOverwrite: () => void }) {
  const { t } = useLingui()
  return (
    <Callout.Root color="amber" role="alert" size="1" mb="3">
      <Callout.Text>{t`Changed by someone else since you opened it.`}</Callout.Text>
      <Flex gap="2" mt="2">
        <Button type="button" size="1" variant="soft" onClick={onReload} autoFocus>
          {t`Reload (theirs)`}
        </Button>
        <Button type="button" size="1" color="red" variant="soft" onClick={onOverwrite}>
          {t`Overwrite (mine)`}
        </Button>
      </Flex>
    </Callout.Root>
  )
}
