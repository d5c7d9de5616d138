import { SegmentedControl } from '@radix-ui/themes'

type Props<V extends string> = {
  /** The group's accessible name, e.g. "View". */
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}

/**
 * Two or three views of one list ("User list" / "Email list"): a radio group, so it is one Tab
 * stop; the arrows move between the views and Space or Enter picks one (Radix's roving focus).
 */
export function ViewSwitch<V extends string>({ label, value, options, onChange }: Props<V>) {
  return (
    <SegmentedControl.Root aria-label={label} value={value} onValueChange={(next) => onChange(next as V)}>
      {options.map((option) => (
        <SegmentedControl.Item key={option.value} value={option.value}>
          {option.label}
        </SegmentedControl.Item>
      ))}
    </SegmentedControl.Root>
  )
}
