import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAllowedTarget } from '../../src/domain/markdown-safety.ts'
import {
  initiativeHref,
  initiativeIdOf,
  isSupportedVideoUrl,
  parseWebUrl,
  pastedTarget,
  URL_MAX,
  videoOrientationOf,
  videoTitle,
} from '../../src/domain/rich-text.ts'
import { allowedTarget, refusedTarget } from '../support/markdown-targets.ts'

describe('the video URL rule (docs/product.md §5)', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'http://m.youtube.com/watch?v=abc_-123',
    'https://www.youtube.com/shorts/abc123XYZ',
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
    '  https://www.youtube.com/watch?v=abc  ',
  ])('accepts %s', (url) => {
    expect(isSupportedVideoUrl(url)).toBe(true)
  })

  it.each([
    ['a youtu.be short link', 'https://youtu.be/dQw4w9WgXcQ'],
    ['an embed link', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a watch link without a video', 'https://www.youtube.com/watch?list=abc'],
    ['an empty v', 'https://www.youtube.com/watch?v='],
    ['a shorts link without an id', 'https://www.youtube.com/shorts/'],
    ['a Vimeo link without a number', 'https://vimeo.com/channels/staffpicks'],
    ['another host', 'https://www.dailymotion.com/video/x7tgad0'],
    ['a video number on another host', 'https://example.org/76979871'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=abc'],
    ['another scheme', 'javascript:alert(1)//youtube.com/watch?v=abc'],
    ['ftp', 'ftp://vimeo.com/123'],
    ['blank', '   '],
    ['not a URL', 'youtube watch v abc'],
    ['too long', `https://www.youtube.com/watch?v=${'a'.repeat(URL_MAX)}`],
  ])('refuses %s', (_what, url) => {
    expect(isSupportedVideoUrl(url)).toBe(false)
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(typeof isSupportedVideoUrl(text)).toBe('boolean')
      }),
    )
  })
})

describe('web addresses', () => {
  it('reads an address with spaces around it, up to URL_MAX characters', () => {
    expect(parseWebUrl('  https://example.org/a  ')?.href).toBe('https://example.org/a')
    const longest = `https://example.org/${'a'.repeat(URL_MAX - 'https://example.org/'.length)}`
    expect(longest).toHaveLength(URL_MAX)
    expect(parseWebUrl(longest)?.href).toBe(longest)
    expect(parseWebUrl(`${longest}a`)).toBeNull()
  })

  it('takes http and https only', () => {
    expect(parseWebUrl('https://example.org/a')?.href).toBe('https://example.org/a')
    expect(parseWebUrl('http://example.org')?.hostname).toBe('example.org')
    expect(parseWebUrl('mailto:someone@example.org')).toBeNull()
    expect(parseWebUrl('data:text/html,hi')).toBeNull()
    expect(parseWebUrl('/file/x/original.webp')).toBeNull()
    expect(parseWebUrl('')).toBeNull()
  })
})

describe('video and initiative links', () => {
  it('a video link title names its orientation, and only a known one', () => {
    expect(videoTitle('portrait')).toBe('video:portrait')
    expect(videoOrientationOf(videoTitle('landscape'))).toBe('landscape')
    expect(videoOrientationOf('video:square')).toBeNull()
    expect(videoOrientationOf('A title')).toBeNull()
    expect(videoOrientationOf(null)).toBeNull()
  })

  it('an initiative link is initiative:<id>, read back to the id', () => {
    expect(initiativeHref(12)).toBe('initiative:12')
    expect(initiativeIdOf('initiative:12')).toBe(12)
    expect(initiativeIdOf('initiative:012')).toBeNull()
    expect(initiativeIdOf('initiative:12a')).toBeNull()
    expect(initiativeIdOf('initiative:')).toBeNull()
    expect(initiativeIdOf('https://example.org')).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(initiativeIdOf(initiativeHref(id))).toBe(id)
      }),
    )
  })
})

describe('a pasted address (the editor keeps it, or the text only)', () => {
  const console_ = 'http://127.0.0.1:3203'
  const media = '/file/0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11/original.webp'

  it.each([
    ['a web address, as the browser reads it', ' HTTPS://Example.org/a b ', 'https://example.org/a%20b'],
    ['a media file copied from the console (made absolute on copy)', `${console_}${media}`, media],
    ['a media file given as a path', media, media],
    ['another page of the console', `${console_}/content?edit=1`, null],
    ['a media file with a query, on the console', `${console_}${media}?v=2`, null],
    ['a media file on another site', `https://cdn.example${media}`, `https://cdn.example${media}`],
    ['an initiative', 'initiative:12', 'initiative:12'],
    ['an e-mail link', 'mailto:info@example.org', 'mailto:info@example.org'],
    ['javascript:', 'javascript:alert(7)', null],
    ['a tab in the scheme', 'java\tscript:alert(1)', null],
    ['a data: image', 'data:image/png;base64,AAAA', null],
    ['a relative path', 'images/relative.png', null],
    ['protocol-relative', '//evil.example/x', null],
    ['longer than URL_MAX', `https://example.org/${'a'.repeat(URL_MAX)}`, null],
  ])('%s', (_what, address, kept) => {
    expect(pastedTarget(address, console_)).toBe(kept)
  })

  it('keeps nothing the server would refuse, and an allowed address other than the web as it is', () => {
    fc.assert(
      fc.property(fc.oneof(refusedTarget, allowedTarget, fc.string({ maxLength: 60 })), (address) => {
        const kept = pastedTarget(address, console_)
        if (kept !== null) expect(isAllowedTarget(kept)).toBe(true)
      }),
      { numRuns: 2_000 },
    )
    fc.assert(
      fc.property(allowedTarget, (address) => {
        const kept = pastedTarget(address, console_)
        expect(kept).not.toBeNull()
        if (!/^https?:/i.test(address)) expect(kept).toBe(address)
      }),
    )
  })
})
