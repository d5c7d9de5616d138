// Drawing demo pictures as SVG (rendered to webp by sharp): what the screenshots and the media share.

/** Fonts a Debian or macOS machine has; sharp's SVG renderer picks the first it finds. */
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif'

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

/** A line of text at (x, y), escaped. */
export const svgText = (
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  weight = 400,
  anchor: 'start' | 'middle' | 'end' = 'start',
) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(value)}</text>`
