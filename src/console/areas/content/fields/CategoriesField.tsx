import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useController } from 'react-hook-form'
import type { Lang } from '../../../../domain/lang.ts'
import { categories } from '../../../api/categories.ts'
import { useResourceList } from '../../../api/useResource.ts'
import { CategoryChecklist } from '../../../ui/forms/CategoryChecklist.tsx'

/** A content record's categories (`categoryIds`): the checklist of every category, in the form's language. */
export function CategoriesField<T extends FieldValues & { categoryIds: number[] }>({
  form,
  lang,
}: {
  form: UseFormReturn<T>
  /** The form's language: the categories' titles as the record is edited. */
  lang: Lang
}) {
  const list = useResourceList(categories, { lang })
  const field = useController({ control: form.control, name: 'categoryIds' as Path<T> })
  return (
    <CategoryChecklist
      categories={list.data ?? []}
      value={field.field.value as number[]}
      onChange={(ids) => field.field.onChange(ids)}
      error={field.fieldState.error?.message}
    />
  )
}
