import type { MediaPurpose } from '../../../domain/enums.ts'
import { chartPicture } from './charts.ts'
import { demoHeroes } from './heroes-data.ts'
import { demoInfographics } from './infographics-data.ts'
import type { Picture } from './pictures.ts'
import { portraitPicture } from './portraits.ts'
import type { DemoText } from './support.ts'

export type DemoContentMedia = {
  picture: Picture
  purpose: MediaPurpose
  description: DemoText
  daysAgo: number
}

/**
 * The pictures of the demo content, in the media library with the rest: a chart for each
 * infographic and a portrait for each hero, uploaded over the last two months. The content seed
 * puts each in its owner's media list, found by its English description.
 */
export const demoContentMedia: DemoContentMedia[] = [
  ...demoInfographics.map((item, i) => ({
    picture: chartPicture(item.chart),
    purpose: 'info-graphic' as const,
    description: item.chart.description,
    daysAgo: 58 - i * 4,
  })),
  ...demoHeroes.map((hero, i) => ({
    picture: portraitPicture(hero.portrait),
    purpose: 'content-image' as const,
    description: hero.portrait.description,
    daysAgo: 45 - i * 7,
  })),
]
