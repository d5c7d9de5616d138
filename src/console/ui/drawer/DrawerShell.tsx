import { Theme } from '@radix-ui/themes'
import { Dialog } from 'radix-ui'
import type { KeyboardEvent, ReactNode, Ref } from 'react'
import { returnFocus } from '../focus/returnFocus.ts'
import type { DrawerLayer } from '../layers/layers.ts'
import { keepOpenOnToastPress } from '../toasts/toastPresses.ts'
import './drawer.css'

type ContentProps = Pick<Dialog.DialogContentProps, 'onOpenAutoFocus' | 'onKeyDown' | 'onEscapeKeyDown'>

/**
 * The side drawer every record drawer, the feedback detail and Sort and Hierarchy open in: a modal
 * Radix dialog at the right edge over a dimmed page, in the app's theme. Esc, the overlay and the
 * header's close button ask to close (`onClose`); the drawer decides (it may ask first). Its title
 * is the `DrawerHeader`'s; it has no description.
 */
export function DrawerShell({
  open,
  onClose,
  layer = 'drawer',
  className,
  contentRef,
  returnFocusTo,
  returnFocusList,
  focusOnClose,
  children,
  ...content
}: ContentProps & {
  open: boolean
  onClose: () => void
  /** Its place in the console's layers (layers.css): 'nested-drawer' for a drawer opened from a drawer. */
  layer?: DrawerLayer
  /** Added to `form-drawer`, e.g. for a wider drawer. */
  className?: string
  contentRef?: Ref<HTMLDivElement>
  /**
   * The list row focus returns to once the drawer has closed (read then: a record just added has
   * its id by then); null for the list itself. Focus never drops to the page body.
   */
  returnFocusTo?: () => string | number | null
  /** The list that row is in, when the page has a second one: that table's `urlPrefix`. */
  returnFocusList?: string
  /**
   * A drawer opened from inside another (the media drawer over a record's drawer) gives focus back
   * to an element of that drawer instead of a list row: the element this returns, when it has one.
   */
  focusOnClose?: () => HTMLElement | null | undefined
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Theme>
          <Dialog.Overlay className="form-drawer-overlay" data-layer={layer} />
          <Dialog.Content
            ref={contentRef}
            className={className ? `form-drawer ${className}` : 'form-drawer'}
            data-layer={layer}
            aria-describedby={undefined}
            // A toast lies above the drawer (layers.css): dismissing it leaves the drawer open.
            onPointerDownOutside={keepOpenOnToastPress}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              const inside = focusOnClose?.()
              if (inside) inside.focus()
              else returnFocus(returnFocusTo?.() ?? null, returnFocusList)
            }}
            {...content}
            // React sends events up the component tree, through portals: a form submitted in a
            // drawer opened from another drawer's form (the media drawer over a record) must not
            // submit that form too.
            onSubmit={(event) => event.stopPropagation()}
            onEscapeKeyDown={(event) => {
              // A part of the drawer with an Esc of its own (a panel's form, where Esc cancels
              // that form) keeps the drawer open; it handles the key itself.
              if (document.activeElement?.closest(`[${OWN_ESCAPE}]`)) {
                event.preventDefault()
                return
              }
              content.onEscapeKeyDown?.(event)
            }}
          >
            {children}
          </Dialog.Content>
        </Theme>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * Marks a part of a drawer that handles Esc itself (e.g. a form inside a panel: Esc cancels that
 * form, not the drawer): `<form {...{ [OWN_ESCAPE]: '' }}>`.
 */
export const OWN_ESCAPE = 'data-own-escape'

/** Ctrl+Enter (⌘+Enter on a Mac) saves a drawer from anywhere in it. */
export const isSaveShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key === 'Enter'
