import type { MediaItemDto } from '../../src/domain/contracts/media.ts'
import { memoryResource } from '../support/memoryResource.ts'
import { contentMedia, mediaItem } from './fixtures.ts'

// The in-memory fake every content record's client is made with: what a save stores, and the search.

/** What every content record's answer carries besides its own fields. */
type Saved = { id: number; media: MediaItemDto[]; translated: boolean; version: number }

/** A record as the fake stores it: its own fields and the saved ones (the same type as its DTO). */
type Stored<TDto extends Saved> = Omit<TDto, keyof Saved> & Saved

/** What every create and update of a content record may send: its media, as ids. */
type Sent = { media?: readonly (number | { id: number })[] }

/** A saved record's media list from the ids a create or update sent (`known`: the media it had). */
export const mediaFromIds = (ids: Sent['media'], known: readonly MediaItemDto[] = []) =>
  ids
    ?.map((each) => (typeof each === 'number' ? each : each.id))
    .map((id) => known.find((item) => item.id === id) ?? mediaItem(id, `Media ${id}`))

/**
 * A field a save stores from a list or object it may leave out: made from what was sent; when
 * nothing was, what the row had (an update) or made from nothing (a create).
 */
export const sentOrKept = <TSent, TStored>(
  sent: TSent | undefined,
  kept: TStored | undefined,
  make: (sent?: TSent) => TStored,
) => (sent ? make(sent) : (kept ?? make()))

/**
 * An in-memory client of a content record over `rows` (stories/support/memoryResource.ts).
 * `fields(input, row)` gives the record's own fields from a create (no `row`) or from an update
 * (over the stored `row`). The media sent are looked up among the record's and the fixtures'
 * (stories/content/fixtures.ts), media not sent are kept; a new record is translated, at version
 * 1. Lists search `searched(row)` in any letter case.
 */
export function contentFake<TDto extends Saved, TCreate extends Sent, TUpdate extends Sent = TCreate>(
  rows: TDto[],
  make: {
    fields: (input: TCreate | TUpdate, row?: Stored<TDto>) => Omit<TDto, keyof Saved>
    searched: (row: Stored<TDto>) => string
  },
) {
  return memoryResource<Stored<TDto>, TCreate, TUpdate>(rows, {
    create: (input, id) => ({
      id,
      ...make.fields(input),
      media: mediaFromIds(input.media, contentMedia) ?? [],
      translated: true,
      version: 1,
    }),
    update: (row, input) => ({
      ...row,
      ...make.fields(input, row),
      media: mediaFromIds(input.media, [...row.media, ...contentMedia]) ?? row.media,
    }),
    matches: (row, q) => make.searched(row).toLowerCase().includes(q.toLowerCase()),
  })
}
