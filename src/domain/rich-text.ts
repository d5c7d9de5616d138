/**
 * The markdown conventions of rich text fields (docs/product.md §2 "Media drawer", §5 "Video URL"), shared
 * by the editor's insert dialogs and the server, and what the app reads (docs/choices.md "Rich text"):
 *
 * - an image: `![alt](url)`; attached media point at `/file/{uuid}/original.webp`, relative to
 *   the API's origin;
 * - a video: a link titled `video:landscape` or `video:portrait`, e.g.
 *   `[Video](https://www.youtube.com/watch?v=abc "video:portrait")`; any markdown reader shows
 *   a plain link, the app embeds a player in that orientation;
 * - a link to an initiative: `[Repair café](initiative:12)`; the app opens initiative 12.
 *
 * Plain functions without zod, so the lazily loaded editor chunk can use them cheaply. Where a
 * link or image may point at all is markdown-safety.ts.
 */
import { isAllowedTarget } from './markdown-safety.ts'

/** The longest URL the dialogs and the rules read (longer is refused before parsing). */
export const URL_MAX = 2_048

export const richTextMessages = {
  /** docs/product.md §5. */
  videoUrlUnsupported:
    'Only youtube and vimeo urls will work correctly. Please contact the developer if you have other urls',
  urlInvalid: 'Enter a full web address, starting with https:// or http://.',
  urlRequired: 'A web address is required.',
  initiativeRequired: 'Choose an initiative.',
} as const

export const videoOrientations = ['landscape', 'portrait'] as const
export type VideoOrientation = (typeof videoOrientations)[number]

const VIDEO_TITLE_PREFIX = 'video:'
const INITIATIVE_SCHEME = 'initiative:'
const ID_TEXT = /^[1-9][0-9]{0,9}$/
const YOUTUBE_ID = /^[A-Za-z0-9_-]{1,64}$/
const VIMEO_ID = /^[0-9]{1,20}$/

/** A web address the browser can parse, http or https; anything else (or longer than URL_MAX) is null. */
export function parseWebUrl(text: string): URL | null {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > URL_MAX) return null
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** A link's address: a web address (http, https) or an e-mail link (`mailto:`); null for anything else. */
export function linkAddress(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed.length <= URL_MAX && /^mailto:[^\s@]+@[^\s@]+$/.test(trimmed)) return trimmed
  return parseWebUrl(trimmed)?.href ?? null
}

/** What an insert dialog says of an address it cannot use: required when blank, else `refused`. */
export const addressProblem = (text: string, refused: string) =>
  text.trim() === '' ? richTextMessages.urlRequired : refused

const hostIs = (url: URL, ...hosts: string[]) => hosts.includes(url.hostname.toLowerCase())

/**
 * docs/product.md §5: a YouTube `watch?v=` or `shorts/` link, or a Vimeo link (a video number on vimeo.com
 * or player.vimeo.com). youtu.be short links and embeds are refused: the app only reads these.
 */
export function isSupportedVideoUrl(text: string): boolean {
  const url = parseWebUrl(text)
  if (!url) return false
  const segments = url.pathname.split('/').filter(Boolean)
  if (hostIs(url, 'youtube.com', 'www.youtube.com', 'm.youtube.com')) {
    if (url.pathname === '/watch') return YOUTUBE_ID.test(url.searchParams.get('v') ?? '')
    return segments.length === 2 && segments[0] === 'shorts' && YOUTUBE_ID.test(segments[1]!)
  }
  if (hostIs(url, 'vimeo.com', 'www.vimeo.com', 'player.vimeo.com')) {
    return segments.some((segment) => VIMEO_ID.test(segment))
  }
  return false
}

/** The link title that marks a video and its orientation. */
export const videoTitle = (orientation: VideoOrientation) => `${VIDEO_TITLE_PREFIX}${orientation}`

/** The orientation a link title names, or null when the link is not a video. */
export function videoOrientationOf(title: string | null | undefined): VideoOrientation | null {
  if (!title?.startsWith(VIDEO_TITLE_PREFIX)) return null
  const rest = title.slice(VIDEO_TITLE_PREFIX.length)
  return (videoOrientations as readonly string[]).includes(rest) ? (rest as VideoOrientation) : null
}

/** The href of a link to initiative `id`. */
export const initiativeHref = (id: number) => `${INITIATIVE_SCHEME}${id}`

/** The initiative id an href names (`initiative:12` → 12), or null. */
export function initiativeIdOf(href: string | null | undefined): number | null {
  if (!href?.startsWith(INITIATIVE_SCHEME)) return null
  const rest = href.slice(INITIATIVE_SCHEME.length)
  return ID_TEXT.test(rest) ? Number(rest) : null
}

/**
 * The address a pasted link or image keeps (`href`, `src`), or null when it keeps none (the link
 * becomes text, the image is dropped). Web addresses are written as the browser reads them; an
 * address on the console's own `origin` (the browser makes a relative address absolute as it
 * copies) keeps only a media file's path, `/file/{uuid}/original.webp`, which the app reads
 * relative to the API: a link to the console's host means nothing in the app.
 */
export function pastedTarget(address: string, origin: string): string | null {
  const trimmed = address.trim()
  if (trimmed === '' || trimmed.length > URL_MAX) return null
  const web = parseWebUrl(trimmed)
  if (web) {
    if (web.origin !== origin) return isAllowedTarget(web.href) ? web.href : null
    return web.search === '' && web.hash === '' && isAllowedTarget(web.pathname) ? web.pathname : null
  }
  return isAllowedTarget(trimmed) ? trimmed : null
}
