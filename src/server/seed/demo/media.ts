import type { MediaPurpose } from '../../../domain/enums.ts'
import type { Db } from '../../db/client.ts'
import { media, mediaLinks } from '../../db/schema.ts'
import { writeMediaFiles } from '../../media/pipeline.ts'
import { seededUuid } from './feedback.ts'
import type { DemoSeedContext } from './index.ts'
import { demoContentMedia } from './media-content.ts'
import { scenePicture } from './media-images.ts'
import { type Picture, renderPicture } from './pictures.ts'
import { daysBefore, seededRandom } from './random.ts'
import { categoryIdsByTitle, type DemoText, demoFiles, text } from './support.ts'

type DemoMedia = {
  picture: Picture
  purpose: MediaPurpose
  description: DemoText
  daysAgo: number
  /** The categories (by English title) whose media list holds it, in that order. */
  categories?: string[]
}

/**
 * The demo media library: a background image for most categories (a main category's landscape
 * also serves its sub categories), and logos, a content image and an infographic that no list
 * holds yet, for the search tab. Three categories have no background image, so the drawer's
 * 'This object requires a background image' warning shows for them. Then the content's pictures
 * (media-content.ts), which the content seed links.
 */
export const demoMedia: DemoMedia[] = [
  {
    picture: scenePicture('vegetables'),
    purpose: 'background-image',
    description: { en: 'Vegetable garden in the summer sun', nl: 'Moestuin in de zomerzon' },
    daysAgo: 40,
    categories: ['Food', 'Meat', 'Dairy', 'Vegetables', 'Fish'],
  },
  {
    picture: scenePicture('road'),
    purpose: 'background-image',
    description: { en: 'Bicycle on a country road', nl: 'Fiets op een landweggetje' },
    daysAgo: 38,
    // Public services (roads, transport, the services a country runs) shares the road.
    categories: ['Mobility', 'Car', 'Flying', 'Public transport', 'Cycling', 'Public services'],
  },
  {
    picture: scenePicture('wind'),
    purpose: 'background-image',
    description: { en: 'Wind turbines on green hills', nl: 'Windmolens op groene heuvels' },
    daysAgo: 35,
    categories: ['Energy', 'Electricity', 'Heating', 'Solar panels'],
  },
  {
    picture: scenePicture('house'),
    purpose: 'background-image',
    description: { en: 'House with solar panels on the roof', nl: 'Huis met zonnepanelen op het dak' },
    daysAgo: 33,
    categories: ['Home', 'Insulation', 'Appliances'],
  },
  {
    picture: scenePicture('market'),
    purpose: 'background-image',
    description: { en: 'Market stalls with local produce', nl: 'Marktkramen met lokale producten' },
    daysAgo: 30,
    categories: ['Consumption', 'Clothing', 'Electronics'],
  },
  {
    picture: scenePicture('recycling'),
    purpose: 'background-image',
    description: {
      en: 'Recycling bins for glass, paper and rest',
      nl: 'Afvalbakken voor glas, papier en rest',
    },
    daysAgo: 26,
    categories: ['Waste', 'Recycling', 'Plastic'],
  },
  {
    picture: scenePicture('forest'),
    purpose: 'background-image',
    description: { en: 'Pine forest with a stream', nl: 'Dennenbos met een beek' },
    daysAgo: 21,
    categories: ['Nature', 'Biodiversity'],
  },
  {
    picture: scenePicture('lake'),
    purpose: 'background-image',
    // The Dutch text is still to be written (the search tab shows it as missing in Dutch).
    description: { en: 'Sailing boat on a lake at sunset' },
    daysAgo: 14,
    categories: ['Water'],
  },
  {
    picture: scenePicture('logo'),
    purpose: 'logo',
    description: { en: 'Canopy app logo', nl: 'Logo van de Canopy-app' },
    daysAgo: 60,
  },
  {
    picture: scenePicture('repair-logo'),
    purpose: 'logo',
    description: { en: 'Repair café logo', nl: 'Logo van het Repair café' },
    daysAgo: 9,
  },
  {
    picture: scenePicture('bike-parking'),
    purpose: 'content-image',
    description: { en: 'Bicycle parking at the station', nl: 'Fietsenstalling bij het station' },
    daysAgo: 5,
    // A second entry in Cycling's list, after its background image.
    categories: ['Cycling'],
  },
  {
    picture: scenePicture('co2-chart'),
    purpose: 'info-graphic',
    description: {
      en: 'CO2 per kilometre by car, bus, train and bike',
      nl: 'CO2 per kilometer met auto, bus, trein en fiets',
    },
    daysAgo: 2,
  },
  ...demoContentMedia,
]

/** Categories the demo leaves without a background image. */
export const categoriesWithoutBackground = ['Food waste', 'Motorcycle', 'Gardening'] as const

/**
 * The demo media with their files (both sizes, written through the pipeline's writer) and the
 * categories' media lists. Without a file store (tests) the rows and lists are stored alone.
 */
export async function seedDemoMedia(db: Db, now: Date, context: DemoSeedContext = {}) {
  const files = demoFiles(context)
  const uuids = seededRandom(41)
  const items = demoMedia.map((item) => ({ item, uuid: seededUuid(uuids) }))
  if (files) {
    await Promise.all(
      items.map(async ({ item, uuid }) => writeMediaFiles(files, await renderPicture(item.picture), uuid)),
    )
  }
  // Oldest first, so ids grow with the date as uploads would.
  const ordered = [...items].sort((a, b) => b.item.daysAgo - a.item.daysAgo)
  const rows = await db
    .insert(media)
    .values(
      ordered.map(({ item, uuid }) => ({
        description: text(item.description),
        purpose: item.purpose,
        fileUuid: uuid,
        width: item.picture.width,
        height: item.picture.height,
        creationDate: daysBefore(now, item.daysAgo, 10),
      })),
    )
    .returning({ id: media.id, fileUuid: media.fileUuid })
  const idOf = new Map(rows.map((row) => [row.fileUuid, row.id]))
  const categoryId = await categoryIdsByTitle(db)
  const lengths = new Map<number, number>()
  const links = items.flatMap(({ item, uuid }) =>
    (item.categories ?? []).map((title) => {
      const ownerId = categoryId(title)
      const index = lengths.get(ownerId) ?? 0
      lengths.set(ownerId, index + 1)
      return { ownerType: 'category' as const, ownerId, mediaId: idOf.get(uuid)!, index }
    }),
  )
  await db.insert(mediaLinks).values(links)
}
