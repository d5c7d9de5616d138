import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicSources } from '../../lingui.config.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** msgid → msgstr of a .po file, leaving out obsolete (#~) entries and the header. */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>()
  let id: string | null = null
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) id = JSON.parse(line.slice(6))
    else if (line.startsWith('msgstr ') && id) {
      entries.set(id, JSON.parse(line.slice(7)))
      id = null
    }
  }
  return entries
}

/**
 * Extracts the messages of the current source into a scratch copy of the catalogs, so the check
 * sees strings nobody has extracted yet, without touching the committed files.
 */
describe('translation catalogs', () => {
  let scratch: string
  let extracted: { en: Map<string, string>; nl: Map<string, string> }
  let extractedPublic: { en: Map<string, string>; nl: Map<string, string> }

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'canopy-i18n-'))
    cpSync(path.join(root, 'src/locales'), path.join(scratch, 'locales'), { recursive: true })
    const config = path.join(scratch, 'lingui.config.cjs')
    writeFileSync(
      config,
      `module.exports = ${JSON.stringify({
        rootDir: root,
        sourceLocale: 'en',
        locales: ['en', 'nl'],
        format: 'po',
        catalogs: [
          { path: path.join(scratch, 'locales/{locale}/public'), include: publicSources },
          {
            path: path.join(scratch, 'locales/{locale}/messages'),
            include: ['<rootDir>/src/console', '<rootDir>/machines'],
          },
        ],
      })}`,
    )
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--config', config],
      {
        cwd: root,
        stdio: 'pipe',
      },
    )
    extracted = {
      en: readPo(path.join(scratch, 'locales/en/messages.po')),
      nl: readPo(path.join(scratch, 'locales/nl/messages.po')),
    }
    extractedPublic = {
      en: readPo(path.join(scratch, 'locales/en/public.po')),
      nl: readPo(path.join(scratch, 'locales/nl/public.po')),
    }
  }, 60_000)

  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('has a Dutch translation for every message in the interface', () => {
    const missing = [...extracted.nl].filter(([, text]) => !text.trim()).map(([id]) => id)
    expect(missing, 'messages without Dutch text: fill them in src/locales/nl/messages.po').toEqual([])
  })

  it('committed catalogs hold every message of the source (run npm run i18n:extract)', () => {
    const committed = readPo(path.join(root, 'src/locales/en/messages.po'))
    const notCommitted = [...extracted.en.keys()].filter((id) => !committed.has(id))
    expect(notCommitted).toEqual([])
  })

  it('the public catalog (what the login page loads) is complete in Dutch and agrees with the whole', () => {
    const committed = readPo(path.join(root, 'src/locales/en/public.po'))
    expect([...extractedPublic.en.keys()].filter((id) => !committed.has(id))).toEqual([])
    expect([...extractedPublic.nl].filter(([, text]) => !text.trim()).map(([id]) => id)).toEqual([])
    // The login page's messages read the same before and after the whole catalog arrives.
    const differing = [...extractedPublic.nl].filter(([id, text]) => extracted.nl.get(id) !== text)
    expect(differing).toEqual([])
    expect(extractedPublic.en.size).toBeGreaterThan(20)
    expect(extractedPublic.en.size).toBeLessThan(extracted.en.size / 5)
  })

  it('keeps placeholders and tags intact in Dutch', () => {
    // Argument names ({count}, {title}; plural branches are free text) and numbered tags (<0>, </0>).
    const tokens = (text: string) =>
      [...text.matchAll(/\{(\w+)(?=[,}])|<\/?\d+\/?>/g)].map((match) => match[1] ?? match[0]).sort()
    const broken = [...extracted.nl]
      .filter(([id, text]) => text && JSON.stringify(tokens(id)) !== JSON.stringify(tokens(text)))
      .map(([id]) => id)
    expect(broken).toEqual([])
  })
})
