import { useLingui } from '@lingui/react/macro'
import type { FieldValues } from 'react-hook-form'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import type { ContentType } from '../../../domain/enums.ts'
import { content } from '../../api/content.ts'
import type { EditableResourceClient } from '../../api/resource.ts'
import { RecordDrawer, type RecordDrawerProps } from '../../ui/drawer/RecordDrawer.tsx'
import { ContentStory } from './ContentStory.tsx'
import { contentKindNames, contentParams, contentRowKey } from './contentKinds.ts'
import { useContentDrawerMessages } from './useContentDrawerMessages.ts'
import './content.css'

/**
 * A content kind's record drawer on /content: the drawer kit's RecordDrawer named in the URL by
 * its kind (`?action=12`, `?new=action`; the story editor names its own, `PlacedDrawerProps`), with the kind's notices (docs/product.md §8), its rows'
 * keys for focus, the content list refreshed after each change, and for a saved item the story it
 * is a page of (`ContentStory`).
 */
export function ContentDrawer<TValues extends FieldValues, C extends EditableResourceClient>({
  kind,
  children,
  ...props
}: Omit<RecordDrawerProps<TValues, C>, 'messages' | 'rowKeyOf' | 'alsoChanged'> & {
  kind: ContentType
}) {
  const { i18n } = useLingui()
  const messages = useContentDrawerMessages(i18n._(contentKindNames[kind].word))
  return (
    <RecordDrawer<TValues, C>
      className="form-drawer-wide"
      param={contentParams[kind]}
      {...props}
      messages={messages}
      rowKeyOf={(id) => contentRowKey(kind, id)}
      alsoChanged={[content]}
    >
      {(form, context) => (
        <>
          {context.id === UNSAVED_ID ? null : <ContentStory kind={kind} id={context.id} />}
          {children(form, context)}
        </>
      )}
    </RecordDrawer>
  )
}
