import { TextField } from '@radix-ui/themes'
import { type ComponentProps, forwardRef } from 'react'
import { FieldFrame, type FieldFrameProps } from './FieldFrame.tsx'

type Props = ComponentProps<typeof TextField.Root> & FieldFrameProps

/** A labelled text input with its validation message announced to screen readers. */
export const Field = forwardRef<HTMLInputElement, Props>(function Field(
  { label, error, hint, count, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} count={count} name={input.name}>
      {(control) => <TextField.Root {...control} ref={ref} {...input} />}
    </FieldFrame>
  )
})
