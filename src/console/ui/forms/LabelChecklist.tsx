import { useLingui } from '@lingui/react/macro'
import { CheckboxGroup, Text } from '@radix-ui/themes'
import type { LabelDto } from '../../../domain/labels.ts'
import { ChecklistBox } from './ChecklistBox.tsx'
import { FieldFrame } from './FieldFrame.tsx'

/**
 * User labels a record names (an action's "not relevant for" labels): every label as a checkbox.
 * Tab reaches the group, Space ticks; the list scrolls when it is long. While the labels load, the
 * box says so (not "no labels yet") and holds the field's Tab stop (ChecklistBox).
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
  return (
    <FieldFrame label={label} error={error} hint={hint} naming="by">
      {(control) =>
        loading || labels.length ? (
          <ChecklistBox
            label={label}
            loading={loading}
            loadingText={t`Loading the labels…`}
            value={value}
            onChange={onChange}
            control={control}
          >
            {labels.map((each) => (
              <CheckboxGroup.Item key={each.id} value={String(each.id)}>
                {each.value}
              </CheckboxGroup.Item>
            ))}
          </ChecklistBox>
        ) : (
          <Text size="2" color="gray">
            {t`There are no labels yet.`}
          </Text>
        )
      }
    </FieldFrame>
  )
}
