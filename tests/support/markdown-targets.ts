import fc from 'fast-check'

// Link and image targets for the properties of the markdown allow-list (docs/choices.md "Safe links"), in
// the domain, the editor's paste filter and the server: addresses the app may open, and
// dangerous ones dressed up the ways readers and browsers decode (letter case, entities,
// percent-encoding, escapes, control characters and spaces inside or before the scheme).

/** Targets the app may open, each as the editor or a person writes it. */
export const allowedTarget: fc.Arbitrary<string> = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom('http', 'https', 'HTTPS', 'Https'), fc.domain(), fc.webPath())
    .map(([scheme, host, path]) => `${scheme}://${host}${path}`),
  fc.emailAddress().map((address) => `mailto:${address}`),
  fc.integer({ min: 1, max: 2_147_483_647 }).map((id) => `initiative:${id}`),
  fc
    .tuple(fc.uuid(), fc.constantFrom('original', 'small'))
    .map(([uuid, size]) => `/file/${uuid}/${size}.webp`),
)

/** A character written so a reader or browser still reads it as itself. */
const disguised = (char: string): fc.Arbitrary<string> => {
  const code = char.charCodeAt(0)
  const hex = code.toString(16)
  const named: Record<string, string> = { ':': '&colon;', '/': '&sol;', '.': '&period;' }
  return fc.constantFrom(
    char,
    char.toUpperCase(),
    `&#${code};`,
    `&#x${hex};`,
    `&#X${hex.toUpperCase()};`,
    `&#000${code};`,
    `%${hex}`,
    `\t${char}`,
    `${char}\t`,
    `\n${char}`,
    `\r${char}`,
    `\u0000${char}`,
    `\u000b${char}`,
    `\u00ad${char}`,
    `&Tab;${char}`,
    `&NewLine;${char}`,
    named[char] ?? char,
    /[!-/:-@[-`{-~]/.test(char) ? `\\${char}` : char,
  )
}

/** `text` with each character maybe disguised. */
const disguise = (text: string) => fc.tuple(...[...text].map(disguised)).map((parts) => parts.join(''))

/** Schemes that run code, read local files or carry a whole document. */
const dangerousScheme = fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'jar', 'blob', 'livescript')

/** What may stand before a target in the hope that a reader skips it (markdown skips spaces itself). */
const hiddenLead = fc.constantFrom('\u0000', '\u00a0', '&#32;', '&#x20;', '&Tab;', '%20', '\u200b', '\\ ')
const lead = fc.oneof(fc.constantFrom('', ' ', '  ', '\t', '\n'), hiddenLead)

/**
 * Targets the check refuses: other schemes however written, addresses relative to wherever the text
 * shows, and allowed ones behind something a reader might decode or skip (a browser may well open
 * some of those; the check does not trust them).
 */
export const refusedTarget: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      lead,
      dangerousScheme.chain(disguise),
      disguised(':'),
      fc.constantFrom('alert(1)', 'text/html,<b>x', '//x'),
    )
    .map(([before, scheme, colon, rest]) => `${before}${scheme}${colon}${rest}`),
  fc.constantFrom(
    '//evil.example/x',
    '\\\\evil.example/x',
    '/content?edit=1',
    '/file/../../etc/passwd',
    '/file/0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11/original.webp?x=1',
    'images/relative.png',
    '#top',
    '',
    'initiative:0',
    'initiative:abc',
    'https:',
    'https://',
    'mailto:',
    'http:/evil.example',
  ),
  // An allowed start disguised: a reader decodes it, the check does not trust it.
  fc.tuple(hiddenLead, allowedTarget).map(([before, target]) => `${before}${target}`),
  // One letter of an allowed scheme disguised (not merely indented: markdown skips that itself).
  fc.tuple(fc.constantFrom('https', 'http', 'mailto'), fc.integer({ min: 0, max: 3 })).chain(([scheme, at]) =>
    disguised(scheme[at]!)
      .filter((char) => char.toLowerCase() !== scheme[at] && !/^\s/.test(char))
      .map((char) => `${scheme.slice(0, at)}${char}${scheme.slice(at + 1)}://evil.example`),
  ),
)

/** `shapes` after a paragraph or a list, or alone; inline ones also after text on their line. */
const around = (shapes: string[], inline: boolean) =>
  fc
    .tuple(
      fc.constantFrom(...shapes),
      fc.constantFrom(
        '',
        'Intro.\n\n',
        '## Heading\n\n- item\n\n',
        ...(inline ? ['Some **bold** text '] : []),
      ),
      fc.constantFrom('', ' and more.', '\n\nThe end.\n'),
    )
    .map(([shape, before, after]) => `${before}${shape}${after}`)

/** Markdown that puts `target` where a reader takes it for a link's or an image's address. */
export const asLinkTarget = (target: string): fc.Arbitrary<string> =>
  fc.oneof(inlineTarget(target), definedTarget(target))

const inlineTarget = (target: string) =>
  around(
    [
      `[link](${target})`,
      `![image](${target})`,
      `[link](${target} "title")`,
      `[link](<${target}>)`,
      `[link]( ${target})`,
      `[link](\n${target})`,
      `[![image](/file/0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11/small.webp)](${target})`,
    ],
    true,
  )

const definedTarget = (target: string) =>
  around(
    [
      `[link][id]\n\n[id]: ${target}`,
      `[id]:\n  ${target}`,
      `> [id]: ${target}`,
      `- [id]: <${target}>`,
      `1. Item\n\n   [id]: ${target} "t"`,
    ],
    false,
  )

/** Besides those, an autolink and HTML (refused whatever the address). */
export const anywhere = (target: string): fc.Arbitrary<string> =>
  fc.oneof(
    asLinkTarget(target),
    around(
      [
        `<${target}>`,
        `<a href="${target}">link</a>`,
        `<img src="${target}">`,
        `<A HREF='${target}'>link</A>`,
      ],
      true,
    ),
  )
