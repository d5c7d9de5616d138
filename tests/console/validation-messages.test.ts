import { readdirSync } from 'node:fs'
import path from 'node:path'
import { setupI18n } from '@lingui/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { translateValidation } from '../../src/console/ui/forms/validationMessages.ts'
import { messages as dutch } from '../../src/locales/nl/messages.po'
import { arbitraryFor } from '../support/zod-arbitrary.ts'
import { isZodSchema } from '../support/zod-schemas.ts'

// Every message a domain schema or rule can produce shows in Dutch in the Dutch interface. The
// domain writes each text once, in English; the console's areas register its translation
// (`registerValidationMessages`). A message added to the domain and not registered would show in
// English to Dutch staff: this finds every such message by collecting what the schemas say.

const root = path.resolve(import.meta.dirname, '../..')
const domainDir = path.join(root, 'src/domain')
const areasDir = path.join(root, 'src/console/areas')

/** The areas' message registrations load with their pages; here, all of them. */
async function registerAllAreas() {
  for (const area of readdirSync(areasDir)) {
    const file = path.join(areasDir, area, 'messages.ts')
    try {
      await import(file)
    } catch (error) {
      if (
        (error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND' &&
        !String(error).includes('Failed to load')
      ) {
        throw error
      }
    }
  }
}

async function domainModules() {
  const files = readdirSync(domainDir).filter((name) => name.endsWith('.ts'))
  return Promise.all(
    files.map(
      async (file) => [file, (await import(path.join(domainDir, file))) as Record<string, unknown>] as const,
    ),
  )
}

/** Messages the domain names itself: the values of every exported `…Messages` object. */
function namedMessages(modules: (readonly [string, Record<string, unknown>])[]) {
  const found = new Set<string>()
  for (const [, module] of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (!/Messages$/.test(name) || !value || typeof value !== 'object') continue
      for (const text of Object.values(value)) if (typeof text === 'string') found.add(text)
    }
  }
  return found
}

/** Messages the schemas produce for bad input: empty, wrong types, and fuzzed values bent at the edges. */
function producedMessages(modules: (readonly [string, Record<string, unknown>])[]) {
  const found = new Map<string, string>()
  for (const [file, module] of modules) {
    for (const [name, schema] of Object.entries(module)) {
      if (!isZodSchema(schema) || /Dto|Answer|Schema$/.test(name) === false) continue
      const inputs = [
        undefined,
        null,
        {},
        [],
        '',
        42,
        ...fc.sample(arbitraryFor(schema), { numRuns: 300, seed: 7 }),
      ]
      for (const input of inputs) {
        const result = schema.safeParse(input)
        for (const issue of result.error?.issues ?? []) {
          if (!found.has(issue.message)) found.set(issue.message, `${file} ${name}`)
        }
      }
    }
  }
  return found
}

describe('validation messages in Dutch', () => {
  it('every message a domain schema produces or names has a Dutch translation', async () => {
    await registerAllAreas()
    const i18n = setupI18n({ locale: 'nl', messages: { nl: dutch } })
    const modules = await domainModules()
    const produced = producedMessages(modules)
    const all = new Map<string, string>([
      ...[...namedMessages(modules)].map((text) => [text, 'named'] as [string, string]),
      ...produced,
    ])
    expect(all.size).toBeGreaterThan(30)
    const untranslated = [...all]
      .filter(([text]) => translateValidation(i18n, text) === text)
      .map(([text, where]) => `${text} (${where})`)
    expect(untranslated).toEqual([])
  })

  it('the check finds a message that is not registered', () => {
    const i18n = setupI18n({ locale: 'nl', messages: { nl: dutch } })
    expect(translateValidation(i18n, 'A message nobody registered.')).toBe('A message nobody registered.')
    expect(translateValidation(i18n, 'Title is required.')).not.toBe('Title is required.')
  })
})
