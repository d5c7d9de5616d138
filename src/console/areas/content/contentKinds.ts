import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type ContentType, contentTypes } from '../../../domain/enums.ts'
import { kindRecordParam } from '../../ui/drawer/drawerParams.ts'

// The content list's kinds (docs/product.md §2 "Content list"): each has its drawer on /content, named
// in the URL by its kind (`?action=12`, `?new=question`), and a row key of its own, since the
// kinds' ids overlap (action 3 and initiative 3).

export const CONTENT_PATH = '/content'

/** Each kind's drawer parameter (module constants: the drawers need stable ones). */
export const contentParams: Record<ContentType, ReturnType<typeof kindRecordParam>> = Object.fromEntries(
  contentTypes.map((kind) => [kind, kindRecordParam(kind, contentTypes)]),
) as Record<ContentType, ReturnType<typeof kindRecordParam>>

/** Every drawer parameter of /content (only the one asked for stays in the URL). */
export const CONTENT_DRAWER_PARAMS = ['new', ...contentTypes] as const

/** A row's key in the content list. */
export const contentRowKey = (kind: ContentType, id: number) => `${kind}-${id}`

/** What each kind is called: in the Type column and filter, and in the drawers' messages. */
export const contentKindNames: Record<
  ContentType,
  { one: MessageDescriptor; many: MessageDescriptor; word: MessageDescriptor }
> = {
  action: { one: msg`Action`, many: msg`Actions`, word: msg`action` },
  'info-graphic': { one: msg`Infographic`, many: msg`Infographics`, word: msg`infographic` },
  initiative: { one: msg`Initiative`, many: msg`Initiatives`, word: msg`initiative` },
  question: { one: msg`Quiz question`, many: msg`Questions`, word: msg`quiz question` },
}
