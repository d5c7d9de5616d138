import { useLingui } from '@lingui/react/macro'
import { DragHandleDots2Icon, PinTopIcon } from '@radix-ui/react-icons'
import { Badge, Button, Flex, Select, Text } from '@radix-ui/themes'
import { type KeyboardEvent, type ReactNode, useId } from 'react'
import type { Lang } from '../../../domain/lang.ts'
import type { DropState } from '../ordering/dropOutcome.ts'
import type { DropTarget } from '../ordering/dropTargets.ts'
import { StepButtons } from '../ordering/StepButtons.tsx'
import { useDropZone, useOrderingItem } from '../ordering/useOrderingItem.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import type { HierarchyWords } from './hierarchyWords.ts'

/** The controls of a row, so focus can return to the one that was used after the row moves. */
export type RowControl = 'handle' | 'up' | 'down' | 'nest' | 'main'

type Props = {
  id: number
  /** A mark before the title (a category's emoji), or ''. */
  emoji: string
  title: string
  /** The title's language when it is a reference (missing in the drawer's language). */
  titleLang?: Lang
  level: 'main' | 'sub'
  childCount: number
  canMoveUp: boolean
  canMoveDown: boolean
  /** Top-level items this one may go under (empty: it has children of its own). */
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
  words: HierarchyWords
}

/** An emoji and a title as one line of text ("✈️ Flying"), or the title alone. */
const withEmoji = (emoji: string, title: ReactNode) =>
  emoji ? (
    <>
      {emoji} {title}
    </>
  ) : (
    title
  )

/**
 * One item of a hierarchy (a category, a CO2 question): a drag handle (pointer or keyboard: Space,
 * the arrows, Space) and the same moves as buttons: up, down, under another ("Make sub category
 * of…"), back to the top level ("Make main category").
 */
export function HierarchyRow(props: Props) {
  const { id, emoji, title, level, childCount, parents, dropState, dragging, disabled, words } = props
  const { t, i18n } = useLingui()
  const titleId = useId()
  const { itemProps, handleProps } = useOrderingItem(id, { disabled, roleDescription: words.roleDescription })
  // dnd-kit's keyboard sensor listens on the handle too: the row's own keys go first.
  const { onKeyDown: dragKeyDown, ...handle } = handleProps as typeof handleProps & {
    onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
  }
  // The other controls are reached with keys on the handle (or the mouse), not with Tab.
  const notTabbable = -1
  const nest = i18n._(words.nest)
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of controls named by its item, laid out as a flex row
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
      {emoji ? (
        <span className="hierarchy-emoji" aria-hidden>
          {emoji}
        </span>
      ) : null}
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
          {words.childCount(childCount)}
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
            aria-label={nest}
            placeholder={nest}
            title={parents.length ? undefined : words.cannotNest}
          />
          <Select.Content position="popper">
            {/* Only while open: a closed Radix select still renders its items (to name the chosen
                one, and this one never has one), every row's, at every render of the tree. */}
            {props.menuOpen
              ? parents.map((parent) => (
                  // Typing the title (not the emoji) finds the entry.
                  <Select.Item key={parent.id} value={String(parent.id)} textValue={parent.title}>
                    {withEmoji(
                      parent.emoji,
                      <TranslatableText value={{ text: parent.title, lang: parent.titleLang }} />,
                    )}
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
            <PinTopIcon aria-hidden /> {i18n._(words.makeTop)}
          </Button>
        ) : null}
      </Flex>
    </div>
  )
}

/** A drop target: under each top-level item (go under it) and the empty one at the end. */
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
      {props.emoji ? <span className="hierarchy-emoji">{props.emoji}</span> : null}
      <Text size="2" weight="medium" className="hierarchy-title">
        {props.title}
      </Text>
    </div>
  )
}
