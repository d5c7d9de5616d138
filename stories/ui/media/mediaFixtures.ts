import type { MediaDto } from '../../../src/domain/contracts/media.ts'
import type { MediaPurpose } from '../../../src/domain/enums.ts'

/** Media as the API answers them (their files do not exist in Storybook: thumbnails show an icon). */
export function mediaRecord(
  id: number,
  description: string,
  purpose: MediaPurpose = 'background-image',
): MediaDto {
  return {
    id,
    description,
    purpose,
    file: { uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}` },
    width: 2048,
    height: 1365,
    translated: true,
    version: 1,
  }
}

export const garden = mediaRecord(1, 'Vegetable garden in the summer sun')
export const bikes = mediaRecord(2, 'Bicycle parking at the station', 'content-image')
export const logo = mediaRecord(3, 'Repair café logo', 'logo')

/** Seven search results, the first one already in the object's list. */
export const searchResults: MediaDto[] = [
  garden,
  mediaRecord(4, 'Garden path with solar lamps', 'content-image'),
  mediaRecord(5, 'Community garden in spring'),
  mediaRecord(6, 'Rooftop garden', 'story-background-image'),
  mediaRecord(7, 'Garden waste bins', 'info-graphic'),
  mediaRecord(8, 'Garden of the town hall'),
  mediaRecord(9, 'Tiny forest next to a garden'),
]

/** A small PNG file, as a user picks it. */
export async function pngFile(name = 'garden.png'): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 64
  canvas.height = 40
  const context = canvas.getContext('2d')!
  context.fillStyle = '#6aa37a'
  context.fillRect(0, 0, 64, 40)
  context.fillStyle = '#f2c14e'
  context.fillRect(44, 4, 14, 14)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'))
  return new File([blob], name, { type: 'image/png' })
}
