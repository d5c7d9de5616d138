/**
 * What "usable" means, checked in the page. A drawer is usable at the first painted frame in
 * which:
 * - the dialog named `dialog` is open (its title; the topmost one of that name),
 * - focus is inside it (on its first field where the drawer has one: `focusValue` is then that
 *   field's value, the record's),
 * - every text of `texts` is in it (e.g. a feedback's message), every `[selector, text]` of
 *   `values` is an element in it whose value holds that text (a textarea's JSON),
 * - `editor`: its rich text editor shows this text (the infographic's description, rendered),
 * - `tab`: this tab is selected and its panel has rendered,
 * - `button`: a button with this text is in it (the deletion request's Confirm).
 * Timed from the click event's own time stamp (when the mouse button came up, so a busy page's
 * delay counts), to that frame (`requestAnimationFrame`, then the task after it, as the palette
 * bench does). After that, `keyDelay` is how long a key pressed then took to reach the field (its
 * `keydown` time stamp to the `input` event): a field that shows but whose page is still busy
 * does not accept a character yet. With `data` (a part of the record's address), `framesLate` is
 * how many frames showed the drawer not yet usable although its record was there (the response's
 * end; read on hover, the record is there at the click): 0 when the drawer is usable in the first
 * frame that shows it after its data arrived (issue 23's "within one frame after its data").
 *
 * Plain text, not a function: the bench runs through tsx, whose compiled functions call a helper
 * (`__name`) the page does not have.
 */
export const drawerProbe = `
(() => {
  let armed = null
  let key = null
  addEventListener('click', (event) => {
    if (armed && !armed.clickAt) {
      armed.clickAt = event.timeStamp
      requestAnimationFrame(check)
    }
  }, true)
  addEventListener('keydown', (event) => {
    if (key && !key.downAt) key.downAt = event.timeStamp
  }, true)
  addEventListener('input', () => {
    if (key && key.downAt && !key.inputAt) key.inputAt = performance.now()
  }, true)

  const text = (element) => (element && element.textContent ? element.textContent : '')
  const titled = (name) => {
    const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter((dialog) => {
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') || '')
      return text(title).trim() === name
    })
    return dialogs.at(-1) || null
  }
  const holds = (spec) => {
    const dialog = titled(spec.dialog)
    if (!dialog) return false
    const active = document.activeElement
    if (!active || !dialog.contains(active)) return false
    if (spec.focusValue !== undefined && active.value !== spec.focusValue) return false
    const content = text(dialog)
    if (spec.texts && !spec.texts.every((wanted) => content.includes(wanted))) return false
    if (spec.values && !spec.values.every(([selector, wanted]) => {
      const element = dialog.querySelector(selector)
      return element && String(element.value).includes(wanted)
    })) return false
    if (spec.editor !== undefined) {
      const editor = dialog.querySelector('.ProseMirror')
      if (!editor || !text(editor).includes(spec.editor)) return false
    }
    if (spec.tab !== undefined) {
      const tab = [...dialog.querySelectorAll('[role="tab"][aria-selected="true"]')]
        .find((candidate) => text(candidate).startsWith(spec.tab))
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls') || '')
      if (!panel || !panel.firstElementChild) return false
    }
    if (spec.button !== undefined) {
      const buttons = [...dialog.querySelectorAll('button')]
      if (!buttons.some((button) => text(button).trim() === spec.button)) return false
    }
    return true
  }
  function check() {
    if (!armed || armed.readyAt) return
    const usable = holds(armed.spec)
    if (!usable && titled(armed.spec.dialog)) armed.shownAt.push(performance.now())
    if (usable) {
      const run = armed
      setTimeout(() => { run.readyAt = performance.now() })
      return
    }
    requestAnimationFrame(check)
  }

  window.__drawerBench = {
    arm(spec) { armed = { spec, clickAt: 0, readyAt: 0, shownAt: [] } },
    took() { return armed && armed.readyAt ? armed.readyAt - armed.clickAt : null },
    framesLate() {
      if (!armed || !armed.readyAt || !armed.spec.data) return null
      const loads = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(armed.spec.data))
      const dataAt = Math.max(armed.clickAt, ...loads.map((entry) => entry.responseEnd))
      return armed.shownAt.filter((at) => at >= dataAt).length
    },
    armKey() { key = { downAt: 0, inputAt: 0 } },
    keyDelay() { return key && key.inputAt ? key.inputAt - key.downAt : null },
  }
})()
`

/** A drawer's "usable" condition (see `drawerProbe`). */
export type ReadySpec = {
  dialog: string
  focusValue?: string
  /** The focused field takes a typed key (false: it is read-only, as a calculation table's name). */
  typing?: boolean
  texts?: string[]
  values?: [selector: string, text: string][]
  editor?: string
  tab?: string
  button?: string
  /** A part of the record's address (`/api/bpt-question/`): count the drawer's frames after it came, not yet usable. */
  data?: string
}
