import { useLingui } from '@lingui/react/macro'
import type { FieldValues } from 'react-hook-form'
import type { ContentType } from '../../../domain/enums.ts'
import { content } from '../../api/content.ts'
import type { EditableResourceClient } from '../../api/resource.ts'
import { RecordDrawer, type RecordDrawerProps } from '../../ui/drawer/RecordDrawer.tsx'
import { contentKindNames, contentParams, contentRowKey } from './contentKinds.ts'
import { useContentDrawerMessages } from './useContentDrawerMessages.ts'

/**
 * A content kind's record drawer on /content: the drawer kit's RecordDrawer named in the URL by
 * its kind (`?action=12`, `?new=action`), with the kind's notices (docs/product.md §8), its rows'
 * keys for focus, and the content list refreshed after each change.
 */
export function ContentDrawer<TValues extends FieldValues, C extends EditableResourceClient>({
  kind,
  ...props
}: Omit<RecordDrawerProps<TValues, C>, 'messages' | 'param' | 'rowKeyOf' | 'alsoChanged'> & {
  kind: ContentType
}) {
  const { i18n } = useLingui()
  const messages = useContentDrawerMessages(i18n._(contentKindNames[kind].word))
  return (
    <RecordDrawer<TValues, C>
      className="form-drawer-wide"
      {...props}
      messages={messages}
      param={contentParams[kind]}
      rowKeyOf={(id) => contentRowKey(kind, id)}
      alsoChanged={[content]}
    />
  )
}
