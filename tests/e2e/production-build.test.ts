import { describe, expect, it } from 'vitest'
import { baseUrl } from './support/browser.ts'

// The browser tests test the console users get: `npm start` builds for production whatever
// NODE_ENV its caller has (vitest's is `test`, which made Vite build React's development build,
// which the next `npm start` then served, being newer than the sources).

/** A string only React's development build carries (react-dom-client.development.js). */
const DEVELOPMENT_ONLY = 'Download the React DevTools'

describe('the console the server serves', () => {
  it('is the production build: no JavaScript it loads at start carries React’s development build', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!)
    const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
      (match) => match[1]!,
    )
    expect(scripts.length).toBeGreaterThan(0)
    let read = 0
    for (const file of [...scripts, ...preloads]) {
      const response = await fetch(new URL(file, `${baseUrl}/`))
      expect(response.status, file).toBe(200)
      const code = await response.text()
      read += code.length
      expect(code.includes(DEVELOPMENT_ONLY), `${file} is React's development build`).toBe(false)
    }
    // React itself was among what was read (the start chunk holds it).
    expect(read).toBeGreaterThan(100_000)
  })
})
