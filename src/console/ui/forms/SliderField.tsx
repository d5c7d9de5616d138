import { useLingui } from '@lingui/react/macro'
import { Flex, Slider, TextField } from '@radix-ui/themes'
import { type ComponentProps, useId, useLayoutEffect, useRef } from 'react'
import { type FieldControlProps, FieldFrame } from './FieldFrame.tsx'

/**
 * A whole number on a scale (an action's difficulty and impact, 0–100 in steps of 1: docs/product.md
 * §9): a slider for the mouse and the arrow keys (Page Up/Down by ten, Home/End to the ends) and,
 * beside it, the value as a number input that can be typed. Both show the same value.
 */
export function SliderField({
  label,
  value,
  onChange,
  onBlur,
  error,
  min = 0,
  max = 100,
  step = 1,
}: {
  label: string
  value: number
  onChange: (value: number) => void
  onBlur?: () => void
  error?: string
  min?: number
  max?: number
  step?: number
}) {
  const { t } = useLingui()
  const numberId = useId()
  return (
    <FieldFrame label={label} error={error} naming="by">
      {({ id: _id, ...control }) => (
        <Flex align="center" gap="3">
          <NamedSlider
            control={control}
            value={[value]}
            min={min}
            max={max}
            step={step}
            onValueChange={([next]) => onChange(next ?? min)}
            onValueCommit={() => onBlur?.()}
            style={{ flex: 1 }}
          />
          <TextField.Root
            id={numberId}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            value={Number.isFinite(value) ? String(value) : ''}
            aria-label={t`${label} as a number`}
            aria-invalid={control['aria-invalid']}
            onChange={(event) => {
              const typed = event.target.valueAsNumber
              onChange(Number.isNaN(typed) ? min : typed)
            }}
            onBlur={onBlur}
            style={{ width: '5.5rem' }}
          />
        </Flex>
      )}
    </FieldFrame>
  )
}

/**
 * Radix Themes' slider, its thumb (the `role="slider"` element that takes focus) named by the
 * field's label and described by its message: Themes renders the thumb itself and passes it no
 * props, so they are set on it once it is there.
 */
function NamedSlider({
  control,
  ...props
}: Omit<ComponentProps<typeof Slider>, 'ref'> & { control: Omit<FieldControlProps, 'id'> }) {
  const root = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const thumb = root.current?.querySelector('[role="slider"]')
    if (!thumb) return
    for (const [name, value] of Object.entries(control)) {
      if (value === undefined) thumb.removeAttribute(name)
      else thumb.setAttribute(name, String(value))
    }
  })
  return <Slider ref={root} {...control} {...props} />
}
