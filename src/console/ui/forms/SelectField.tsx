import { Select } from '@radix-ui/themes'
import { type Ref, useState } from 'react'
import { FieldFrame } from './FieldFrame.tsx'

/** `disabled`: shown but not to be chosen (a BPT type another question has). */
export type SelectOption<V extends string> = { value: V; label: string; disabled?: boolean }

/**
 * A labelled choice of a few fixed values (an action's type, an initiative's impact area): Radix's
 * select, named by its label, with its message. Closing it without a choice counts as a visit
 * (`onBlur`), so a required field's message may show. An empty `value` (`''`) shows the placeholder.
 *
 * Its options are built once a hand comes near (the pointer over it, focus on it): until then the
 * trigger shows the chosen option's label itself. Radix builds every option of a closed select
 * (for its typeahead and the form's hidden select), which made a drawer of eleven answers, each
 * with a select of eleven values, spend a third of its first frame on options nobody looked at.
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  onBlur,
  error,
  placeholder,
  triggerRef,
}: {
  label: string
  value: V | undefined
  options: readonly SelectOption<V>[]
  onChange: (value: V) => void
  onBlur?: () => void
  error?: string
  placeholder?: string
  triggerRef?: Ref<HTMLButtonElement>
}) {
  const [near, setNear] = useState(false)
  const come = () => setNear(true)
  const chosen = near ? undefined : options.find((option) => option.value === value)?.label
  return (
    <FieldFrame label={label} error={error} naming="by">
      {({ id: _id, ...control }) => (
        <Select.Root
          value={value}
          onValueChange={(next) => onChange(next as V)}
          onOpenChange={(open) => {
            if (!open) onBlur?.()
          }}
        >
          <Select.Trigger
            ref={triggerRef}
            placeholder={placeholder}
            variant="surface"
            onFocus={come}
            onPointerEnter={come}
            {...control}
          >
            {chosen}
          </Select.Trigger>
          <Select.Content position="popper">
            {(near ? options : []).map((option) => (
              <Select.Item key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FieldFrame>
  )
}
