import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeEach } from 'vitest'
import { forgetToasts } from './toastLog.ts'

// jsdom lacks these; cmdk and Radix call them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.scrollIntoView ??= () => {}
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => {}

// The console tests run beside the browser tests (scripts/test.mjs): on 2 busy cores a debounced
// search or a focus move can take longer than testing-library's 1 s to show. Waiting longer
// changes no assertion; a wrong result still fails, later.
configure({ asyncUtilTimeout: 5_000 })

beforeEach(() => forgetToasts())
afterEach(() => cleanup())

// Milkdown's start-up steps (@milkdown/ctx's Timer) each leave a 3 s timeout that calls the
// window's `removeEventListener` when it fires, even when the step finished long before. A file
// that ends sooner after mounting an editor leaves those timeouts to fire after vitest has taken
// jsdom's globals away, where they throw "removeEventListener is not defined" (CI, stop 33). The
// steps listen on the window under their own names (ConfigReady, EditorViewReady…), which, unlike
// DOM events, start with a capital: the file's end waits until the last such timeout has run.
const EDITOR_STEP_TIMEOUT_MS = 3_000
let lastEditorStepAt = 0
const listen = globalThis.addEventListener
globalThis.addEventListener = function (this: unknown, type: string, ...rest: never[]) {
  if (/^[A-Z]/.test(type)) lastEditorStepAt = Date.now()
  return Reflect.apply(listen, this ?? globalThis, [type, ...rest])
} as typeof globalThis.addEventListener
afterAll(async () => {
  const left = lastEditorStepAt + EDITOR_STEP_TIMEOUT_MS + 100 - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
})
