import type { Address } from '../../src/domain/content/address.ts'
import { emptyAddress } from '../../src/domain/content/address.ts'
import type { MediaItemDto } from '../../src/domain/contracts/media.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { isTranslationComplete } from '../../src/domain/translated.ts'
import { categoryRows } from '../categories/fixtures.ts'
import { mediaRecord } from '../ui/media/mediaFixtures.ts'

// What the content area's fixtures share: translated texts, categories, addresses and media as the
// API answers them. The records and the in-memory fakes of their clients are in actionFixtures.ts,
// infographicFixtures.ts, initiativeFixtures.ts, infoItemFixtures.ts, heroFixtures.ts and
// quizFixtures.ts (made with fakeContent.ts), the /content list across kinds in
// contentRowFixtures.ts. Some Dutch is missing: the field is empty, its English comes as the
// reference, and the record is not `translated`.

/** A translated text as stored: English always, Dutch where it has been written. */
export type Text = { en: string; nl?: string }

/** A text in `lang` as a DTO field holds it (empty when missing). */
export const pick = (text: Text, lang: Lang) => (lang === 'en' ? text.en : (text.nl ?? ''))

/** Whether every text is filled in `lang` (the server's `translated`). */
export const complete = (texts: readonly Text[], lang: Lang) => isTranslationComplete(texts, lang)

/** A record's categories as its answer embeds them: id, emoji and the title in `lang`. */
export const categoryEntries = (ids: readonly number[] = [], lang: Lang = 'en') => {
  const categories = categoryRows(lang)
  return ids.map((id) => {
    const { title, emoji, reference } = categories.find((candidate) => candidate.id === id)!
    const missing = reference?.values.title
    return {
      id,
      title,
      emoji,
      ...(missing ? { reference: { lang: reference!.lang, values: { title: missing } } } : {}),
    }
  })
}

/** A media of a record's list (stories/ui/media's media records). */
export const mediaItem = (id: number, description: string, purpose: MediaItemDto['purpose'] = 'main') => {
  const { translated: _translated, version: _version, ...item } = mediaRecord(id, description, purpose)
  return item satisfies MediaItemDto
}

/** An address as the API answers it: the empty one with `more` filled in. */
export const address = (more: Partial<Address> = {}): Address => ({ ...emptyAddress, ...more })

// Media the records show; the fakes find them by id (fakeContent.ts).
export const bikeShed = mediaItem(21, 'Bicycles in a shed at the station')
export const repairTable = mediaItem(22, 'Volunteers repairing a toaster', 'content-image')
export const heatPumpPicture = mediaItem(23, 'A heat pump outside a terraced house', 'info-graphic')
export const portrait = mediaItem(24, 'Portrait of Fatima in her allotment garden')
export const allotment = mediaItem(25, 'Fatima harvesting beans', 'content-image')
export const nightTrain = mediaItem(26, 'A night train at the platform', 'content-image')
export const contentMedia = [bikeShed, repairTable, heatPumpPicture, portrait, allotment, nightTrain]
