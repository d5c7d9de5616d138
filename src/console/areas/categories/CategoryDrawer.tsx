import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Select, Switch, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import {
  CATEGORY_TITLE_MAX,
  type CategoryDto,
  type CategoryFormValues,
  categoryFormSchema,
  categoryToForm,
  DEFAULT_CATEGORY_EMOJI,
  emptyCategoryForm,
  isSingleEmoji,
} from '../../../domain/categories.ts'
import { categoryDeletePlan } from '../../../domain/category-deletion.ts'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import type { Lang } from '../../../domain/lang.ts'
import { withMediaIds } from '../../../domain/media.ts'
import { shownText } from '../../../domain/reference.ts'
import { categories } from '../../api/categories.ts'
import { useResourceClient, useResourceList, useResourceRecord } from '../../api/useResource.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { useFieldError } from '../../ui/forms/useFieldError.ts'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { TranslatableText } from '../../ui/translation/TranslatableText.tsx'
import './categories.css'

/** A few emoji that suit the app's topics, one click (or Enter) away. */
export const QUICK_EMOJI = ['🌱', '🥦', '🚲', '⚡', '🏠', '🛍️', '♻️', '🌳', '💧', '🚗'] as const

// Radix Select has no empty item value; this stands for "no parent".
const NO_PARENT = 'none'

/**
 * Adds or edits one category (`?new` / `?edit=12` on /categories): title (required, in the
 * editing language), emoji (default 🌱), content category or not, and the parent (none: a main
 * category), and the media list (docs/product.md §2 "Media drawer"; a category requires a background image),
 * saved with the category.
 */
export function CategoryDrawer() {
  const { t } = useLingui()
  const client = useResourceClient(categories)
  return (
    <RecordDrawer<CategoryFormValues, typeof categories.client>
      resource={categories}
      titles={{ add: t`Add Category`, edit: t`Edit Category` }}
      schema={categoryFormSchema}
      defaults={emptyCategoryForm}
      toForm={categoryToForm}
      toInput={withMediaIds}
      messages={{
        saved: t`Saved category`,
        saveFailed: t`Failed to save category`,
        deleted: t`Deleted category`,
        deleteFailed: t`Failed to delete category`,
        confirmDelete: t`Are you absolutely sure you want to delete this category?`,
      }}
      // What deleting it would do, from what refers to it: refused (and said why) while sub
      // categories, stories or the CO2 calculation need it; otherwise what else it changes.
      deletePlan={async (id) => categoryDeletePlan(await client.usage(id))}
    >
      {(form, { id, lang }) => <CategoryFields form={form} id={id} lang={lang} />}
    </RecordDrawer>
  )
}

/** The fields, reading the list and the record in the drawer's language (the drawer loaded it). */
function CategoryFields(props: { form: UseFormReturn<CategoryFormValues>; id: number; lang: Lang }) {
  const { form, id, lang } = props
  const { t } = useLingui()
  const fieldError = useFieldError()
  const isNew = id === UNSAVED_ID
  const list = useResourceList(categories, { lang })
  const record = useResourceRecord(categories, isNew ? null : id, lang)
  const category = isNew ? undefined : record.data
  const errors = form.formState.errors

  return (
    <>
      <Field
        label={t`Title`}
        autoFocus
        autoComplete="off"
        error={errors.title?.message}
        count={{ text: form.watch('title'), max: CATEGORY_TITLE_MAX }}
        {...form.register('title')}
      />
      <EmojiField form={form} error={fieldError(errors.emoji?.message)} />
      <ContentSwitch form={form} />
      <ParentSelect
        form={form}
        id={id}
        categories={list.data ?? []}
        hasChildren={(category?.childCount ?? 0) > 0}
        error={fieldError(errors.parentCategoryId?.message)}
      />
      <MediaListField form={form} owner="category" lang={lang} />
    </>
  )
}

