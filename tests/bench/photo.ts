import { randomBytes } from 'node:crypto'
import sharp from 'sharp'

/**
 * A JPEG like a phone's photo (4,000 × 3,000 by default): a landscape with texture (foliage-sized
 * blobs and sensor grain), not one flat colour, which any encoder would make short work of.
 */
export async function photo(width = 4000, height = 3000): Promise<Buffer> {
  const landscape = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 4000 3000" preserveAspectRatio="none"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc3e6"/><stop offset="1" stop-color="#eef3e4"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/><circle cx="3100" cy="650" r="260" fill="#fbe3a0"/><path d="M0 1700 C 900 1300 1700 1900 2600 1500 S 3600 1600 4000 1450 V 3000 H 0 Z" fill="#7fb86a"/><path d="M0 2200 C 1200 1900 2400 2500 4000 2100 V 3000 H 0 Z" fill="#4f8f52"/></svg>`
  const blobWidth = Math.round(width / 8)
  const blobHeight = Math.round(height / 8)
  const blobs = await sharp(randomBytes(blobWidth * blobHeight * 3), {
    raw: { width: blobWidth, height: blobHeight, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .blur(2)
    .raw()
    .toBuffer()
  const grain = randomBytes(width * height)
  for (let i = 0; i < width * height; i++) {
    const n = (grain[i]! - 128) >> 4
    for (let c = 0; c < 3; c++)
      blobs[i * 3 + c] = Math.max(0, Math.min(255, 128 + ((blobs[i * 3 + c]! - 128) >> 1) + n))
  }
  return sharp(Buffer.from(landscape))
    .composite([{ input: blobs, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer()
}
