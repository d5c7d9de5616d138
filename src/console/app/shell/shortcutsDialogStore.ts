/** Whether the `?` dialog is open: the key, the palette's command and the dialog share it. */
let open = false
const listeners = new Set<() => void>()

export const shortcutsDialog = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  isOpen: () => open,
  set(next: boolean) {
    if (next === open) return
    open = next
    for (const listener of listeners) listener()
  },
}
