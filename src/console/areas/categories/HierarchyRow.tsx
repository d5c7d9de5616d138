import { useLingui } from '@lingui/react/macro'
import { DragHandleDots2Icon, PinTopIcon } from '@radix-ui/react-icons'
import { Badge, Button, Flex, Select, Text } from '@radix-ui/themes'
import { type KeyboardEvent, useId } from 'react'
import type { Lang } from '../../../domain/lang.ts'
import type { DropState } from '../../ui/ordering/dropOutcome.ts'
import type { DropTarget } from '../../ui/ordering/dropTargets.ts'
import { StepButtons } from '../../ui/ordering/StepButtons.tsx'
import { useDropZone, useOrderingItem } from '../../ui/ordering/useOrderingItem.ts'
import { TranslatableText } from '../../ui/translation/TranslatableText.tsx'

/** The controls of a row, so focus can return to the one that was used after the row moves. */
export type RowControl = 'handle' | 'up' | 'down' | 'nest' | 'main'

type Props = {
  id: number
  emoji: string
  title: string
  /** The title's language when it is a reference (missing in the drawer's language). */
  titleLang?: Lang
  level: 'main' | 'sub'
  childCount: number
  canMoveUp: boolean
  canMoveDown: boolean
  /** Main categories this one may become a sub category of (empty: it has sub categories). */
  parents: { id: number; emoji: string; title: string; titleLang?: Lang }[]
  dropState: DropState
  dragging: boolean
  disabled: boolean
  /** The row's Tab stop: only one row's handle is reachable with Tab (the arrows reach the others). */
  tabbable: boolean
  /** Keys on the handle while nothing is dragged (arrows between rows, Alt+arrows to move); true: handled. */
  onHandleKey: (event: KeyboardEvent<HTMLButtonElement>) => boolean
  /** The row's menu ("Make sub category of…") is open (Enter on the handle opens it). */
  menuOpen: boolean
  onMenuOpenChange: (open: boolean) => void
  /** The handle got focus: this row is now the one Tab reaches. */
  onHandleFocus: () => void
  onStep: (delta: -1 | 1, control: RowControl) => void
  onNest: (parentId: number) => void
  onMakeMain?: () => void
}

/**
 * One category in the Sort and Hierarchy drawer: a drag handle (pointer or keyboard: Space, the
 * arrows, Space) and the same moves as buttons: up, down, "Make sub category of…", "Make main category".
 */
export function HierarchyRow(props: Props) {
  const { id, emoji, title, level, childCount, parents, dropState, dragging, disabled } = props
  const { t } = useLingui()
  const titleId = useId()
  const { itemProps, handleProps } = useOrderingItem(id, {
    disabled,
    roleDescription: t`draggable category`,
  })
  // dnd-kit's keyboard sensor listens on the handle too: the row's own keys go first.
  const { onKeyDown: dragKeyDown, ...handle } = handleProps as typeof handleProps & {
    onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
  }
  // The other controls are reached with keys on the handle (or the mouse), not with Tab.
  const notTabbable = -1
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of controls named by its category, laid out as a flex row
    <div
      {...itemProps}
      role="group"
      aria-labelledby={titleId}
      className="hierarchy-row"
      data-level={level}
      data-drop={dropState}
      data-dragging={dragging || undefined}
    >
      <button
        type="button"
        {...handle}
        tabIndex={props.tabbable ? 0 : -1}
        onFocus={props.onHandleFocus}
        onKeyDown={(event) => {
          if (!props.onHandleKey(event)) dragKeyDown?.(event)
        }}
        className="hierarchy-handle"
        aria-label={t`Drag ${title}`}
      >
        <DragHandleDots2Icon aria-hidden />
      </button>
      <span className="hierarchy-emoji" aria-hidden>
        {emoji}
      </span>
      <Text
        id={titleId}
        size="2"
        weight={level === 'main' ? 'medium' : 'regular'}
        className="hierarchy-title"
        title={title}
      >
        <TranslatableText value={{ text: title, lang: props.titleLang }} />
      </Text>
      {level === 'main' && childCount ? (
        <Badge color="gray" variant="soft" size="1">
          {t`${childCount} sub`}
        </Badge>
      ) : null}
      <Flex gap="1" align="center" className="hierarchy-controls">
        <StepButtons
          canMoveUp={props.canMoveUp}
          canMoveDown={props.canMoveDown}
          disabled={disabled}
          tabIndex={notTabbable}
          onStep={props.onStep}
        />
        <Select.Root
          size="1"
          value=""
          open={props.menuOpen}
          onOpenChange={props.onMenuOpenChange}
          disabled={disabled || !parents.length}
          onValueChange={(value) => value && props.onNest(Number(value))}
        >
          <Select.Trigger
            variant="soft"
            color="gray"
            className="hierarchy-nest"
            data-control="nest"
            tabIndex={notTabbable}
            aria-label={t`Make sub category of…`}
            placeholder={t`Make sub category of…`}
            title={
              parents.length
                ? undefined
                : t`This category has sub categories, so it cannot become a sub category.`
            }
          />
          <Select.Content position="popper">
            {/* Only while open: a closed Radix select still renders its items (to name the chosen
                one, and this one never has one), every row's, at every render of the tree. */}
            {props.menuOpen
              ? parents.map((parent) => (
                  // Typing the title (not the emoji) finds the entry.
                  <Select.Item key={parent.id} value={String(parent.id)} textValue={parent.title}>
                    {parent.emoji} <TranslatableText value={{ text: parent.title, lang: parent.titleLang }} />
                  </Select.Item>
                ))
              : null}
          </Select.Content>
        </Select.Root>
        {props.onMakeMain ? (
          <Button
            type="button"
            size="1"
            variant="soft"
            color="gray"
            data-control="main"
            tabIndex={notTabbable}
            disabled={disabled}
            onClick={props.onMakeMain}
          >
            <PinTopIcon aria-hidden /> {t`Make main category`}
          </Button>
        ) : null}
      </Flex>
    </div>
  )
}

/** A drop target: under each main category (become its sub category) and the empty one at the end. */
export function DropZone(props: {
  target: DropTarget
  label: string
  state: DropState
  active: boolean
  root?: boolean
}) {
  const zoneProps = useDropZone(props.target)
  return (
    <div
      {...zoneProps}
      className="hierarchy-zone"
      data-root={props.root || undefined}
      data-drop={props.state}
      data-active={props.active || undefined}
    >
      <Text size="1" color="gray">
        {props.label}
      </Text>
    </div>
  )
}

/** What follows the pointer (or the keyboard) while dragging: the row itself, as high as the row it left. */
export function RowPreview(props: { emoji: string; title: string; refused: boolean }) {
  return (
    <div className="hierarchy-preview" data-refused={props.refused || undefined} aria-hidden>
      <span className="hierarchy-handle">
        <DragHandleDots2Icon />
      </span>
      <span className="hierarchy-emoji">{props.emoji}</span>
      <Text size="2" weight="medium" className="hierarchy-title">
        {props.title}
      </Text>
    </div>
  )
}
