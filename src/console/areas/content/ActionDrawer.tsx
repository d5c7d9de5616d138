import { useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { useController, useWatch } from 'react-hook-form'
import {
  type ActionFormValues,
  actionFormSchema,
  actionToForm,
  emptyActionForm,
} from '../../../domain/content/actions.ts'
import { actionTypes } from '../../../domain/enums.ts'
import type { Lang } from '../../../domain/lang.ts'
import { withMediaIds } from '../../../domain/media.ts'
import { actions } from '../../api/actions.ts'
import { labels } from '../../api/labels.ts'
import { useResourceList } from '../../api/useResource.ts'
import { CategoriesField } from '../../ui/forms/CategoriesField.tsx'
import { FormTextField } from '../../ui/forms/FormTextField.tsx'
import { LabelChecklist } from '../../ui/forms/LabelChecklist.tsx'
import { SelectField } from '../../ui/forms/SelectField.tsx'
import { SliderField } from '../../ui/forms/SliderField.tsx'
import { SourcesField } from '../../ui/forms/SourcesField.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { ContentDrawer } from './ContentDrawer.tsx'
import { ContentTexts } from './fields/ContentTexts.tsx'
import { StepsField } from './fields/StepsField.tsx'
import type { PlacedDrawerProps } from './placedDrawer.ts'

/**
 * Adds or edits an action (`?new=action` / `?action=12` on /content; docs/product.md §3 Action): title,
 * type, texts, categories, the labels it is not relevant for, difficulty and impact, media,
 * sources and its steps, all saved in one request.
 */
export function ActionDrawer(placed: PlacedDrawerProps = {}) {
  const { t } = useLingui()
  return (
    <ContentDrawer<ActionFormValues, typeof actions.client>
      kind="action"
      resource={actions}
      {...placed}
      titles={{ add: t`Add Action`, edit: t`Edit Action` }}
      schema={actionFormSchema}
      defaults={emptyActionForm}
      toForm={actionToForm}
      toInput={withMediaIds}
    >
      {(form, { lang }) => <ActionFields form={form} lang={lang} />}
    </ContentDrawer>
  )
}

function ActionFields({ form, lang }: { form: UseFormReturn<ActionFormValues>; lang: Lang }) {
  const { t } = useLingui()
  const media = useWatch({ control: form.control, name: 'media' })
  const type = useController({ control: form.control, name: 'type' })
  const difficulty = useController({ control: form.control, name: 'difficulty' })
  const impact = useController({ control: form.control, name: 'impact' })
  const notRelevant = useController({ control: form.control, name: 'notRelevantForLabelIds' })
  const labelList = useResourceList(labels)
  const errors = form.formState.errors
  const typeNames = { action: t`Action`, tips: t`Tips` }
  return (
    <>
      <FormTextField form={form} name="title" label={t`Title`} autoFocus />
      <SelectField
        label={t`Type`}
        value={type.field.value}
        options={actionTypes.map((each) => ({ value: each, label: typeNames[each] }))}
        onChange={type.field.onChange}
        onBlur={type.field.onBlur}
        triggerRef={type.field.ref}
        error={errors.type?.message}
      />
      <ContentTexts form={form} media={media} />
      <CategoriesField form={form} lang={lang} />
      <LabelChecklist
        label={t`Not relevant for`}
        hint={t`App users with one of these labels do not see this action.`}
        labels={labelList.data ?? []}
        loading={labelList.isPending}
        value={notRelevant.field.value ?? []}
        onChange={notRelevant.field.onChange}
        error={errors.notRelevantForLabelIds?.message}
      />
      <SliderField
        label={t`Difficulty`}
        value={difficulty.field.value ?? 0}
        onChange={difficulty.field.onChange}
        onBlur={difficulty.field.onBlur}
        error={errors.difficulty?.message}
      />
      <SliderField
        label={t`Impact`}
        value={impact.field.value ?? 0}
        onChange={impact.field.onChange}
        onBlur={impact.field.onBlur}
        error={errors.impact?.message}
      />
      <StepsField form={form} />
      <SourcesField form={form} />
      <MediaListField form={form} owner="action" lang={lang} />
    </>
  )
}
