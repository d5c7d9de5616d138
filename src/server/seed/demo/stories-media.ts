import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { categories, media, mediaLinks } from '../../db/schema.ts'
import { writeMediaFiles } from '../../media/pipeline.ts'
import { seededUuid } from './feedback.ts'
import type { DemoSeedContext } from './index.ts'
import { type SceneKind, scenePicture } from './media-images.ts'
import { type Picture, renderPicture } from './pictures.ts'
import { seededRandom } from './random.ts'
import { type DemoText, demoFiles, text } from './support.ts'

/** The landscapes a story background is cut from (media-images.ts). */
export type StoryBackground = Extract<
  SceneKind,
  'road' | 'vegetables' | 'wind' | 'house' | 'market' | 'recycling' | 'forest' | 'lake'
>

type StoryBackgroundImage = {
  /** Where the portrait cut starts in the 1200 × 750 landscape, from its left edge. */
  left: number
  /** The colour the picture fades to at the bottom, where the app writes the story's title. */
  shade: string
  description: DemoText
}

/** A phone screen's shape, kept small: the seed stays fast and the app scales it up anyway. */
const WIDTH = 540
const HEIGHT = 960
const SCENE_HEIGHT = 750
const CUT = (SCENE_HEIGHT * WIDTH) / HEIGHT

/**
 * The story background images (purpose `story-background-image`): eight portraits cut from the
 * media library's landscapes, each darkened towards the bottom for the title. Several stories
 * share one (a media row may be in many media lists), so the seed renders eight images for twenty
 * stories.
 */
export const storyBackgrounds: Record<StoryBackground, StoryBackgroundImage> = {
  road: {
    left: 480,
    shade: '#16324a',
    description: {
      en: 'Story background: country road with a bicycle',
      nl: 'Verhaalachtergrond: landweg met een fiets',
    },
  },
  vegetables: {
    left: 700,
    shade: '#2c3d16',
    description: {
      en: 'Story background: vegetable beds under a warm sun',
      nl: 'Verhaalachtergrond: moestuinbedden onder een warme zon',
    },
  },
  wind: {
    left: 250,
    shade: '#123a3f',
    description: {
      en: 'Story background: wind turbines in the morning haze',
      nl: 'Verhaalachtergrond: windmolens in de ochtendnevel',
    },
  },
  house: {
    left: 360,
    shade: '#3a2616',
    description: {
      en: 'Story background: house with a solar roof',
      nl: 'Verhaalachtergrond: huis met een zonnedak',
    },
  },
  market: {
    left: 420,
    shade: '#3d1b2a',
    description: {
      en: 'Story background: market stall with fresh fruit',
      nl: 'Verhaalachtergrond: marktkraam met vers fruit',
    },
  },
  recycling: {
    left: 490,
    shade: '#1c2f38',
    description: {
      en: 'Story background: recycling bins by the path',
      nl: 'Verhaalachtergrond: afvalbakken langs het pad',
    },
  },
  forest: {
    left: 520,
    shade: '#0f2a1c',
    description: {
      en: 'Story background: pine forest in the morning sun',
      nl: 'Verhaalachtergrond: dennenbos in de ochtendzon',
    },
  },
  lake: {
    left: 520,
    shade: '#241a3d',
    description: {
      en: 'Story background: sailing boat at sunset',
      nl: 'Verhaalachtergrond: zeilboot bij zonsondergang',
    },
  },
}

/** The portrait: a cut of the landscape filling the screen, fading to `shade` at the bottom. */
export function storyBackgroundPicture(kind: StoryBackground): Picture {
  const { left, shade } = storyBackgrounds[kind]
  const scene = scenePicture(kind)
  return {
    width: WIDTH,
    height: HEIGHT,
    parts: () => [
      `<svg x="0" y="0" width="${WIDTH}" height="${HEIGHT}" viewBox="${left} 0 ${CUT} ${SCENE_HEIGHT}" preserveAspectRatio="xMidYMid slice">${scene
        .parts()
        .join('')}</svg>`,
      `<defs><linearGradient id="story-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade}" stop-opacity="0.25"/><stop offset="0.35" stop-color="${shade}" stop-opacity="0"/><stop offset="0.6" stop-color="${shade}" stop-opacity="0.15"/><stop offset="1" stop-color="${shade}" stop-opacity="0.85"/></linearGradient></defs>`,
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#story-shade)"/>`,
    ],
  }
}

/**
 * Stores the story backgrounds of `used` (their files too, when the seed has a file store),
 * uploaded yesterday one after the other, after the rest of the media library. Returns each one's
 * media id.
 */
export async function seedStoryBackgrounds(
  db: Db,
  now: Date,
  context: DemoSeedContext,
  used: ReadonlySet<StoryBackground>,
): Promise<Map<StoryBackground, number>> {
  const files = demoFiles(context)
  const uuids = seededRandom(43)
  const items = (Object.keys(storyBackgrounds) as StoryBackground[])
    .filter((kind) => used.has(kind))
    .map((kind) => ({ kind, uuid: seededUuid(uuids), picture: storyBackgroundPicture(kind) }))
  if (files) {
    await Promise.all(
      items.map(async ({ picture, uuid }) => writeMediaFiles(files, await renderPicture(picture), uuid)),
    )
  }
  const yesterday = new Date(now.getTime() - 86_400_000)
  const rows = await db
    .insert(media)
    .values(
      items.map(({ kind, uuid, picture }, i) => ({
        description: text(storyBackgrounds[kind].description),
        purpose: 'story-background-image' as const,
        fileUuid: uuid,
        width: picture.width,
        height: picture.height,
        creationDate: new Date(yesterday.getTime() + i * 20 * 60_000),
      })),
    )
    .returning({ id: media.id })
  return new Map(items.map(({ kind }, i) => [kind, rows[i]!.id]))
}

/**
 * Each category's background image (purpose `background-image`, media.ts), or its main
 * category's when it has none (Food waste, Motorcycle and Gardening have none of their own).
 */
export async function categoryBackgrounds(db: Db): Promise<(categoryId: number) => number | undefined> {
  const parents = new Map(
    (await db.select({ id: categories.id, parent: categories.parentCategoryId }).from(categories)).map(
      (row) => [row.id, row.parent],
    ),
  )
  const own = new Map<number, number>()
  const rows = await db
    .select({ categoryId: mediaLinks.ownerId, mediaId: mediaLinks.mediaId })
    .from(mediaLinks)
    .innerJoin(media, eq(media.id, mediaLinks.mediaId))
    .where(and(eq(mediaLinks.ownerType, 'category'), eq(media.purpose, 'background-image')))
    .orderBy(asc(mediaLinks.index))
  for (const row of rows) if (!own.has(row.categoryId)) own.set(row.categoryId, row.mediaId)
  return (categoryId) => {
    const parent = parents.get(categoryId)
    return own.get(categoryId) ?? (parent == null ? undefined : own.get(parent))
  }
}
