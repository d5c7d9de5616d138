import fc from 'fast-check'
import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isMarkdownField, markdownField, markdownMessages } from '../../src/domain/markdown-field.ts'
import { isAllowedTarget, markdownProblem } from '../../src/domain/markdown-safety.ts'
import { TEXT_MAX } from '../../src/domain/validation.ts'
import { allowedTarget, anywhere, asLinkTarget, refusedTarget } from '../support/markdown-targets.ts'

const uuid = '0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11'

describe('links and images in markdown (docs/choices.md "Safe links")', () => {
  it.each([
    ['a web address', '[the report](https://example.org/report)'],
    ['http, in capitals', '[x](HTTP://EXAMPLE.ORG)'],
    ['a video link with its title', '[Video](https://www.youtube.com/watch?v=abc123 "video:portrait")'],
    ['an e-mail link', '[write](mailto:info@example.org)'],
    ['an initiative', '[Repair café](initiative:12)'],
    ['a media file', `![Chart](/file/${uuid}/original.webp)`],
    ['a small media file, in brackets', `![Chart](</file/${uuid}/small.webp>)`],
    ['a reference definition', '[report][r]\n\n[r]: https://example.org/r "Report"'],
    ['an autolink', 'See <https://example.org> or <info@example.org>.'],
    ['the empty line the editor writes', 'One.\n\n<br />\n\nTwo.\n'],
    ['text the editor escapes', 'Not a link: \\[x]\\(javascript:alert(1)) \\[y]: javascript:1 \\<b> 5 < 6.'],
    ['brackets and colons in text', 'Tip [1] costs 5: see (below) and a] b[ c.'],
  ])('keeps %s', (_what, markdown) => {
    expect(markdownProblem(markdown)).toBeNull()
  })

  it.each([
    ['javascript:', '[js link](javascript:alert\\(7\\))'],
    ['mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['a tab in the scheme', '[x](java\tscript:alert(1))'],
    ['a line end in the scheme', '[x](java\nscript:alert(1))'],
    ['a decimal entity', '[x](&#106;avascript:alert(1))'],
    ['a hex entity and padding', '[x](&#x0000006A;avascript:alert(1))'],
    ['&colon;', '[x](javascript&colon;alert(1))'],
    ['percent-encoding', '[x](%6Aavascript:alert(1))'],
    ['an escape in the scheme', '[x](java\\script:alert(1))'],
    ['leading spaces', '[x](   javascript:alert(1))'],
    ['a leading control character', '[x](\u0001javascript:alert(1))'],
    ['data:', '![x](data:image/svg+xml;base64,PHN2Zz4=)'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['file:', '[x](file:///etc/passwd)'],
    ['protocol-relative', '[x](//evil.example)'],
    ['a relative path', '![x](images/chart.png)'],
    ['a path on the console', '[x](/content?edit=1)'],
    ['a media path with more', `![x](/file/${uuid}/original.webp?v=1)`],
    ['an initiative that is not an id', '[x](initiative:012)'],
    ['no address', '[x]()'],
    ['an angle-bracket destination', '[x](<javascript:alert(1)>)'],
    ['a reference definition', '[x][a]\n\n[a]: javascript:alert(1)'],
    ['a definition on the next line', '[a]:\n   javascript:alert(1)'],
    ['a definition in a quote and a list', '> - [a]: <javascript:alert(1)>'],
    ['a definition with an escaped bracket', '[a\\]b]: javascript:alert(1)'],
    ['an image inside a link', '[![x](https://example.org/x.png)](javascript:alert(1))'],
    ['an autolink', '<javascript:alert(1)>'],
    ['an autolink in capitals', '<JAVASCRIPT:alert(1)>'],
    ['a link closed after a code span', '[a `]` b](javascript:alert(1))'],
  ])('refuses %s', (_what, markdown) => {
    expect(markdownProblem(markdown)).toMatchObject({ kind: 'target' })
  })

  it.each([
    ['a link', '<a href="https://example.org">x</a>'],
    ['an image', '<img src=x onerror=alert(1)>'],
    ['an image without spaces', '<img/src=x/onerror=alert(1)>'],
    ['a closing tag', 'text </a>'],
    ['a script block', '<script>\nalert(1)\n</script>'],
    ['a comment', 'a <!-- hidden --> b'],
    ['a declaration', '<!DOCTYPE html>'],
    ['CDATA', '<![CDATA[x]]>'],
    ['a processing instruction', '<?php echo 1 ?>'],
    ['a line break with an attribute', '<br onclick="alert(1)">'],
    ['a tag at the very end', 'text <svg'],
  ])('refuses raw HTML: %s', (_what, markdown) => {
    expect(markdownProblem(markdown)).toMatchObject({ kind: 'html' })
  })

  it('says where the first problem starts', () => {
    expect(markdownProblem('Fine [a](https://x.org), [b](javascript:1) <b>')).toEqual({
      kind: 'target',
      index: 27,
    })
  })

  it('refuses a refused target wherever a reader takes it for an address', () => {
    fc.assert(
      fc.property(refusedTarget.chain(asLinkTarget), (markdown) => {
        expect(markdownProblem(markdown)).toMatchObject({ kind: 'target' })
      }),
      { numRuns: 2_000 },
    )
  })

  it('keeps every allowed target, wherever it stands', () => {
    fc.assert(
      fc.property(allowedTarget.chain(asLinkTarget), (markdown) => {
        expect(markdownProblem(markdown)).toBeNull()
      }),
      { numRuns: 2_000 },
    )
  })
})

/** What a browser makes of an address a reader decoded: one the app may open? */
function opensSafely(url: string): boolean {
  let cleaned = url
  while (cleaned !== '' && cleaned.charCodeAt(0) <= 0x20) cleaned = cleaned.slice(1)
  cleaned = cleaned.replaceAll('\t', '').replaceAll('\n', '').replaceAll('\r', '')
  if (/^\/file\/[0-9a-f-]{36}\/(original|small)\.webp$/.test(cleaned)) return true
  if (/^initiative:[1-9][0-9]*$/.test(cleaned)) return true
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase()
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto'
}

/** Every address a CommonMark reader finds in `markdown`, and the raw HTML it passes through. */
function readerFinds(markdown: string) {
  const urls: string[] = []
  const html: string[] = []
  const visit = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url)
    if (node.type === 'html') html.push(node.value)
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(fromMarkdown(markdown))
  return { urls, html }
}

describe('against a CommonMark reader', () => {
  // The reader under Milkdown (remark's micromark): whatever it takes for a link, an image, a
  // definition or HTML in text the check keeps must be safe. The pieces are the ones readers and
  // browsers disagree on.
  const piece = fc.oneof(
    fc.constantFrom(
      '[',
      ']',
      '![',
      '](',
      ']:',
      '(',
      ')',
      '<',
      '>',
      '\\',
      '`',
      '``',
      '\n',
      '\n\n',
      ' ',
      '   ',
      '\t',
      '> ',
      '- ',
      '1. ',
      '"',
      "'",
      ':',
      'x',
      'a@b.co',
      '&',
      ';',
      '&#',
      '&#106;',
      '&#x6A;',
      '&colon;',
      '&Tab;',
      '&NewLine;',
      '&amp;',
      'java',
      'script',
      'javascript:',
      'JaVaScRiPt:',
      'data:',
      'https://ok.example/',
      'http:',
      '//',
      '/file/',
      'mailto:',
      'initiative:7',
      '<br />',
      '<a',
      'a href=',
      '<img',
      ' src=',
      '</a>',
      '<!--',
      '-->',
      '\u0000',
      '\u00a0',
    ),
    refusedTarget,
    allowedTarget,
  )
  const soup = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''))

  it('text the check keeps holds no address a browser would open unsafely, and no HTML', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.oneof(soup, refusedTarget.chain(anywhere), allowedTarget.chain(anywhere)),
        (markdown) => {
          fc.pre(markdownProblem(markdown) === null)
          const found = readerFinds(markdown)
          expect(found.urls.filter((url) => !opensSafely(url))).toEqual([])
          // An HTML block that starts with `<br />` runs on to a blank line: its other lines are text.
          const tagsBesidesBreaks = (value: string) =>
            /<[A-Za-z/!?]/.test(value.replace(/<br[ \t]*\/?>/gi, ''))
          expect(found.html.filter(tagsBesidesBreaks)).toEqual([])
        },
      ),
      { numRuns: 3_000 },
    )
  })

  it('the reader agrees that the refused shapes are links (the property above can fail)', () => {
    const { urls, html } = readerFinds('[a](&#106;avascript:alert(1)) <b>x</b>')
    expect(urls).toEqual(['javascript:alert(1)'])
    expect(opensSafely(urls[0]!)).toBe(false)
    expect(html).toEqual(['<b>', '</b>'])
  })
})

