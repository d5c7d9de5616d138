import { useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { useController, useWatch } from 'react-hook-form'
import {
  emptyInfographicForm,
  type InfographicFormValues,
  infographicFormSchema,
  infographicToForm,
} from '../../../domain/infographics.ts'
import type { Lang } from '../../../domain/lang.ts'
import { withMediaIds } from '../../../domain/media.ts'
import { categories } from '../../api/categories.ts'
import { infographics } from '../../api/infographics.ts'
import { useResourceList } from '../../api/useResource.ts'
import { CategoryChecklist } from '../../ui/forms/CategoryChecklist.tsx'
import { FormTextField } from '../../ui/forms/FormTextField.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { MarkdownField } from '../../ui/rich-text/MarkdownField.tsx'
import { ContentDrawer } from './ContentDrawer.tsx'
import type { PlacedDrawerProps } from './placedDrawer.ts'

/**
 * Adds or edits one infographic (`?new=info-graphic` / `?info-graphic=12` on /content): title (required), the
 * description as rich text (the markdown editor, with the infographic's media for its image
 * insert), categories and the media list, all saved together in the drawer's language.
 */
export function InfographicDrawer(placed: PlacedDrawerProps = {}) {
  const { t } = useLingui()
  return (
    <ContentDrawer<InfographicFormValues, typeof infographics.client>
      kind="info-graphic"
      resource={infographics}
      {...placed}
      titles={{ add: t`Add Infographic`, edit: t`Edit Infographic` }}
      schema={infographicFormSchema}
      defaults={emptyInfographicForm}
      toForm={infographicToForm}
      toInput={withMediaIds}
    >
      {(form, { lang }) => <InfographicFields form={form} lang={lang} />}
    </ContentDrawer>
  )
}

function InfographicFields({ form, lang }: { form: UseFormReturn<InfographicFormValues>; lang: Lang }) {
  const { t } = useLingui()
  const media = useWatch({ control: form.control, name: 'media' })
  const list = useResourceList(categories, { lang })
  const description = useController({ control: form.control, name: 'description' })
  const categoryIds = useController({ control: form.control, name: 'categoryIds' })
  const errors = form.formState.errors
  return (
    <>
      <FormTextField form={form} name="title" label={t`Title`} autoFocus />
      <MarkdownField
        label={t`Description`}
        name={description.field.name}
        value={description.field.value}
        onChange={(markdown) => description.field.onChange(markdown)}
        error={errors.description?.message}
        media={media}
      />
      <CategoryChecklist
        categories={list.data ?? []}
        loading={list.isPending}
        value={categoryIds.field.value}
        onChange={(ids) => categoryIds.field.onChange(ids)}
        error={errors.categoryIds?.message}
      />
      <MediaListField form={form} owner="info-graphic" lang={lang} />
    </>
  )
}
