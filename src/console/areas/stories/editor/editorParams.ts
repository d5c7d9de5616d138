import { UNSAVED_ID } from '../../../../domain/constants.ts'
import { type StoryItemKind, storyItemKinds } from '../../../../domain/enums.ts'
import { type DrawerParam, kindRecordParam } from '../../../ui/drawer/drawerParams.ts'

// The story editor's drawers, one at a time, each named in the URL (docs/keyboard.md: a link, a
// reload, Back and the palette open them): the story's own (`?story=12`), a page's (`?page=31`, a
// new one `?new=page&kind=info`), and the content a page shows (`?info=7`, a new one
// `?new=info`). Module constants: the drawers need stable parameters.

/** Every drawer parameter of the editor (opening one drops the others). */
const EDITOR_KINDS = ['story', 'page', ...storyItemKinds] as const

/** The kind a new page starts with (the Add Item menu names it). */
export const NEW_PAGE_KIND = 'kind'

export const EDITOR_DRAWER_PARAMS = ['new', NEW_PAGE_KIND, ...EDITOR_KINDS] as const

/** Another drawer of the editor: opening it forgets a new page's kind too. */
const closingNewPage = (param: DrawerParam<number>): DrawerParam<number> => ({
  ...param,
  names: [...param.names, NEW_PAGE_KIND],
  write: (params, key) => {
    param.write(params, key)
    if (key !== null) params.delete(NEW_PAGE_KIND)
  },
})

export const storyParam = closingNewPage(kindRecordParam('story', EDITOR_KINDS))

const pageRecordParam = kindRecordParam('page', EDITOR_KINDS)

/** The page drawer: `?page=31`, or `?new=page&kind=info`; closing it forgets the kind too. */
export const pageParam: DrawerParam<number> = {
  names: [...pageRecordParam.names, NEW_PAGE_KIND],
  read: pageRecordParam.read,
  write: (params, key) => {
    pageRecordParam.write(params, key)
    if (key !== UNSAVED_ID) params.delete(NEW_PAGE_KIND)
  },
}

/** The kind `?kind=` names for a new page, if it is one. */
export function newPageKind(params: URLSearchParams): StoryItemKind | '' {
  const kind = params.get(NEW_PAGE_KIND)
  return (storyItemKinds as readonly string[]).includes(kind ?? '') ? (kind as StoryItemKind) : ''
}

/** The drawer of the content a page shows, by its kind (`?action=12`, `?new=action`). */
export const contentParamsInEditor = Object.fromEntries(
  storyItemKinds.map((kind) => [kind, closingNewPage(kindRecordParam(kind, EDITOR_KINDS))]),
) as Record<StoryItemKind, DrawerParam<number>>

/** Opens a new page of `kind` (the Add Item menu, the palette). */
export function writeNewPage(params: URLSearchParams, kind: StoryItemKind) {
  pageParam.write(params, UNSAVED_ID)
  params.set(NEW_PAGE_KIND, kind)
}
