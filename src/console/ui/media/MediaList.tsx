import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon, InfoCircledIcon, PlusIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes'
import { useCallback, useId, useMemo, useRef, useState } from 'react'
import type { MediaItemDto } from '../../../domain/contracts/media.ts'
import type { MediaOwnerType } from '../../../domain/enums.ts'
import type { Lang } from '../../../domain/lang.ts'
import { missingMediaPurposes, requiredPurposeMessages } from '../../../domain/media.ts'
import { applyListMove, listModel, type OrderingMove } from '../../../domain/ordering-model.ts'
import { shownText } from '../../../domain/reference.ts'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'
import { translateValidation } from '../forms/validationMessages.ts'
import type { OrderingTexts } from '../ordering/announcements.ts'
import { OrderingArea, OrderingGroup } from '../ordering/OrderingArea.tsx'
import { useOrdering } from '../ordering/useOrdering.ts'
import { MediaDrawer, type MediaDrawerTab } from './MediaDrawer.tsx'
import { MediaListItem } from './MediaListItem.tsx'
import { MediaThumb } from './MediaThumb.tsx'
import './media.css'

const sameOrder = (a: readonly MediaItemDto[], b: readonly MediaItemDto[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id)

export type MediaListProps = {
  /** The kind of object, for its required purposes (docs/product.md §5). */
  owner: MediaOwnerType
  /** The list as the form holds it, in order. */
  value: readonly MediaItemDto[]
  /** The list as it was saved: what "unsaved" is measured against. */
  saved: readonly MediaItemDto[]
  onChange: (next: MediaItemDto[]) => void
  /** The language of the object's drawer: descriptions are read and written in it. */
  lang: Lang
  disabled?: boolean
}

/**
 * The media list of a form (docs/product.md §2 "Media drawer", §5): each media with its thumbnail, purpose
 * and description; Add media opens the media drawer (Upload, Search, Edit); remove, reorder (drag,
 * or the keyboard) and edit. Changes are the form's until the object is saved, so they are marked,
 * with a note that saving the object saves the media link, and the object's required purposes
 * are checked ('This object requires a background image').
 */
export function MediaList({ owner, value, saved, onChange, lang, disabled = false }: MediaListProps) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const [drawer, setDrawer] = useState<{ tab: MediaDrawerTab; editingId: number | null } | null>(null)
  const [removed, setRemoved] = useState('')
  // The media just attached: focus goes to it once the media drawer has closed.
  const focusAfterClose = useRef<number | null>(null)
  const savedIds = useMemo(() => new Set(saved.map((item) => item.id)), [saved])
  const unsaved = !sameOrder(value, saved)
  const missing = missingMediaPurposes(owner, value)
  const ids = useMemo(() => value.map((item) => item.id), [value])
  const model = useMemo(() => listModel(ids), [ids])
  const descriptionOf = useCallback(
    (id: number) => {
      const item = value.find((entry) => entry.id === id)
      return (item && shownText(item, 'description').text) || t`No description in this language`
    },
    [value, t],
  )
  const texts = useMemo<OrderingTexts<never>>(
    () => ({
      titleOf: descriptionOf,
      placement: (move, position, count) =>
        t`${descriptionOf(move.id)}: position ${position + 1} of ${count}.`,
      refusal: () => '',
      instructions: t`To move a media, press Space to pick it up, the arrow keys to move it, and Space to drop it. Escape cancels. Alt+Arrow up or down moves it one place.`,
    }),
    [descriptionOf, t],
  )
  const onMove = useCallback(
    (move: OrderingMove) => {
      const order = applyListMove(ids, move)
      const byId = new Map(value.map((item) => [item.id, item]))
      onChange(order.map((id) => byId.get(id)!))
    },
    [ids, value, onChange],
  )
  const ordering = useOrdering({ model, texts, onMove })
  // The palette reaches the media drawer too, while the object's drawer is open.
  const commands = useMemo<Command[] | null>(
    () =>
      disabled
        ? null
        : [
            {
              id: 'record.media.upload',
              group: 'record',
              label: msg`Upload media`,
              keywords: ['image', 'afbeelding', 'uploaden'],
              run: () => setDrawer({ tab: 'upload', editingId: null }),
            },
            {
              id: 'record.media.search',
              group: 'record',
              label: msg`Add existing media`,
              keywords: ['image', 'search', 'afbeelding', 'zoeken'],
              run: () => setDrawer({ tab: 'search', editingId: null }),
            },
          ],
    [disabled],
  )
  useRecordCommands(commands)

  const remove = (index: number) => {
    const item = value[index]!
    const next = value.filter((_, i) => i !== index)
    onChange(next)
    setRemoved(t`${descriptionOf(item.id)} removed from the list.`)
    // Focus stays in the list: on the media that took its place, else the Add button.
    setTimeout(() => {
      const handles = listRef.current?.querySelectorAll<HTMLElement>('[data-control="handle"]')
      const target = handles?.[Math.min(index, (handles?.length ?? 1) - 1)]
      ;(target ?? addButton.current)?.focus()
    }, 0)
  }

  return (
    <Flex direction="column" gap="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="center">
          <Heading as="h3" size="3" id={headingId}>
            {t`Media`}
          </Heading>
          <Button
            ref={addButton}
            type="button"
            size="1"
            variant="soft"
            disabled={disabled}
            onClick={() => setDrawer({ tab: 'upload', editingId: null })}
          >
            <PlusIcon /> {t`Add media`}
          </Button>
        </Flex>
        {value.length ? (
          <OrderingArea
            ordering={ordering}
            preview={(drag) => {
              const item = value.find((entry) => entry.id === drag.id)
              return item ? (
                <div className="ordering-row media-list-item">
                  <MediaThumb uuid={item.file.uuid} size={48} />
                  <Text size="2">{descriptionOf(item.id)}</Text>
                </div>
              ) : null
            }}
          >
            <OrderingGroup id="media" ids={ids}>
              <ul className="media-list" ref={listRef} aria-labelledby={headingId}>
                {value.map((item, index) => (
                  <MediaListItem
                    key={item.id}
                    item={item}
                    position={index}
                    count={value.length}
                    unsaved={!savedIds.has(item.id)}
                    dragging={ordering.drag?.id === item.id}
                    disabled={disabled}
                    onStep={(delta, control) =>
                      ordering.moveBy({ id: item.id, parentId: null, position: index + delta }, control)
                    }
                    onEdit={() => setDrawer({ tab: 'edit', editingId: item.id })}
                    onRemove={() => remove(index)}
                  />
                ))}
              </ul>
            </OrderingGroup>
          </OrderingArea>
        ) : (
          <Text size="2" color="gray">
            {t`No media yet.`}
          </Text>
        )}
        <VisuallyHidden role="status">{removed}</VisuallyHidden>
        {missing.map((purpose) => (
          <Callout.Root key={purpose} color="amber" size="1" highContrast>
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{translateValidation(i18n, requiredPurposeMessages[purpose])}</Callout.Text>
          </Callout.Root>
        ))}
        {unsaved ? (
          <Callout.Root color="blue" size="1" highContrast>
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>{t`The media list has unsaved changes. Save the object to save the media link.`}</Callout.Text>
          </Callout.Root>
        ) : null}
        <MediaDrawer
          open={drawer !== null}
          tab={drawer?.tab ?? 'upload'}
          onTabChange={(tab) => setDrawer((current) => ({ editingId: current?.editingId ?? null, tab }))}
          onClose={() => setDrawer(null)}
          lang={lang}
          attached={value}
          neededPurposes={missing}
          editingId={drawer?.editingId ?? null}
          onEditingChange={(id) => setDrawer((current) => ({ tab: current?.tab ?? 'edit', editingId: id }))}
          onAttach={(media) => {
            focusAfterClose.current = media.id
            onChange([...value, media])
          }}
          onSaved={(media) => onChange(value.map((item) => (item.id === media.id ? media : item)))}
          focusOnClose={() => {
            const id = focusAfterClose.current
            focusAfterClose.current = null
            const handle =
              id === null
                ? null
                : listRef.current?.querySelector<HTMLElement>(
                    `[data-ordering-item="${id}"] [data-control="handle"]`,
                  )
            return handle ?? addButton.current
          }}
        />
      </section>
    </Flex>
  )
}
