// Initial download of the console (what the first page needs) and the largest lazy chunks, gzip.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { kb, table } from './support.ts'

const root = path.resolve(import.meta.dirname, '../..')
const out = mkdtempSync(path.join(tmpdir(), 'canopy-bundle-'))
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--logLevel', 'error'],
  {
    cwd: root,
    stdio: 'inherit',
  },
)

const gz = (file: string) => gzipSync(readFileSync(path.join(out, file))).length
const html = readFileSync(path.join(out, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)

// Follow static imports of the entry: the browser fetches those before the first render.
const seen = new Set<string>()
const visit = (file: string) => {
  if (seen.has(file)) return
  seen.add(file)
  if (!file.endsWith('.js')) return
  const code = readFileSync(path.join(out, file), 'utf8')
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    visit(`assets/${m[1]}`)
}
for (const file of initial) visit(file)

const js = [...seen].filter((f) => f.endsWith('.js'))
const css = [...seen].filter((f) => f.endsWith('.css'))
const sum = (files: string[]) => files.reduce((total, file) => total + gz(file), 0)
const all = readdirSync(path.join(out, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ chunk: f, gzip: gz(`assets/${f}`), raw: statSync(path.join(out, 'assets', f)).size }))
  .sort((a, b) => b.gzip - a.gzip)

table([
  { what: 'initial JS (entry + static imports)', files: js.length, gzip: kb(sum(js)) },
  { what: 'initial CSS', files: css.length, gzip: kb(sum(css)) },
  { what: 'all JS chunks', files: all.length, gzip: kb(all.reduce((t, c) => t + c.gzip, 0)) },
])
console.log('largest chunks:')
table(all.slice(0, 6).map((c) => ({ chunk: c.chunk, gzip: kb(c.gzip), raw: kb(c.raw) })))
rmSync(out, { recursive: true, force: true })
