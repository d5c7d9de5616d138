import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useController } from 'react-hook-form'
import type { MediaItemDto } from '../../../domain/contracts/media.ts'
import type { MediaOwnerType } from '../../../domain/enums.ts'
import type { Lang } from '../../../domain/lang.ts'
import { MediaList } from './MediaList.tsx'

/**
 * A record drawer's media list: the form's `media` field (saved with the record as its ids),
 * measured against the list the record was loaded with, locked while the record saves.
 */
export function MediaListField<TValues extends FieldValues & { media: MediaItemDto[] }>({
  form,
  owner,
  lang,
}: {
  form: UseFormReturn<TValues>
  owner: MediaOwnerType
  lang: Lang
}) {
  const { field } = useController({ control: form.control, name: 'media' as Path<TValues> })
  return (
    <MediaList
      owner={owner}
      value={field.value as MediaItemDto[]}
      saved={(form.formState.defaultValues?.media ?? []) as MediaItemDto[]}
      onChange={(next) => field.onChange(next)}
      lang={lang}
      disabled={form.formState.isSubmitting}
    />
  )
}
