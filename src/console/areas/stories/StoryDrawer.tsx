import { useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { useController } from 'react-hook-form'
import { storyTypes } from '../../../domain/enums.ts'
import type { Lang } from '../../../domain/lang.ts'
import { withMediaIds } from '../../../domain/media.ts'
import {
  emptyStoryForm,
  NOTIFICATION_CTA_MAX,
  type StoryFormValues,
  storyFormSchema,
  storyToForm,
} from '../../../domain/stories/stories.ts'
import { categories } from '../../api/categories.ts'
import { labels } from '../../api/labels.ts'
import { stories } from '../../api/stories.ts'
import { useResourceList } from '../../api/useResource.ts'
import type { DrawerParam } from '../../ui/drawer/drawerParams.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { FormTextField } from '../../ui/forms/FormTextField.tsx'
import { LabelChecklist } from '../../ui/forms/LabelChecklist.tsx'
import { SelectField } from '../../ui/forms/SelectField.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { useStoryMessages } from './useStoryMessages.ts'

/** The form's values as the API takes them: the media as ids, the category chosen. */
const toInput = (values: StoryFormValues) => {
  const { categoryId, ...rest } = withMediaIds(values)
  return { ...rest, categoryId: categoryId as number }
}

/**
 * Adds or edits a story or quiz (`?new` on /stories, `?story=12` on its editor; docs/product.md §3
 * Story): title, the notification message (at most 150 characters), type, category, the labels
 * it is not shown to, and its media (a background image required).
 */
export function StoryDrawer({ param, onDeleted }: { param?: DrawerParam<number>; onDeleted?: () => void }) {
  const { t } = useLingui()
  return (
    <RecordDrawer<StoryFormValues, typeof stories.client>
      resource={stories}
      param={param}
      onDeleted={onDeleted}
      titles={{ add: t`Add Story`, edit: t`Edit Story` }}
      schema={storyFormSchema}
      defaults={emptyStoryForm}
      toForm={storyToForm}
      toInput={toInput}
      className="form-drawer-wide"
      messages={useStoryMessages()}
    >
      {(form, { lang }) => <StoryFields form={form} lang={lang} />}
    </RecordDrawer>
  )
}

function StoryFields({ form, lang }: { form: UseFormReturn<StoryFormValues>; lang: Lang }) {
  const { t } = useLingui()
  const type = useController({ control: form.control, name: 'type' })
  const category = useController({ control: form.control, name: 'categoryId' })
  const notRelevant = useController({ control: form.control, name: 'notRelevantForLabelIds' })
  const categoryList = useResourceList(categories, { lang })
  const labelList = useResourceList(labels)
  const errors = form.formState.errors
  const typeNames = { story: t`Story`, quiz: t`Quiz` }
  return (
    <>
      <FormTextField form={form} name="title" label={t`Title`} autoFocus />
      <FormTextField
        form={form}
        name="notificationCTA"
        label={t`Notification message`}
        max={NOTIFICATION_CTA_MAX}
        hint={t`The push message that announces it; at most ${NOTIFICATION_CTA_MAX} characters.`}
      />
      <SelectField
        label={t`Type`}
        value={type.field.value}
        options={storyTypes.map((each) => ({ value: each, label: typeNames[each] }))}
        onChange={type.field.onChange}
        onBlur={type.field.onBlur}
        triggerRef={type.field.ref}
        error={errors.type?.message}
      />
      <SelectField
        label={t`Category`}
        placeholder={t`Choose a category`}
        // '' is Radix's "nothing chosen" (the placeholder shows), and keeps the select controlled.
        value={category.field.value === null ? '' : String(category.field.value)}
        options={(categoryList.data ?? []).map((each) => ({
          value: String(each.id),
          label: `${each.emoji} ${each.title || each.reference?.values.title || `#${each.id}`}`,
        }))}
        onChange={(id) => category.field.onChange(Number(id))}
        // Required: closed without a choice, it says so (the drawer's form checks on change only).
        onBlur={() => {
          category.field.onBlur()
          void form.trigger('categoryId')
        }}
        triggerRef={category.field.ref}
        error={errors.categoryId?.message}
      />
      <LabelChecklist
        label={t`Not relevant for`}
        hint={t`App users with one of these labels do not see this story.`}
        labels={labelList.data ?? []}
        loading={labelList.isPending}
        value={notRelevant.field.value ?? []}
        onChange={notRelevant.field.onChange}
        error={errors.notRelevantForLabelIds?.message}
      />
      <MediaListField form={form} owner="story" lang={lang} />
    </>
  )
}
