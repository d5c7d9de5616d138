import { useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { useController } from 'react-hook-form'
import {
  emptyInfographicForm,
  type InfographicFormValues,
  infographicFormSchema,
  infographicFormToInput,
  infographicToForm,
} from '../../../domain/infographics.ts'
import type { Lang } from '../../../domain/lang.ts'
import { TEXT_MAX } from '../../../domain/validation.ts'
import { categories } from '../../api/categories.ts'
import { infographics } from '../../api/infographics.ts'
import { useResourceList } from '../../api/useResource.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { CategoryChecklist } from '../../ui/forms/CategoryChecklist.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { MarkdownField } from '../../ui/rich-text/MarkdownField.tsx'

/**
 * Adds or edits one infographic (`?new` / `?edit=12` on /content): title (required), the
 * description as rich text (the markdown editor, with the infographic's media for its image
 * insert), categories and the media list, all saved together in the drawer's language.
 */
export function InfographicDrawer() {
  const { t } = useLingui()
  return (
    <RecordDrawer<InfographicFormValues, typeof infographics.client>
      resource={infographics}
      titles={{ add: t`Add Infographic`, edit: t`Edit Infographic` }}
      schema={infographicFormSchema}
      defaults={emptyInfographicForm}
      toForm={infographicToForm}
      toInput={infographicFormToInput}
      className="form-drawer-wide"
      messages={{
        saved: t`Saved infographic`,
        saveFailed: t`Failed to saved infographic`,
        deleted: t`Deleted infographic`,
        deleteFailed: t`Failed to delete infographic`,
        confirmDelete: t`Are you absolutely sure you want to delete this infographic?`,
      }}
    >
      {(form, { lang }) => <InfographicFields form={form} lang={lang} />}
    </RecordDrawer>
  )
}

function InfographicFields({ form, lang }: { form: UseFormReturn<InfographicFormValues>; lang: Lang }) {
  const { t } = useLingui()
  const list = useResourceList(categories, { lang })
  const description = useController({ control: form.control, name: 'description' })
  const categoryIds = useController({ control: form.control, name: 'categoryIds' })
  const errors = form.formState.errors
  return (
    <>
      <Field
        label={t`Title`}
        autoFocus
        autoComplete="off"
        error={errors.title?.message}
        count={{ text: form.watch('title'), max: TEXT_MAX.title }}
        {...form.register('title')}
      />
      <MarkdownField
        label={t`Description`}
        name={description.field.name}
        value={description.field.value}
        onChange={(markdown) => description.field.onChange(markdown)}
        error={errors.description?.message}
        media={form.watch('media')}
      />
      <CategoryChecklist
        categories={list.data ?? []}
        value={categoryIds.field.value}
        onChange={(ids) => categoryIds.field.onChange(ids)}
        error={errors.categoryIds?.message}
      />
      <MediaListField form={form} owner="info-graphic" lang={lang} />
    </>
  )
}
