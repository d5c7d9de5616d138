import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLanguage } from '../../../../src/console/app/i18n/i18n.ts'
import { LanguageProvider, useLanguage } from '../../../../src/console/app/i18n/LanguageProvider.tsx'

// The Dutch catalog comes slowly, as over a slow line: a later choice of English must still win.
vi.mock('../../../../src/locales/nl/public.po', async () => {
  await new Promise((resolve) => setTimeout(resolve, 100))
  return { messages: {} }
})

/** What the page's keys read: the language the console's context holds at this moment. */
let contextLang = ''

function Switch() {
  const { lang, setLang } = useLanguage()
  contextLang = lang
  return (
    <>
      <button type="button" onClick={() => void setLang('nl')}>
        nl
      </button>
      <button type="button" onClick={() => void setLang('en')}>
        en
      </button>
    </>
  )
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LanguageProvider initial="en">
        <Switch />
      </LanguageProvider>
    </QueryClientProvider>,
  )

/** Resolves with the console's language at the moment the page's `lang` becomes `lang`. */
const contextWhenPageReads = (lang: string) =>
  new Promise<string>((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.documentElement.lang !== lang) return
      observer.disconnect()
      resolve(contextLang)
    })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  })

// As at start-up: English active, nothing remembered.
beforeEach(() => activateLanguage('en', { remember: false }))
afterEach(() => {
  document.documentElement.lang = 'en'
  localStorage.clear()
})

describe('switching the language', () => {
  // First: the Dutch catalog is slow only the first time it loads.
  it('ends in the language chosen last when two choices follow each other at once', async () => {
    show()
    await act(async () => {
      screen.getByRole('button', { name: 'nl' }).click()
      screen.getByRole('button', { name: 'en' }).click()
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    expect(document.documentElement.lang).toBe('en')
    expect(contextLang).toBe('en')
    expect(localStorage.getItem('canopy.lang')).toBe('en')
  })

  it('has the console in Dutch by the time the page says Dutch, so the next shortcut finds Dutch commands', async () => {
    show()
    const seen = contextWhenPageReads('nl')
    await act(async () => screen.getByRole('button', { name: 'nl' }).click())
    expect(await seen).toBe('nl')
  })
})
