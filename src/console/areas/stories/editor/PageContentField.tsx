import { useLingui } from '@lingui/react/macro'
import { Cross2Icon, Pencil1Icon } from '@radix-ui/react-icons'
import { Button, Flex, IconButton, Text } from '@radix-ui/themes'
import { useMemo, useState } from 'react'
import { type UseFormReturn, useController } from 'react-hook-form'
import type { StoryItemContent } from '../../../../domain/contracts/story-items.ts'
import type { StoryItemKind } from '../../../../domain/enums.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { type ShownText, shownText } from '../../../../domain/reference.ts'
import type { StoryItemFormValues } from '../../../../domain/stories/story-item-form.ts'
import { STORY_ITEM_LIST_MAX } from '../../../../domain/stories/story-items.ts'
import { RecordPicker } from '../../../ui/forms/RecordPicker.tsx'
import { StepButtons } from '../../../ui/ordering/StepButtons.tsx'
import { TranslatableText } from '../../../ui/translation/TranslatableText.tsx'
import { pageKinds } from './pageKinds.ts'

type Props = {
  form: UseFormReturn<StoryItemFormValues>
  kind: StoryItemKind
  lang: Lang
  /** The records the saved page shows (their titles), as the API answered it. */
  saved: readonly StoryItemContent[]
  /** Opens the drawer of a record this page shows (to edit the content itself). */
  onEditRecord: (id: number) => void
}

/** The field of the form holding what a page of `kind` shows. */
const fieldOf = (kind: StoryItemKind) =>
  kind === 'action' ? 'actionIds' : kind === 'initiative' ? 'initiativeIds' : 'contentId'

/**
 * What a page shows (docs/product.md §3 Story item): one record found by its title, or for an
 * action or initiative page a list of them in order (the first is the page's main one), each with
 * Move up/down and Remove. A chosen record's own drawer opens from here (Edit).
 */
export function PageContentField({ form, kind, lang, saved, onEditRecord }: Props) {
  const { t, i18n } = useLingui()
  const info = pageKinds[kind]
  const name = fieldOf(kind)
  const list = useController({ control: form.control, name: 'actionIds' })
  const others = useController({ control: form.control, name: 'initiativeIds' })
  const single = useController({ control: form.control, name: 'contentId' })
  // The titles of records picked here (the saved ones come with the page).
  const [picked, setPicked] = useState<Record<number, ShownText>>({})
  const titles = useMemo(() => {
    const known: Record<number, ShownText> = {}
    for (const record of saved) known[record.id] = shownText(record, 'title')
    return { ...known, ...picked }
  }, [saved, picked])
  const titleOf = (id: number) => <TranslatableText value={titles[id] ?? { text: '' }} fallback={`#${id}`} />
  const error = form.formState.errors[name]?.message
  const remember = (row: { id: number }) =>
    setPicked((now) => ({ ...now, [row.id]: shownText(row, info.titleField) }))

  if (!info.many) {
    const chosen = single.field.value
    return (
      <Flex direction="column" gap="2">
        {chosen !== null ? (
          <Flex align="center" gap="2" className="page-chosen">
            <Text size="2" weight="medium">
              {t`Shows`}: {titleOf(chosen)}
            </Text>
            <Button type="button" size="1" variant="soft" onClick={() => onEditRecord(chosen)}>
              <Pencil1Icon /> {t`Edit ${i18n._(info.record)}`}
            </Button>
          </Flex>
        ) : null}
        <RecordPicker
          resource={info.resource}
          lang={lang}
          label={chosen === null ? i18n._(info.search.label) : t`Show another`}
          placeholder={i18n._(info.search.placeholder)}
          listLabel={i18n._(info.search.list)}
          noMatch={(term) => t`Nothing matches "${term}".`}
          describe={(row) => shownText(row, info.titleField)}
          chosenIds={chosen === null ? [] : [chosen]}
          onChoose={(row) => {
            remember(row)
            single.field.onChange(row.id)
          }}
          error={error}
        />
      </Flex>
    )
  }

  const field = kind === 'action' ? list : others
  const ids = field.field.value
  const set = (next: number[]) => field.field.onChange(next)
  const move = (index: number, delta: -1 | 1) => {
    const next = [...ids]
    const [id] = next.splice(index, 1)
    next.splice(index + delta, 0, id!)
    set(next)
  }
  return (
    <Flex direction="column" gap="2">
      <Text as="div" size="2" weight="medium" id={`${name}-label`}>
        {t`Shows, in this order`}
      </Text>
      {ids.length ? (
        <ol className="page-chosen-list" aria-labelledby={`${name}-label`}>
          {ids.map((id, index) => {
            const label = titles[id]?.text || `#${id}`
            return (
              <li key={id}>
                <Text size="2" className="page-chosen-title">
                  {titleOf(id)}
                </Text>
                <StepButtons
                  canMoveUp={index > 0}
                  canMoveDown={index < ids.length - 1}
                  onStep={(delta) => move(index, delta)}
                />
                <IconButton
                  type="button"
                  size="1"
                  variant="ghost"
                  onClick={() => onEditRecord(id)}
                  aria-label={t`Edit ${label}`}
                >
                  <Pencil1Icon />
                </IconButton>
                <IconButton
                  type="button"
                  size="1"
                  variant="ghost"
                  color="red"
                  aria-label={t`Remove ${label}`}
                  onClick={() => set(ids.filter((each) => each !== id))}
                >
                  <Cross2Icon />
                </IconButton>
              </li>
            )
          })}
        </ol>
      ) : (
        <Text size="2" color="gray">
          {t`Nothing chosen yet.`}
        </Text>
      )}
      <RecordPicker
        resource={info.resource}
        lang={lang}
        label={i18n._(info.search.label)}
        placeholder={i18n._(info.search.placeholder)}
        listLabel={i18n._(info.search.list)}
        noMatch={(term) => t`Nothing matches "${term}".`}
        describe={(row) => shownText(row, info.titleField)}
        chosenIds={ids}
        multiple
        onChoose={(row) => {
          // A page lists at most 20: the list says so instead of taking a 21st.
          if (ids.length >= STORY_ITEM_LIST_MAX) return
          remember(row)
          set([...ids, row.id])
        }}
        error={error}
        status={
          ids.length >= STORY_ITEM_LIST_MAX
            ? t`This page lists ${STORY_ITEM_LIST_MAX}, the most it can.`
            : null
        }
      />
    </Flex>
  )
}
