import { useLingui } from '@lingui/react/macro'
import { CheckboxGroup, Text } from '@radix-ui/themes'
import type { LabelDto } from '../../../domain/labels.ts'
import { FieldFrame } from './FieldFrame.tsx'
import './CategoryChecklist.css'

/**
 * User labels a record names (an action's "not relevant for" labels): every label as a checkbox.
 * Tab reaches the group, Space ticks; the list scrolls when it is long.
 */
export function LabelChecklist({
  labels,
  value,
  onChange,
  error,
  label,
  hint,
}: {
  labels: readonly Pick<LabelDto, 'id' | 'value'>[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  error?: string
  label: string
  hint?: string
}) {
  const { t } = useLingui()
  return (
    <FieldFrame label={label} error={error} hint={hint} naming="by">
      {({ id: _id, 'aria-invalid': _invalid, ...control }) =>
        labels.length ? (
          <div className="category-checklist">
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
