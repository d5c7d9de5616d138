import { toastStore } from '../../../src/console/ui/toasts/toastStore.ts'

// Every notice shown since the test began, gone or not: a success notice stays 1.5 s
// (docs/product.md §9), and on CI's busy cores a test can look a moment after it went. What
// a person would have seen is the notice shown, not whether it is still there.

const shown: { message: string; detail?: string }[] = []
let last: readonly { id: number }[] = []
toastStore.subscribe(() => {
  const now = toastStore.getSnapshot()
  const before = new Set(last.map((toast) => toast.id))
  for (const toast of now) {
    if (!before.has(toast.id)) shown.push({ message: toast.message, detail: toast.detail })
  }
  last = now
})

/** The messages of the notices shown since the test began, in order. */
export const toastsShown = () => shown.map((toast) => toast.message)

/** Every notice's message and detail as one text, for `toContain`. */
export const toastTexts = () =>
  shown.map((toast) => [toast.message, toast.detail].filter(Boolean).join(' ')).join('\n')

/** Called before each test (setup.ts). */
export function forgetToasts() {
  shown.length = 0
}
