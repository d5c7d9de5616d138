import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

/** A real photo-like JPEG (a gradient with noise), as a user's camera would give it. */
export async function photoFile(): Promise<string> {
  const width = 1600
  const height = 1000
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width
    pixels[i] = (x / width) * 200 + Math.random() * 40
    pixels[i + 1] = 150 + Math.random() * 60
    pixels[i + 2] = 90
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'canopy-e2e-')), 'garden.jpg')
  writeFileSync(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  )
  return file
}
