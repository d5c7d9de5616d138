import { useLingui } from '@lingui/react/macro'
import { CheckboxGroup, Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import type { CategoryDto } from '../../../domain/categories.ts'
import { translateValidation } from './validationMessages.ts'
import './CategoryChecklist.css'

/**
 * The categories a content item belongs to (SPEC §3 "categories"): every category as a checkbox,
 * main categories with their sub categories indented under them. Tab reaches the group, Space
 * ticks; the list scrolls when it is long.
 */
export function CategoryChecklist({
  categories,
  value,
  onChange,
  error,
  label,
}: {
  categories: readonly CategoryDto[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  error?: string
  label?: string
}) {
  const { t, i18n } = useLingui()
  const labelId = useId()
  const messageId = useId()
  const message = translateValidation(i18n, error)
  const mains = categories.filter((category) => category.parentCategoryId === null)
  const subsOf = (id: number) => categories.filter((category) => category.parentCategoryId === id)
  const titleOf = (category: CategoryDto) => category.title || `#${category.id}`
  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} size="2" weight="medium">
        {label ?? t`Categories`}
      </Text>
      <div className="category-checklist">
        <CheckboxGroup.Root
          size="2"
          value={value.map(String)}
          onValueChange={(next) => onChange(next.map(Number))}
          aria-labelledby={labelId}
          aria-describedby={message ? messageId : undefined}
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
        </CheckboxGroup.Root>
      </div>
      {message ? (
        <Text id={messageId} size="1" color="red" role="alert">
          {message}
        </Text>
      ) : null}
    </Flex>
  )
}
