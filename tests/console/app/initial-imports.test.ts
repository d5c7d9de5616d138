import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// What every visit loads before the first page, the login page included: everything `main.tsx`
// reaches through static value imports (type-only imports vanish at build, `import()` is a lazy
// chunk). The signed-in shell, its palette and the areas' commands are a chunk of their own;
// forms, workflows and drag and drop belong to the pages that use them. Pulling one of them in (a
// palette command importing a schema, say) costs every visit its download (issue 11: the login
// page ≤ 150 kB). `npm run bench login` measures the bytes in Chromium.
const root = path.resolve(import.meta.dirname, '../../..')
const heavy = [
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  'xstate',
  '@xstate/react',
  '@dnd-kit/core',
  'cmdk',
  // The console's router: a visit that starts on /login or /register renders without it (Pages.tsx).
  'react-router',
  'react-router-dom',
  // One module holding every icon the console uses: src/console/ui/icons/publicIcons.tsx instead.
  '@radix-ui/react-icons',
]

const valueImports = (code: string) => {
  const found: string[] = []
  // No `(` in the clause: `export const load = () => import('./x')` is a lazy chunk, not an import.
  const statement = /^\s*(?:import|export)\s+(?!type\b)([^'"(]*?)\s*(?:from\s*)?['"]([^'"]+)['"]/gm
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

describe('the first download of every visit', () => {
  const { files, packages } = initialGraph(path.join(root, 'src/console/main.tsx'))

  it('holds neither the signed-in shell, nor the palette, nor any area’s commands', () => {
    const shellParts = [...files]
      .map((file) => path.relative(root, file))
      .filter((file) => /commands\.ts$|\/Shell\.tsx$|CommandPalette\.tsx$|ShellTheme\.tsx$/.test(file))
    expect(shellParts).toEqual([])
  })

  it.each(heavy)('does not import %s (areas load it with their own chunk)', (name) => {
    expect(packages.get(name), `${name} is imported by ${packages.get(name)}`).toBeUndefined()
  })
})

describe('the signed-in shell’s chunk', () => {
  it('loads the palette commands of every area before it renders', async () => {
    const { areas } = await import('../../../src/console/areas/index.ts')
    const { loadAreaCommands } = await import('../../../src/console/app/palette/areaCommands.ts')
    const { commandRegistry } = await import('../../../src/console/app/palette/registry.ts')
    await loadAreaCommands()
    const registered = new Set(commandRegistry.getSnapshot().map((command) => command.id))
    const withCommands = areas.filter((area) => area.commands)
    expect(withCommands.map((area) => area.route)).toEqual(
      expect.arrayContaining(['categories', 'users', 'labels', 'data-tables', 'feedback', 'content']),
    )
    for (const area of withCommands) {
      const commands = await area.commands!()
      expect(commands.length, area.route).toBeGreaterThan(0)
      for (const command of commands) expect(registered.has(command.id), command.id).toBe(true)
    }
  })
})
