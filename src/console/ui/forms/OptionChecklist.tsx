import { CheckboxGroup } from '@radix-ui/themes'
import { FieldFrame } from './FieldFrame.tsx'
import './CategoryChecklist.css'
import './OptionChecklist.css'

/**
 * Several of a few fixed values (a CO2 question's calculation labels): every option as a checkbox
 * in one group named by the label. Tab reaches the group, the arrows move through it, Space ticks;
 * the value keeps the options' order, whatever order they were ticked in.
 */
export function OptionChecklist<V extends string>({
  label,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  label: string
  options: readonly { value: V; label: string }[]
  value: readonly V[]
  onChange: (values: V[]) => void
  error?: string
  hint?: string
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint} naming="by">
      {({ id: _id, 'aria-invalid': _invalid, ...control }) => (
        <div className="category-checklist option-checklist">
          <CheckboxGroup.Root
            size="2"
            value={[...value]}
            onValueChange={(next) =>
              onChange(options.filter((option) => next.includes(option.value)).map((option) => option.value))
            }
            {...control}
          >
            {options.map((option) => (
              <CheckboxGroup.Item key={option.value} value={option.value}>
                {option.label}
              </CheckboxGroup.Item>
            ))}
          </CheckboxGroup.Root>
        </div>
      )}
    </FieldFrame>
  )
}
