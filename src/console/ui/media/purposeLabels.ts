import { msg } from '@lingui/core/macro'
import type { MediaPurpose } from '../../../domain/enums.ts'

/** The six purposes of docs/product.md §3, as the media drawer and media lists name them. */
export const purposeLabels = {
  main: msg`Main`,
  logo: msg`Logo`,
  'content-image': msg`Content image`,
  'background-image': msg`Background image`,
  'story-background-image': msg`Story background image`,
  'info-graphic': msg`Infographic`,
} as const satisfies Record<MediaPurpose, unknown>
