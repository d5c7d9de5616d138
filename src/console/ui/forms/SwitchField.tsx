import { Flex, Switch, Text } from '@radix-ui/themes'

/** A yes/no setting as a labelled switch (Space toggles it): an address that is exact, … */
export function SwitchField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: string
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium">
        <Flex gap="2" align="center">
          <Switch checked={checked} onCheckedChange={onChange} />
          {label}
        </Flex>
      </Text>
      {hint ? (
        <Text size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  )
}
