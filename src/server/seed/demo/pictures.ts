import { MEDIA_LIMITS } from '../../../domain/media.ts'
import { loadSharp } from '../../media/sharp.ts'

/**
 * A demo picture: drawn as SVG on a canvas of its natural size, and rendered to the two webp
 * files of a media with sharp (no images to ship, and the same ones on every first start).
 */
export type Picture = {
  width: number
  height: number
  /** The drawing's SVG elements, on the `width × height` canvas. */
  parts: () => string[]
}

/** The picture as an SVG document `outWidth` pixels wide (the drawing scales with it). */
export function pictureSvg(picture: Picture, outWidth = picture.width): string {
  const { width, height } = picture
  const outHeight = Math.round((outWidth * height) / width)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${width} ${height}">${picture
    .parts()
    .join('')}</svg>`
}

/**
 * Both files of a media: original.webp at the natural size, small.webp with the longest side
 * `MEDIA_LIMITS.smallSide` (each drawn at its own size, so neither is a blurred copy).
 */
export async function renderPicture(picture: Picture): Promise<{ original: Buffer; small: Buffer }> {
  const { width, height } = picture
  const smallWidth = Math.round((MEDIA_LIMITS.smallSide * width) / Math.max(width, height))
  const sharp = await loadSharp()
  const [original, small] = await Promise.all([
    sharp(Buffer.from(pictureSvg(picture)))
      .webp({ quality: 80, effort: 2 })
      .toBuffer(),
    sharp(Buffer.from(pictureSvg(picture, smallWidth)))
      .webp({ quality: 78, effort: 2 })
      .toBuffer(),
  ])
  return { original, small }
}
