import { type Editor, editorViewCtx, serializerCtx } from '@milkdown/kit/core'
import { DOMParser, type Node, type Schema } from '@milkdown/kit/prose/model'
import { replaceAll } from '@milkdown/kit/utils'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeEditor } from '../../../../src/console/ui/rich-text/milkdown.ts'
import { isAllowedTarget, markdownProblem } from '../../../../src/domain/markdown-safety.ts'
import { allowedTarget, refusedTarget } from '../../../support/markdown-targets.ts'

// What the editor writes and what it takes from a paste (docs/choices.md "Safe links"): typed text never
// becomes markdown the server refuses, and a paste keeps only addresses the app may open.

let editor: Editor
let markdown = ''

beforeAll(async () => {
  const root = document.createElement('div')
  document.body.append(root)
  editor = await makeEditor({
    root,
    value: '',
    onChange: (next) => {
      markdown = next
    },
    editable: () => true,
    label: 'Text',
  }).create()
})
afterAll(() => editor.destroy())

const schema = () => editor.action((ctx) => ctx.get(editorViewCtx).state.schema) as Schema
const write = (doc: Node) => editor.action((ctx) => ctx.get(serializerCtx)(doc))
const paragraph = (...content: Node[]) => schema().node('paragraph', null, content)
const text = (value: string, marks: string[] = []) =>
  schema().text(
    value,
    marks.map((mark) => schema().marks[mark]!.create()),
  )
const doc = (...blocks: Node[]) => schema().node('doc', null, blocks)

describe('what the editor writes', () => {
  it('leaves out spaces at the edges of a paragraph or heading (not &#x20;)', () => {
    expect(write(doc(paragraph(text('Ends with a space '))))).toBe('Ends with a space\n')
    expect(write(doc(paragraph(text('  Starts with spaces'))))).toBe('Starts with spaces\n')
    expect(write(doc(paragraph(text('Bold '), text('start ', ['strong']))))).toBe('Bold **start**\n')
    expect(write(doc(schema().node('heading', { level: 2 }, [text('Title\t ')])))).toBe('## Title\n')
    // Spaces inside stay, and so do those of a no-break space typed on purpose.
    expect(write(doc(paragraph(text('a  b\u00a0'))))).toBe('a  b\u00a0\n')
  })

  it('escapes typed text, so no text becomes a link, an image or HTML', () => {
    const typed = fc.string({ minLength: 1, maxLength: 60, unit: 'binary' })
    const block = fc.oneof(
      fc
        .tuple(typed, fc.subarray(['strong', 'emphasis']))
        .map(([value, marks]) => paragraph(text(value, marks))),
      fc
        .tuple(typed, allowedTarget, typed)
        .map(([before, href, label]) =>
          paragraph(text(before), text(label, []).mark([schema().marks.link!.create({ href })])),
        ),
      fc
        .tuple(typed, fc.integer({ min: 1, max: 3 }))
        .map(([value, level]) => schema().node('heading', { level }, [text(value)])),
      fc.constant(paragraph()),
    )
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 5 }), (blocks) => {
        expect(markdownProblem(write(doc(...blocks)))).toBeNull()
      }),
      { numRuns: 500 },
    )
  })
})

/** What a paste of `html` puts in the document, as ProseMirror reads a clipboard's HTML. */
function pasted(html: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  return DOMParser.fromSchema(schema()).parse(container)
}

/** The link addresses and image sources in `node`. */
function targets(node: Node) {
  const found: string[] = []
  node.descendants((child) => {
    if (child.type.name === 'image') found.push(child.attrs.src as string)
    for (const mark of child.marks) if (mark.type.name === 'link') found.push(mark.attrs.href as string)
  })
  return found
}

describe('a loaded text with a refused address', () => {
  it('keeps it, marked on screen, so the message of the field can be acted on', () => {
    editor.action(
      replaceAll(
        '[bad](javascript:alert(1)) [good](https://example.org) ![bad](data:image/png;base64,AA) [★](initiative:3)',
      ),
    )
    const shown = editor.action((ctx) => ctx.get(editorViewCtx).dom)
    expect([...shown.querySelectorAll('[data-refused]')].map((element) => element.tagName)).toEqual([
      'A',
      'IMG',
    ])
    expect(shown.querySelector('a[data-refused]')?.textContent).toBe('bad')
  })
})

describe('what a paste keeps', () => {
  const origin = window.location.origin

  it('a link to a refused address becomes its text; such an image is left out', () => {
    const result = pasted(
      '<p>A <a href="javascript:alert(7)">js link</a>, <img src="data:image/png;base64,AA" alt="data">' +
        `<img src="${origin}/images/relative.png" alt="relative">, <a href="${origin}/content?edit=1">console</a>` +
        ' and <a href="https://example.org/report" title="Report">the report</a>.</p>',
    )
    expect(result.textContent).toBe('A js link, , console and the report.')
    expect(targets(result)).toEqual(['https://example.org/report'])
  })

  it('a media file of the console keeps its path, relative to the API as the app reads it', () => {
    const uuid = '0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11'
    const result = pasted(`<p><img src="${origin}/file/${uuid}/small.webp" alt="Chart"></p>`)
    expect(targets(result)).toEqual([`/file/${uuid}/small.webp`])
    expect(write(result)).toBe(`![Chart](/file/${uuid}/small.webp)\n`)
  })

  it('raw HTML other than an empty line is read as its text', () => {
    const result = pasted(
      '<p><span data-type="html" data-value="<img src=x onerror=alert(1)>"><img src=x onerror=alert(1)></span>' +
        '<span data-type="html" data-value="<br />"><br /></span></p>',
    )
    const html: string[] = []
    result.descendants((child) => {
      if (child.type.name === 'html') html.push(child.attrs.value as string)
    })
    expect(html).toEqual(['<br />'])
  })

  it('markdown pasted as plain text (Milkdown reads it as markdown) keeps only allowed targets too', () => {
    editor.action(replaceAll(''))
    const view = editor.action((ctx) => ctx.get(editorViewCtx))
    view.focus()
    const clipboard = new Map([
      [
        'text/plain',
        '[js](javascript:alert(1)) ![x](data:image/png;base64,AA) <img src=x onerror=alert(1)> [ok](initiative:3)',
      ],
    ])
    const event = new Event('paste', { bubbles: true, cancelable: true })
    Object.defineProperty(event, 'clipboardData', {
      value: {
        getData: (type: string) => clipboard.get(type) ?? '',
        types: [...clipboard.keys()],
        files: [],
      },
    })
    view.dom.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(markdown).toBe('js \\<img src=x onerror=alert(1)> [ok](initiative:3)\n')
    expect(markdownProblem(markdown)).toBeNull()
  })

  it('never keeps a refused address, and keeps each allowed one', { timeout: 30_000 }, () => {
    const attribute = (value: string) =>
      value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
    fc.assert(
      fc.property(fc.oneof(refusedTarget, allowedTarget), (address) => {
        const result = pasted(
          `<p><a href="${attribute(address)}">text</a><img src="${attribute(address)}"></p>`,
        )
        for (const target of targets(result)) expect(isAllowedTarget(target)).toBe(true)
        expect(result.textContent).toBe('text')
      }),
      { numRuns: 300 },
    )
    fc.assert(
      fc.property(allowedTarget, (address) => {
        expect(targets(pasted(`<p><a href="${attribute(address)}">text</a></p>`))).toHaveLength(1)
      }),
    )
  })
})
