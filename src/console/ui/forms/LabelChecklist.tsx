import { useLingui } from '@lingui/react/macro'
import { CheckboxGroup, Flex, Spinner, Text } from '@radix-ui/themes'
import type { LabelDto } from '../../../domain/labels.ts'
import { FieldFrame } from './FieldFrame.tsx'
import { useChecklistStandIn } from './useChecklistStandIn.ts'
import './CategoryChecklist.css'

/**
 * User labels a record names (an action's "not relevant for" labels): every label as a checkbox.
 * Tab reaches the group, Space ticks; the list scrolls when it is long. While the labels load, the
 * box says so (not "no labels yet") and holds the field's Tab stop (useChecklistStandIn).
 */
export function LabelChecklist({
  labels,
  value,
  onChange,
  error,
  label,
  hint,
  loading = false,
}: {
  labels: readonly Pick<LabelDto, 'id' | 'value'>[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  error?: string
  label: string
  hint?: string
  /** The labels are still on their way. */
  loading?: boolean
}) {
  const { t } = useLingui()
  const standIn = useChecklistStandIn(label, loading)
  return (
    <FieldFrame label={label} error={error} hint={hint} naming="by">
      {({ id: _id, 'aria-invalid': _invalid, ...control }) =>
        loading ? (
          <div className="category-checklist" ref={standIn.ref} {...standIn.props}>
            <Flex align="center" gap="2">
              <Spinner />
              <Text size="2" color="gray">{t`Loading the labels…`}</Text>
            </Flex>
          </div>
        ) : labels.length ? (
          <div className="category-checklist" ref={standIn.ref}>
            <CheckboxGroup.Root
              size="2"
              value={value.map(String)}
              onValueChange={(next) => onChange(next.map(Number))}
              {...control}
            >
              {labels.map((each) => (
                <CheckboxGroup.Item key={each.id} value={String(each.id)}>
                  {each.value}
                </CheckboxGroup.Item>
              ))}
            </CheckboxGroup.Root>
          </div>
        ) : (
          <Text size="2" color="gray">
            {t`There are no labels yet.`}
          </Text>
        )
      }
    </FieldFrame>
  )
}
