import { TOAST_DURATION_MS, type ToastKind } from '../../../domain/constants.ts'

export type Toast = { id: number; kind: ToastKind; message: string; detail?: string }

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
export function showToast(kind: ToastKind, message: string, detail?: string) {
  const id = nextId++
  toasts = [...toasts, { id, kind, message, detail }]
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]),
  )
  emit()
  return id
}

export const toast = {
  success: (message: string, detail?: string) => showToast('success', message, detail),
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
