import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// What the shell loads before the first page: everything `main.tsx` reaches through static value
// imports (type-only imports vanish at build, `import()` is a lazy chunk). Forms, workflows and
// drag and drop belong to the areas that use them; pulling one into the shell (a palette command
// importing a schema, say) costs every visit its download. `npm run bench` measures the bytes.
const root = path.resolve(import.meta.dirname, '../../..')
const heavy = ['zod', 'react-hook-form', '@hookform/resolvers', 'xstate', '@xstate/react', '@dnd-kit/core']

const valueImports = (code: string) => {
  const found: string[] = []
  const statement = /^\s*(?:import|export)\s+(?!type\b)([^'"]*?)\s*(?:from\s*)?['"]([^'"]+)['"]/gm
  for (const match of code.matchAll(statement)) {
    const clause = match[1]!.trim()
    // `import { type A, type B } from` is erased like `import type`.
    const names = /^\{([^}]*)\}$/.exec(clause)?.[1]
    if (names?.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) continue
    found.push(match[2]!)
  }
  return found
}

const resolveLocal = (from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.(ts|tsx)$/)) return candidate
  }
  return null
}

function initialGraph(entry: string) {
  const files = new Set<string>()
  const packages = new Map<string, string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier)
        if (local) visit(local)
      } else {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!
        if (!packages.has(name)) packages.set(name, path.relative(root, file))
      }
    }
  }
  visit(entry)
  return { files, packages }
}

describe('the shell’s first download', () => {
  const { files, packages } = initialGraph(path.join(root, 'src/console/main.tsx'))

  it('reaches the palette commands of every area (they load with the shell)', () => {
    const areas = [...files]
      .filter((file) => file.endsWith('commands.ts'))
      .map((file) => path.basename(path.dirname(file)))
    expect(areas).toEqual(
      expect.arrayContaining(['categories', 'users', 'labels', 'data-tables', 'feedback']),
    )
  })

  it.each(heavy)('does not import %s (areas load it with their own chunk)', (name) => {
    expect(packages.get(name), `${name} is imported by ${packages.get(name)}`).toBeUndefined()
  })
})
