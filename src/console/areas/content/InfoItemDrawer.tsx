import { useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { useController, useWatch } from 'react-hook-form'
import {
  emptyInfoItemForm,
  type InfoItemFormValues,
  infoItemFormSchema,
  infoItemToForm,
} from '../../../domain/content/info-items.ts'
import type { Lang } from '../../../domain/lang.ts'
import { withMediaIds } from '../../../domain/media.ts'
import { infoItems } from '../../api/info-items.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { FormTextField } from '../../ui/forms/FormTextField.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { MarkdownField } from '../../ui/rich-text/MarkdownField.tsx'
import type { PlacedDrawerProps } from './placedDrawer.ts'
import { useContentDrawerMessages } from './useContentDrawerMessages.ts'

/**
 * Adds or edits an info page (a story's page of text and pictures: title, description, media).
 * The story editor opens it (next issue); on its own it opens at `?edit=12` / `?new` of the page
 * it is placed on.
 */
export function InfoItemDrawer(placed: PlacedDrawerProps = {}) {
  const { t } = useLingui()
  return (
    <RecordDrawer<InfoItemFormValues, typeof infoItems.client>
      resource={infoItems}
      {...placed}
      titles={{ add: t`Add Info Page`, edit: t`Edit Info Page` }}
      schema={infoItemFormSchema}
      defaults={emptyInfoItemForm}
      toForm={infoItemToForm}
      toInput={withMediaIds}
      className="form-drawer-wide"
      messages={useContentDrawerMessages(t`info page`)}
    >
      {(form, { lang }) => <InfoItemFields form={form} lang={lang} />}
    </RecordDrawer>
  )
}

function InfoItemFields({ form, lang }: { form: UseFormReturn<InfoItemFormValues>; lang: Lang }) {
  const { t } = useLingui()
  const media = useWatch({ control: form.control, name: 'media' })
  const description = useController({ control: form.control, name: 'description' })
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
      <MediaListField form={form} owner="info" lang={lang} />
    </>
  )
}
