import { useLingui } from '@lingui/react/macro'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useController } from 'react-hook-form'
import { CONTENT_LIMITS } from '../../../../domain/content/fields.ts'
import type { MediaItemDto } from '../../../../domain/contracts/media.ts'
import { TextAreaField } from '../../../ui/forms/TextAreaField.tsx'
import { MarkdownField } from '../../../ui/rich-text/MarkdownField.tsx'

type Texts = { shortDescription: string; description: string }

/**
 * A content record's short description (one line in the app's lists) and its description, rich
 * text in the markdown editor with the record's media for its image insert.
 */
export function ContentTexts<T extends FieldValues & Texts>({
  form,
  media,
}: {
  form: UseFormReturn<T>
  media: readonly MediaItemDto[]
}) {
  const { t } = useLingui()
  const short = useController({ control: form.control, name: 'shortDescription' as Path<T> })
  const description = useController({ control: form.control, name: 'description' as Path<T> })
  return (
    <>
      <TextAreaField
        label={t`Short description`}
        rows={2}
        error={short.fieldState.error?.message}
        count={{ text: short.field.value as string, max: CONTENT_LIMITS.shortDescription }}
        {...form.register('shortDescription' as Path<T>)}
      />
      <MarkdownField
        label={t`Description`}
        name={description.field.name}
        value={description.field.value as string}
        onChange={(markdown) => description.field.onChange(markdown)}
        error={description.fieldState.error?.message}
        media={media}
      />
    </>
  )
}