describe('one address (the paste filter and the dialogs)', () => {
  it.each([
    ['https://example.org/a?b=1#c', true],
    ['MAILTO:info@example.org', true],
    ['initiative:2147483647', true],
    [`/file/${uuid}/small.webp`, true],
    [' https://example.org', false],
    ['https://example.org/a b', false],
    ['https://', false],
    ['javascript:alert(1)', false],
    [`/file/${uuid.toUpperCase()}/small.webp`, false],
    ['initiative:12345678901', false],
  ])('%s: %s', (address, allowed) => {
    expect(isAllowedTarget(address)).toBe(allowed)
  })

  it('never takes a refused target, and takes each allowed one without spaces', () => {
    fc.assert(
      fc.property(refusedTarget, (target) => {
        expect(isAllowedTarget(target)).toBe(false)
      }),
      { numRuns: 2_000 },
    )
    fc.assert(
      fc.property(allowedTarget, (target) => {
        expect(isAllowedTarget(target)).toBe(true)
      }),
    )
  })
})

describe('the markdown field', () => {
  const field = markdownField('Description is too long.')

  it('refuses a refused target or HTML with its message, and text too long before reading it', () => {
    expect(field.safeParse('[x](javascript:alert(1))').error?.issues[0]?.message).toBe(
      markdownMessages.targetNotAllowed,
    )
    expect(field.safeParse('<img src=x onerror=alert(1)>').error?.issues[0]?.message).toBe(
      markdownMessages.htmlNotAllowed,
    )
    const tooLong = field.safeParse(`${'<a'.repeat(TEXT_MAX.markdown)}`)
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(['Description is too long.'])
    expect(field.safeParse('## Fine\n\n[x](https://example.org)\n').data).toBe(
      '## Fine\n\n[x](https://example.org)\n',
    )
  })

  it('is known as a markdown field (the server tests find every one by it)', () => {
    expect(isMarkdownField(field)).toBe(true)
    expect(isMarkdownField(z.string().max(10))).toBe(false)
  })
})
