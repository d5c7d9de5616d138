import { CheckboxGroup, Flex, Spinner, Text } from '@radix-ui/themes'
import { type ReactNode, useLayoutEffect } from 'react'
import { useStandIn } from '../focus/useStandIn.ts'
import type { FieldControlProps } from './FieldFrame.tsx'
import './CategoryChecklist.css'

/**
 * The scrolling box of a checklist field (CategoryChecklist, LabelChecklist): its options as one
 * checkbox group of ids, Tab reaching the group and Space ticking. While the options load, the box
 * says so (`loadingText`) and stands in for the group in the Tab order (useStandIn); once they
 * show, whoever is on it goes on to the group's Tab stop, as a Tab would have taken them there.
 */
export function ChecklistBox({
  label,
  loading,
  loadingText,
  value,
  onChange,
  control: { id: _id, 'aria-invalid': _invalid, ...control },
  children,
}: {
  /** The field's name, which the stand-in carries. */
  label: string
  loading: boolean
  loadingText: string
  value: readonly number[]
  onChange: (ids: number[]) => void
  /** What the FieldFrame (`naming="by"`) gives its control. */
  control: FieldControlProps
  /** The `CheckboxGroup.Item`s, valued by id. */
  children: ReactNode
}) {
  const { ref, props, handOff } = useStandIn({ label, waiting: loading })
  // In the commit that shows the boxes, before the browser moves focus off the box that stopped
  // being a Tab stop.
  useLayoutEffect(() => {
    if (loading) return
    handOff(() => {
      const boxes = ref.current
      ;(
        boxes?.querySelector<HTMLElement>('[role="checkbox"][tabindex="0"]') ??
        boxes?.querySelector<HTMLElement>('[role="checkbox"]')
      )?.focus()
    })
  }, [loading, handOff, ref])
  return (
    <div className="category-checklist" ref={ref} {...props}>
      {loading ? (
        <Flex align="center" gap="2">
          <Spinner />
          <Text size="2" color="gray">
            {loadingText}
          </Text>
        </Flex>
      ) : (
        <CheckboxGroup.Root
          size="2"
          value={value.map(String)}
          onValueChange={(next) => onChange(next.map(Number))}
          {...control}
        >
          {children}
        </CheckboxGroup.Root>
      )}
    </div>
  )
}
