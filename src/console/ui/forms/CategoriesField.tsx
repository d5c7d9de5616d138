import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useController } from 'react-hook-form'
import type { Lang } from '../../../domain/lang.ts'
import { categories } from '../../api/categories.ts'
import { useResourceList } from '../../api/useResource.ts'
import { CategoryChecklist } from './CategoryChecklist.tsx'

/**
 * A record's categories (`categoryIds` of any form): the checklist of every category, titled in
 * the form's language, its message from the form (the CO2 records' "exactly one" among them).
 */
export function CategoriesField<T extends FieldValues & { categoryIds: number[] }>({
  form,
  lang,
  label,
}: {
  form: UseFormReturn<T>
  /** The form's language: the categories' titles as the record is edited. */
  lang: Lang
  /** The field's name where it is not "Categories" (a CO2 record takes one: "Category"). */
  label?: string
}) {
  const list = useResourceList(categories, { lang })
  const field = useController({ control: form.control, name: 'categoryIds' as Path<T> })
  return (
    <CategoryChecklist
      label={label}
      categories={list.data ?? []}
      loading={list.isPending}
      value={field.field.value as number[]}
      onChange={(ids) => field.field.onChange(ids)}
      error={field.fieldState.error?.message}
    />
  )
}
