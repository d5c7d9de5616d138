import { TOAST_DURATION_MS, type ToastKind } from '../../../domain/constants.ts'

/** A notice's one action (Undo): pressing it runs `run` and dismisses the notice. */
export type ToastAction = { label: string; run: () => void }

export type Toast = { id: number; kind: ToastKind; message: string; detail?: string; action?: ToastAction }

/**
 * How long a notice with an action stays: long enough to reach its button (§9's 1.5 s for a success
 * is not); the palette offers the same action meanwhile, for the keyboard.
 */
export const ACTION_TOAST_MS = 6_000

type Listener = () => void
let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

const emit = () => {
  for (const listener of listeners) listener()
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

/** Shows a notification for the time docs/product.md §9 gives its kind (error 4 s, warning 3 s, info 2 s, success 1.5 s). */
export function showToast(kind: ToastKind, message: string, detail?: string, action?: ToastAction) {
  const id = nextId++
  toasts = [...toasts, { id, kind, message, detail, action }]
  const duration = action ? Math.max(ACTION_TOAST_MS, TOAST_DURATION_MS[kind]) : TOAST_DURATION_MS[kind]
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  )
  emit()
  return id
}

export const toast = {
  success: (message: string, detail?: string, action?: ToastAction) =>
    showToast('success', message, detail, action),
  info: (message: string, detail?: string) => showToast('info', message, detail),
  warning: (message: string, detail?: string) => showToast('warning', message, detail),
  error: (message: string, detail?: string) => showToast('error', message, detail),
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => toasts,
}
