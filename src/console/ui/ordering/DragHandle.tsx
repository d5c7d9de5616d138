import { DragHandleDots2Icon } from '@radix-ui/react-icons'
import { IconButton } from '@radix-ui/themes'
import type { ComponentProps } from 'react'

/**
 * An ordered row's drag handle (`useOrderedRow`'s `handleProps` spread on it), named "Drag <item>"
 * by `label`: Space picks the row up, the arrows move it, Space drops it, Alt+↑/↓ move it a place.
 */
export function DragHandle({ label, ...handleProps }: { label: string } & ComponentProps<typeof IconButton>) {
  return (
    <IconButton type="button" size="1" variant="ghost" color="gray" {...handleProps} aria-label={label}>
      <DragHandleDots2Icon aria-hidden />
    </IconButton>
  )
}
