import { useLingui } from '@lingui/react/macro'
import {
  FontBoldIcon,
  FontItalicIcon,
  HeadingIcon,
  ImageIcon,
  Link2Icon,
  ListBulletIcon,
  RocketIcon,
  VideoIcon,
} from '@radix-ui/react-icons'
import { IconButton, Separator, Tooltip } from '@radix-ui/themes'
import { type KeyboardEvent, type ReactNode, type RefObject, useState } from 'react'
import type { EditorStatus } from './editorActions.ts'

export type ToolbarAction =
  | 'bold'
  | 'italic'
  | 'heading'
  | 'bulletList'
  | 'orderedList'
  | 'link'
  | 'image'
  | 'video'
  | 'initiative'

/** A numbered list, drawn like Radix's ListBulletIcon (which has no numbered sibling). */
function NumberedListIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M6 4h7M6 7.5h7M6 11h7M2 3l1-.8v3M1.6 6.8c.4-.5 1.6-.5 1.8.2.2.6-.7 1.2-1.8 2h1.9M1.7 10.2h1.6l-.8 1c.6 0 1 .3 1 .8s-.5.9-1.1.8l-.7-.2"
        stroke="currentColor"
        strokeWidth="0.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

type Tool = { action: ToolbarAction; label: string; keys?: string; icon: ReactNode; pressed?: boolean }

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
/** A shortcut as this platform writes it: Ctrl on Windows and Linux, ⌘ on a Mac. */
export const shortcutText = (keys: string) => (isMac ? keys.replace('Ctrl+', '⌘').replace('Alt+', '⌥') : keys)

/** A key that types a character (not Space, which presses the button). */
const typesCharacter = (event: KeyboardEvent) =>
  [...event.key].length === 1 &&
  event.key !== ' ' &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.nativeEvent.isComposing

/**
 * The editor's toolbar. It is no Tab stop of its own, so Tab from the field before goes straight
 * into the text (a typed word once pressed Bold instead): Shift+Tab or Alt+F10 from the text
 * reaches it, at the button used last. ←/→ move between buttons, Home/End to the ends, Tab and Esc
 * go back to the text, and a character typed here is typed into the text, so nothing typed is
 * lost. Each button names its shortcut; bold and italic show as pressed where the selection has
 * them.
 */
export function EditorToolbar({
  status,
  disabled,
  onAction,
  onLeave,
  onType,
  toolbarRef,
}: {
  status: EditorStatus
  disabled: boolean
  onAction: (action: ToolbarAction) => void
  /** Esc: focus goes back to the text. */
  onLeave: () => void
  /** A character typed on a button: focus goes back to the text, with the character. */
  onType: (character: string) => void
  toolbarRef: RefObject<HTMLDivElement | null>
}) {
  const { t } = useLingui()
  const [active, setActive] = useState(0)
  const groups: Tool[][] = [
    [
      { action: 'bold', label: t`Bold`, keys: 'Ctrl+B', icon: <FontBoldIcon />, pressed: status.bold },
      {
        action: 'italic',
        label: t`Italic`,
        keys: 'Ctrl+I',
        icon: <FontItalicIcon />,
        pressed: status.italic,
      },
      { action: 'heading', label: t`Heading`, keys: 'Ctrl+Alt+2', icon: <HeadingIcon /> },
    ],
    [
      { action: 'bulletList', label: t`Bulleted list`, keys: 'Ctrl+Alt+8', icon: <ListBulletIcon /> },
      {
        action: 'orderedList',
        label: t`Numbered list`,
        keys: 'Ctrl+Alt+7',
        icon: <NumberedListIcon />,
      },
    ],
    [
      { action: 'link', label: t`Link`, keys: 'Ctrl+Shift+K', icon: <Link2Icon /> },
      { action: 'image', label: t`Image`, icon: <ImageIcon /> },
      { action: 'video', label: t`Video`, icon: <VideoIcon /> },
      { action: 'initiative', label: t`Link to an initiative`, icon: <RocketIcon /> },
    ],
  ]
  const tools = groups.flat()
  const focusAt = (index: number) => {
    setActive(index)
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tools.length - 1
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }
    if (event.key in moves) {
      event.preventDefault()
      focusAt(moves[event.key]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onLeave()
    } else if (typesCharacter(event)) {
      event.preventDefault()
      onType(event.key)
    }
  }
  let index = -1
  return (
    <div
      ref={toolbarRef}
      className="rich-text-toolbar"
      role="toolbar"
      aria-label={t`Formatting`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {groups.map((group, groupIndex) => (
        <div key={group[0]!.action} className="rich-text-toolbar-group">
          {groupIndex ? <Separator orientation="vertical" size="1" /> : null}
          {group.map((tool) => {
            index += 1
            const position = index
            const hint = tool.keys ? `${tool.label} (${shortcutText(tool.keys)})` : tool.label
            return (
              <Tooltip key={tool.action} content={hint}>
                <IconButton
                  type="button"
                  size="1"
                  variant={tool.pressed ? 'soft' : 'ghost'}
                  color="gray"
                  aria-label={tool.label}
                  aria-keyshortcuts={tool.keys?.replace('Ctrl', 'Control')}
                  aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                  tabIndex={-1}
                  data-active={position === active ? '' : undefined}
                  disabled={disabled}
                  onFocus={() => setActive(position)}
                  onClick={() => onAction(tool.action)}
                  data-action={tool.action}
                >
                  {tool.icon}
                </IconButton>
              </Tooltip>
            )
          })}
        </div>
      ))}
    </div>
  )
}
