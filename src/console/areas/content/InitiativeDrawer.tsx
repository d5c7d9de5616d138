import { useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { useController, useWatch } from 'react-hook-form'
import {
  emptyInitiativeForm,
  type InitiativeFormValues,
  initiativeFormSchema,
  initiativeToForm,
} from '../../../domain/content/initiatives.ts'
import { impactAreas } from '../../../domain/enums.ts'
import type { Lang } from '../../../domain/lang.ts'
import { withMediaIds } from '../../../domain/media.ts'
import { initiatives } from '../../api/initiatives.ts'
import { CategoriesField } from '../../ui/forms/CategoriesField.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { FormTextField } from '../../ui/forms/FormTextField.tsx'
import { SelectField } from '../../ui/forms/SelectField.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { ContentDrawer } from './ContentDrawer.tsx'
import { AddressFields } from './fields/AddressFields.tsx'
import { ContentTexts } from './fields/ContentTexts.tsx'
import type { PlacedDrawerProps } from './placedDrawer.ts'

/**
 * Adds or edits an initiative (`?new=initiative` / `?initiative=12` on /content): title, quiz
 * title, website, impact area (required, docs/product.md §5), address, categories, short description,
 * description and media, saved together in the drawer's language.
 */
export function InitiativeDrawer(placed: PlacedDrawerProps = {}) {
  const { t } = useLingui()
  return (
    <ContentDrawer<InitiativeFormValues, typeof initiatives.client>
      kind="initiative"
      resource={initiatives}
      {...placed}
      titles={{ add: t`Add Initiative`, edit: t`Edit Initiative` }}
      schema={initiativeFormSchema}
      defaults={emptyInitiativeForm}
      toForm={initiativeToForm}
      toInput={withMediaIds}
    >
      {(form, { lang }) => <InitiativeFields form={form} lang={lang} />}
    </ContentDrawer>
  )
}

function InitiativeFields({ form, lang }: { form: UseFormReturn<InitiativeFormValues>; lang: Lang }) {
  const { t } = useLingui()
  const media = useWatch({ control: form.control, name: 'media' })
  const impactArea = useController({ control: form.control, name: 'impactArea' })
  const errors = form.formState.errors
  const areaNames = { local: t`Local`, national: t`National`, global: t`Global` }
  return (
    <>
      <FormTextField form={form} name="title" label={t`Title`} autoFocus />
      <FormTextField form={form} name="quizTitle" label={t`Quiz title`} />
      <Field
        label={t`Website`}
        type="url"
        placeholder="https://"
        autoComplete="off"
        error={errors.website?.message}
        {...form.register('website')}
      />
      <SelectField
        label={t`Impact area`}
        value={impactArea.field.value}
        options={impactAreas.map((area) => ({ value: area, label: areaNames[area] }))}
        onChange={impactArea.field.onChange}
        onBlur={impactArea.field.onBlur}
        triggerRef={impactArea.field.ref}
        error={errors.impactArea?.message}
      />
      <fieldset className="content-fieldset">
        <legend>{t`Address`}</legend>
        <AddressFields form={form} name="address" />
      </fieldset>
      <CategoriesField form={form} lang={lang} />
      <ContentTexts form={form} media={media} />
      <MediaListField form={form} owner="initiative" lang={lang} />
    </>
  )
}
