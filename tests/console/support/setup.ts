import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
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
