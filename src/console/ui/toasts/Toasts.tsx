import { useLingui } from '@lingui/react/macro'
import { Button, IconButton } from '@radix-ui/themes'
import { useSyncExternalStore } from 'react'
import type { ToastKind } from '../../../domain/constants.ts'
import { Cross2Icon } from '../icons/publicIcons.tsx'
import { BodyLayer } from '../layers/BodyLayer.tsx'
import { recordToastPress } from './toastPresses.ts'
import { dismissToast, toastStore } from './toastStore.ts'
import './toasts.css'

/** Fixed colours of docs/product.md §9: success green, warning orange, error dark red. */
export const toastColours: Record<ToastKind, string> = {
  success: '#1e7b34',
  warning: '#d9730d',
  error: '#8b0000',
  info: '#1f5fa8',
}

// White on the spec's orange is below 4.5:1, so warnings carry dark text.
const textColours: Record<ToastKind, string> = {
  success: 'white',
  warning: '#1c1c1c',
  error: 'white',
  info: 'white',
}

/** The toasts, bottom right, above everything else (layers.css), a drawer and the palette included. */
export function Toasts() {
  const { t } = useLingui()
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot)
  return (
    <BodyLayer>
      {/* A live region: a modal drawer or dialog hides the rest of <body> from assistive technology
          while it is open (Radix's hideOthers) but keeps live regions, so a toast shown over a
          drawer is still heard. */}
      <section
        className="toasts"
        aria-label={t`Notifications`}
        aria-live="polite"
        onPointerDownCapture={(event) => recordToastPress(event.nativeEvent)}
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className="toast"
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-kind={toast.kind}
            style={{ background: toastColours[toast.kind], color: textColours[toast.kind] }}
          >
            <div className="toast-text">
              <strong>{toast.message}</strong>
              {toast.detail ? <span>{toast.detail}</span> : null}
            </div>
            {toast.action ? (
              <Button
                size="1"
                variant="outline"
                highContrast
                style={{ color: textColours[toast.kind] }}
                onClick={() => {
                  dismissToast(toast.id)
                  toast.action?.run()
                }}
              >
                {toast.action.label}
              </Button>
            ) : null}
            <IconButton
              size="1"
              variant="ghost"
              highContrast
              aria-label={t`Dismiss`}
              onClick={() => dismissToast(toast.id)}
              style={{ color: textColours[toast.kind] }}
            >
              <Cross2Icon />
            </IconButton>
          </div>
        ))}
      </section>
    </BodyLayer>
  )
}
