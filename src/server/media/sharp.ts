import type Sharp from 'sharp'

let loading: Promise<typeof Sharp> | null = null

/**
 * sharp (libvips), loaded on first use: a server that converts no image never maps the library
 * (memory at idle, issue 11). Its cache of decoded images is off, since every image passes once.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loading
}
