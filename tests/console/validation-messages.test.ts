import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { translateValidation } from '../../src/console/ui/forms/validationMessages.ts'
import { NO_PUSH_TOKEN_MESSAGE } from '../../src/domain/users.ts'
import { messages as dutch } from '../../src/locales/nl/messages.po'
import { collectDomainMessages, renderMessagesModule } from '../support/domain-messages.ts'

// Every message a domain schema or rule can produce shows in Dutch in the Dutch interface. The
// domain writes each text once, in English; `npm run i18n:extract` generates the console's catalog
// entries from it (src/console/ui/forms/domainMessages.ts). A message added to the domain without
// re-running it, or without a Dutch translation, would show in English to Dutch staff: this fails.

const modulePath = path.resolve(import.meta.dirname, '../../src/console/ui/forms/domainMessages.ts')

describe('validation messages in Dutch', () => {
  it('the console knows every message src/domain writes (domainMessages.ts is current)', async () => {
    const expected = renderMessagesModule(await collectDomainMessages())
    expect(readFileSync(modulePath, 'utf8'), 'run `npm run i18n:extract`').toBe(expected)
  })

  it('every message a domain schema produces or names has a Dutch translation', async () => {
    const i18n = setupI18n({ locale: 'nl', messages: { nl: dutch } })
    const all = await collectDomainMessages()
    expect(all.size).toBeGreaterThan(30)
    const untranslated = [...all]
      .filter(([text]) => translateValidation(i18n, text) === text)
      .map(([text, where]) => `${text} (${where})`)
    expect(untranslated).toEqual([])
  })

  it('the Notifications panel warns in Dutch about a user without a push token (a constant, not a schema)', () => {
    const i18n = setupI18n({ locale: 'nl', messages: { nl: dutch } })
    expect(translateValidation(i18n, NO_PUSH_TOKEN_MESSAGE)).toBe(
      'Deze gebruiker heeft geen token of heeft meldingen uitgeschakeld.',
    )
  })

  it('finds the messages a schema declares, a refinement names and fuzzing produces', async () => {
    const all = await collectDomainMessages()
    // Declared on a check that random input rarely reaches (more than 10,000 entries).
    expect(all.get('Order takes at most 10000 entries.')).toMatch(/^ordering\.ts /)
    // Written by a refinement, so named in `orderingMessages`.
    expect(all.has('Each id may appear only once.')).toBe(true)
    // The global fallback for a wrong type.
    expect(all.has('This should be text.')).toBe(true)
  })

  it('shows a message nobody registered as it came, and a registered one in Dutch', () => {
    const i18n = setupI18n({ locale: 'nl', messages: { nl: dutch } })
    expect(translateValidation(i18n, 'A message nobody registered.')).toBe('A message nobody registered.')
    expect(translateValidation(i18n, 'Title is required.')).not.toBe('Title is required.')
  })
})