function EmojiField({ form, error }: { form: UseFormReturn<CategoryFormValues>; error?: string }) {
  const { t } = useLingui()
  const emoji = useWatch({ control: form.control, name: 'emoji' })
  const trimmed = (emoji ?? '').trim()
  const preview = trimmed === '' ? DEFAULT_CATEGORY_EMOJI : isSingleEmoji(trimmed) ? trimmed : '❔'
  const pickId = useId()
  return (
    <Flex direction="column" gap="2">
      <Flex gap="3" align="end">
        <span className="category-emoji-preview" aria-hidden>
          {preview}
        </span>
        <div style={{ flex: 1 }}>
          <Field
            label={t`Emoji`}
            autoComplete="off"
            error={error}
            hint={t`One emoji; left empty it becomes ${DEFAULT_CATEGORY_EMOJI}.`}
            {...form.register('emoji')}
          />
        </div>
      </Flex>
      <Flex gap="1" wrap="wrap" role="group" aria-labelledby={pickId}>
        <Text id={pickId} size="1" color="gray" className="category-quick-label">
          {t`Quick picks`}
        </Text>
        {QUICK_EMOJI.map((choice) => (
          <Button
            key={choice}
            type="button"
            size="1"
            variant={choice === trimmed ? 'solid' : 'soft'}
            color="gray"
            aria-label={t`Use ${choice}`}
            aria-pressed={choice === trimmed}
            className="category-quick-emoji"
            onClick={() => form.setValue('emoji', choice, { shouldDirty: true, shouldValidate: true })}
          >
            {choice}
          </Button>
        ))}
      </Flex>
    </Flex>
  )
}

function ContentSwitch({ form }: { form: UseFormReturn<CategoryFormValues> }) {
  const { t } = useLingui()
  const { field } = useController({ control: form.control, name: 'isContent' })
  const descriptionId = useId()
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium">
        <Flex gap="2" align="center">
          <Switch
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby={descriptionId}
          />
          {t`Content category`}
        </Flex>
      </Text>
      <Text id={descriptionId} size="1" color="gray">
        {t`A content category is selectable by users, for example as an interest. Otherwise it only shows fixed CO2 values.`}
      </Text>
    </Flex>
  )
}

function ParentSelect(props: {
  form: UseFormReturn<CategoryFormValues>
  id: number
  categories: CategoryDto[]
  hasChildren: boolean
  error?: string
}) {
  const { form, id, categories, hasChildren, error } = props
  const { t } = useLingui()
  const { field } = useController({ control: form.control, name: 'parentCategoryId' })
  const labelId = useId()
  const hintId = useId()
  const mains = categories.filter((category) => category.type === 'main' && category.id !== id)
  const value = field.value === null || field.value === undefined ? NO_PARENT : String(field.value)
  // A parent that is not in the list (yet) still shows, so the select never silently changes it.
  const unknownParent = value !== NO_PARENT && !mains.some((main) => String(main.id) === value)
  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} size="2" weight="medium">
        {t`Parent category`}
      </Text>
      <Select.Root
        value={value}
        disabled={hasChildren}
        onValueChange={(next) => field.onChange(next === NO_PARENT ? null : Number(next))}
      >
        <Select.Trigger
          ref={field.ref}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          variant="surface"
        />
        <Select.Content position="popper">
          <Select.Item value={NO_PARENT}>{t`None (a main category)`}</Select.Item>
          {unknownParent ? <Select.Item value={value}>{`#${value}`}</Select.Item> : null}
          {mains.length ? (
            <Select.Group>
              <Select.Label>{t`Main categories`}</Select.Label>
              {mains.map((main) => {
                // A title missing in the drawer's language shows (and is typed) as its reference.
                const title = shownText(main, 'title')
                return (
                  <Select.Item key={main.id} value={String(main.id)} textValue={title.text || `#${main.id}`}>
                    {main.emoji} <TranslatableText value={title} fallback={`#${main.id}`} />
                  </Select.Item>
                )
              })}
            </Select.Group>
          ) : null}
        </Select.Content>
      </Select.Root>
      {error ? (
        <Text id={hintId} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : (
        <Text id={hintId} size="1" color="gray">
          {hasChildren
            ? t`This category has sub categories, so it stays a main category. Only two levels are allowed.`
            : t`Without a parent it is a main category; with one, a sub category of it.`}
        </Text>
      )}
    </Flex>
  )
}
