import { useLingui } from '@lingui/react/macro'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button } from '@radix-ui/themes'
import { useMemo } from 'react'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import { UNSAVED_ID } from '../../../../domain/constants.ts'
import { type StoryItemKind, storyItemKinds } from '../../../../domain/enums.ts'
import type { Lang } from '../../../../domain/lang.ts'
import {
  emptyStoryItemForm,
  type StoryItemFormValues,
  storyItemFormSchema,
  storyItemInput,
  storyItemToForm,
} from '../../../../domain/stories/story-item-form.ts'
import { storyItems } from '../../../api/story-items.ts'
import { useResourceRecord } from '../../../api/useResource.ts'
import { RecordDrawer } from '../../../ui/drawer/RecordDrawer.tsx'
import { SelectField } from '../../../ui/forms/SelectField.tsx'
import { useUpdateSearchParams } from '../../../ui/useUpdateSearchParams.ts'
import { contentParamsInEditor, newPageKind, pageParam } from './editorParams.ts'
import { PageContentField } from './PageContentField.tsx'
import { pageKinds } from './pageKinds.ts'

/**
 * A page of the story (`?page=31`, a new one `?new=page&kind=info`; docs/product.md §2 "Story
 * editor": a card's click edits it): its kind ('Item type is required.') and what it shows, found
 * by title. A new page goes after the last column (the server places it). The content itself is
 * edited in its own drawer (Edit), or made there for a new page ("New info page").
 */
export function StoryItemDrawer({ storyId }: { storyId: number }) {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const kind = newPageKind(params)
  const defaults = useMemo(() => emptyStoryItemForm(kind), [kind])
  return (
    <RecordDrawer<StoryItemFormValues, typeof storyItems.client>
      resource={storyItems}
      param={pageParam}
      titles={{ add: t`Add Page`, edit: t`Edit Page` }}
      schema={storyItemFormSchema}
      defaults={defaults}
      toForm={storyItemToForm}
      toInput={(values, { id }) =>
        // The bodies are the API's (the generic client takes `never` for them).
        (id === UNSAVED_ID ? { storyId, ...storyItemInput(values) } : storyItemInput(values)) as never
      }
      removable={false}
      className="form-drawer-wide"
      messages={{
        saved: t`Saved story item`,
        saveFailed: t`Failed to save story item`,
        confirmDelete: t`Are you absolutely sure you want to delete this page?`,
      }}
    >
      {(form, { id, lang }) => <PageFields form={form} id={id} lang={lang} />}
    </RecordDrawer>
  )
}

function PageFields({
  form,
  id,
  lang,
}: {
  form: UseFormReturn<StoryItemFormValues>
  id: number
  lang: Lang
}) {
  const { t, i18n } = useLingui()
  const update = useUpdateSearchParams()
  const kind = useController({ control: form.control, name: 'kind' })
  const chosen = useWatch({ control: form.control, name: 'kind' })
  const page = useResourceRecord(storyItems, id === UNSAVED_ID ? null : id, lang)
  // The titles the saved page's records have; a page now of another kind shows none of them.
  const saved = page.data && page.data.kind === chosen ? page.data.content : []
  const openRecord = (of: StoryItemKind, record: number) =>
    update((params) => contentParamsInEditor[of].write(params, record))
  return (
    <>
      <SelectField
        label={t`Type`}
        placeholder={t`Choose what kind of page`}
        value={kind.field.value}
        options={storyItemKinds.map((each) => ({ value: each, label: i18n._(pageKinds[each].name) }))}
        onChange={(next) => {
          if (next === chosen) return
          // Another kind keeps nothing of the old choice: the ids named records of the old kind.
          kind.field.onChange(next)
          form.setValue('contentId', null, { shouldDirty: true })
          form.setValue('actionIds', [], { shouldDirty: true })
          form.setValue('initiativeIds', [], { shouldDirty: true })
        }}
        onBlur={() => {
          kind.field.onBlur()
          void form.trigger('kind')
        }}
        triggerRef={kind.field.ref}
        error={form.formState.errors.kind?.message}
      />
      {chosen ? (
        <PageContentField
          key={chosen}
          form={form}
          kind={chosen}
          lang={lang}
          saved={saved}
          onEditRecord={(record) => openRecord(chosen, record)}
        />
      ) : null}
      {chosen && id === UNSAVED_ID ? (
        <Button
          type="button"
          variant="soft"
          className="page-new-record"
          onClick={() => update((params) => contentParamsInEditor[chosen].write(params, UNSAVED_ID))}
        >
          <PlusIcon /> {t`New ${i18n._(pageKinds[chosen].record)}`}
        </Button>
      ) : null}
    </>
  )
}
