import { TextArea } from '@radix-ui/themes'
import { type ComponentProps, forwardRef } from 'react'
import { FieldFrame, type FieldFrameProps } from './FieldFrame.tsx'

type Props = ComponentProps<typeof TextArea> & FieldFrameProps

/** Field's multi-line sibling: a labelled text area with its message announced to screen readers. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, count, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} count={count} name={input.name}>
      {(control) => <TextArea {...control} ref={ref} {...input} />}
    </FieldFrame>
  )
})
