// Initial download of the console (what the first page needs) and the largest lazy chunks, gzip.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildConsole } from './console-build.ts'
import { kb, table } from './support.ts'

const out = buildConsole()

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
if (process.env.BUNDLE_LIST) console.log(js.map((f) => `${f} ${gz(f)}`).join('\n'))
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
// The markdown editor (Milkdown) is its own chunk, fetched only by a rich text field (issue 10:
// ≤ 150 kB gzip, in no page chunk without one). `tests/e2e/rich-text.test.ts` checks the second
// half in Chromium; here: its size, and that neither the initial download nor any other chunk
// imports it statically.
const editor = all.filter((c) => c.chunk.startsWith('MarkdownEditor-'))
const editorImporters = all.filter((c) => {
  const code = readFileSync(path.join(out, 'assets', c.chunk), 'utf8')
  return editor.some((e) => new RegExp(`import[^;]*?["']\\./${e.chunk.replace('.', '\\.')}["']`).test(code))
})
table(
  editor.map((c) => ({
    what: 'markdown editor chunk',
    gzip: kb(c.gzip),
    target: '≤ 150 kB',
    met: c.gzip <= 150 * 1024 ? 'yes' : 'NO',
    'in the initial download': seen.has(`assets/${c.chunk}`) ? 'YES' : 'no',
    'imported statically by': editorImporters.map((i) => i.chunk).join(', ') || 'none',
  })),
)
console.log('largest chunks:')
table(all.slice(0, 6).map((c) => ({ chunk: c.chunk, gzip: kb(c.gzip), raw: kb(c.raw) })))
rmSync(out, { recursive: true, force: true })
