import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse } from '@babel/parser'
import { check } from 'recheck'
import { describe, expect, it } from 'vitest'

// Every regular expression in the product's code passes a ReDoS checker: a pattern that can
// backtrack badly froze the whole server for 8.6 s on one long e-mail. recheck proves each one
// linear (or finds an attack string). Patterns are read from the source, so a new one is
// checked without anyone listing it.

const root = path.resolve(import.meta.dirname, '../..')
const folders = ['src', 'machines']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith('.d.ts') ? [file] : []
  })
}

type Found = { where: string; source: string; flags: string }

/** Regex literals, and `new RegExp('…')` / `RegExp('…')` with a literal pattern. */
function regexesIn(code: string, file: string): Found[] {
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true })
  const found: Found[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    const current = node as { type?: string; loc?: { start: { line: number } }; [key: string]: unknown }
    const where = `${path.relative(root, file)}:${current.loc?.start.line}`
    if (current.type === 'RegExpLiteral') {
      found.push({ where, source: current.pattern as string, flags: current.flags as string })
    }
    if (
      (current.type === 'NewExpression' || current.type === 'CallExpression') &&
      (current.callee as { name?: string }).name === 'RegExp'
    ) {
      const [pattern, flags] = current.arguments as { type: string; value?: string }[]
      if (pattern?.type === 'StringLiteral') {
        found.push({
          where,
          source: pattern.value!,
          flags: flags?.type === 'StringLiteral' ? flags.value! : '',
        })
      }
    }
    for (const [key, child] of Object.entries(current)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end' && typeof child === 'object') visit(child)
    }
  }
  visit(ast.program)
  return found
}

describe('regular expressions', () => {
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)))
  const regexes = files.flatMap((file) => regexesIn(readFileSync(file, 'utf8'), file))

  it('finds the patterns in the code (the e-mail and id rules among them)', () => {
    expect(regexes.length).toBeGreaterThan(20)
    const sources = regexes.map((regex) => regex.source)
    expect(sources).toContain('^[1-9][0-9]*$')
    expect(sources.some((source) => source.includes('@'))).toBe(true)
  })

  it('are all safe from catastrophic backtracking', { timeout: 120_000 }, async () => {
    const unsafe: string[] = []
    for (const regex of regexes) {
      const result = await check(regex.source, regex.flags, { timeout: 10_000 })
      if (result.status !== 'safe') {
        const detail =
          result.status === 'vulnerable'
            ? `${result.complexity.summary}, attack ${result.attack.pattern}`
            : `${result.status}: ${'error' in result ? JSON.stringify(result.error) : ''}`
        unsafe.push(`${regex.where} /${regex.source}/${regex.flags} → ${detail}`)
      }
    }
    expect(unsafe).toEqual([])
  })

  it('the checker catches the pattern that froze the server', async () => {
    const result = await check('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '')
    expect(result.status).toBe('vulnerable')
  })
})
