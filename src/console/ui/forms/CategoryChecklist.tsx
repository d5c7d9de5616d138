import { useLingui } from '@lingui/react/macro'
import { CheckboxGroup } from '@radix-ui/themes'
import type { CategoryDto } from '../../../domain/categories.ts'
import { shownText } from '../../../domain/reference.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import { ChecklistBox } from './ChecklistBox.tsx'
import { FieldFrame } from './FieldFrame.tsx'

/**
 * The categories a content item belongs to (docs/product.md §3 "categories"): every category as a checkbox,
 * main categories with their sub categories indented under them. Tab reaches the group, Space
 * ticks; the list scrolls when it is long. While the categories load, the box says so and holds
 * the field's Tab stop (ChecklistBox).
 */
export function CategoryChecklist({
  categories,
  value,
  onChange,
  error,
  label,
  loading = false,
}: {
  categories: readonly CategoryDto[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  error?: string
  label?: string
  /** The categories are still on their way. */
  loading?: boolean
}) {
  const { t } = useLingui()
  const name = label ?? t`Categories`
  const mains = categories.filter((category) => category.parentCategoryId === null)
  const subsOf = (id: number) => categories.filter((category) => category.parentCategoryId === id)
  // A title missing in the form's language shows as its reference, marked with its language.
  const titleOf = (category: CategoryDto) => (
    <TranslatableText value={shownText(category, 'title')} fallback={`#${category.id}`} />
  )
  return (
    <FieldFrame label={name} error={error} naming="by">
      {(control) => (
        <ChecklistBox
          label={name}
          loading={loading}
          loadingText={t`Loading the categories…`}
          value={value}
          onChange={onChange}
          control={control}
        >
          {mains.flatMap((main) => [
            <CheckboxGroup.Item key={main.id} value={String(main.id)}>
              {main.emoji} {titleOf(main)}
            </CheckboxGroup.Item>,
            ...subsOf(main.id).map((sub) => (
              <CheckboxGroup.Item key={sub.id} value={String(sub.id)} style={{ marginLeft: 24 }}>
                {sub.emoji} {titleOf(sub)}
              </CheckboxGroup.Item>
            )),
          ])}
        </ChecklistBox>
      )}
    </FieldFrame>
  )
}
