import { useLingui } from '@lingui/react/macro'
import { Button, Tabs } from '@radix-ui/themes'
import type { MediaDto, MediaItemDto } from '../../../domain/contracts/media.ts'
import type { MediaPurpose } from '../../../domain/enums.ts'
import type { Lang } from '../../../domain/lang.ts'
import { DiscardChangesDialog, DrawerActions, DrawerBody, DrawerHeader } from '../drawer/DrawerParts.tsx'
import { DrawerShell } from '../drawer/DrawerShell.tsx'
import { useCloseQuestion } from '../leave/useCloseQuestion.ts'
import { UnsavedScope, useUnsavedScope } from '../leave/useUnsavedInput.tsx'
import { EditTab } from './EditTab.tsx'
import { SearchTab } from './SearchTab.tsx'
import { UploadTab } from './UploadTab.tsx'
import './media.css'

export const mediaDrawerTabs = ['upload', 'search', 'edit'] as const
export type MediaDrawerTab = (typeof mediaDrawerTabs)[number]

/** What a media list shows of a media record. */
export const toMediaItem = ({
  id,
  description,
  reference,
  purpose,
  file,
  width,
  height,
}: MediaDto): MediaItemDto => ({
  id,
  description,
  ...(reference ? { reference } : {}),
  purpose,
  file,
  width,
  height,
})

export type MediaDrawerProps = {
  open: boolean
  tab: MediaDrawerTab
  onTabChange: (tab: MediaDrawerTab) => void
  onClose: () => void
  /** The language descriptions are read and written in: the object's drawer's. */
  lang: Lang
  /** The object's media list as the form holds it. */
  attached: readonly MediaItemDto[]
  /** Purposes the object still needs (docs/product.md §5): the first one is chosen for an upload. */
  neededPurposes: readonly MediaPurpose[]
  /** The media the Edit tab shows. */
  editingId: number | null
  onEditingChange: (id: number) => void
  /** A media to add to the end of the list (uploaded, or chosen in Search). */
  onAttach: (media: MediaItemDto) => void
  /** A media of the list, saved in the Edit tab. */
  onSaved: (media: MediaItemDto) => void
  /** Where focus goes when the drawer closes (an element of the object's drawer). */
  focusOnClose: () => HTMLElement | null | undefined
}

/**
 * The media drawer (docs/product.md §2 "Media drawer"): tabs Upload, Search and Edit, opened over the
 * object's drawer from its media list. Upload and Search add a media to the list (and close the
 * drawer: the list is where the object's media are reviewed and saved); Edit changes a media of
 * the list at once. Closing it while a tab holds unsaved input (a chosen image, an edited
 * description) asks first; so does leaving the page (the leave guard).
 */
export function MediaDrawer(props: MediaDrawerProps) {
  const { open, tab, onTabChange, onClose, lang, attached, neededPurposes } = props
  const { t } = useLingui()
  const attachedIds = new Set(attached.map((item) => item.id))
  const attach = (media: MediaDto) => {
    props.onAttach(toMediaItem(media))
    onClose()
  }
  const unsaved = useUnsavedScope()
  const closing = useCloseQuestion(unsaved.held, onClose)
  return (
    <UnsavedScope scope={unsaved.scope}>
      <DrawerShell
        open={open}
        onClose={closing.requestClose}
        layer="nested-drawer"
        className="media-drawer"
        focusOnClose={props.focusOnClose}
      >
        <DrawerHeader title={t`Media`} />
        <DrawerBody>
          <Tabs.Root value={tab} onValueChange={(next) => onTabChange(next as MediaDrawerTab)}>
            <Tabs.List aria-label={t`Media drawer`}>
              <Tabs.Trigger value="upload">{t`Upload`}</Tabs.Trigger>
              <Tabs.Trigger value="search">{t`Search`}</Tabs.Trigger>
              <Tabs.Trigger value="edit">{t`Edit`}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="upload" className="media-tab">
              <UploadTab
                lang={lang}
                neededPurposes={neededPurposes}
                defaultPurpose={neededPurposes[0]}
                onUploaded={attach}
              />
            </Tabs.Content>
            <Tabs.Content value="search" className="media-tab">
              <SearchTab lang={lang} attachedIds={attachedIds} onChoose={attach} />
            </Tabs.Content>
            <Tabs.Content value="edit" className="media-tab">
              <EditTab
                lang={lang}
                attached={attached}
                selectedId={props.editingId}
                onSelect={props.onEditingChange}
                onSaved={(media) => props.onSaved(toMediaItem(media))}
              />
            </Tabs.Content>
          </Tabs.Root>
        </DrawerBody>
        <DrawerActions>
          <span />
          <Button type="button" variant="soft" color="gray" onClick={closing.requestClose}>
            {t`Close`}
          </Button>
        </DrawerActions>
      </DrawerShell>
      <DiscardChangesDialog
        open={closing.asking}
        lost={closing.lost}
        onDiscard={closing.discard}
        onKeepEditing={closing.keepEditing}
      />
    </UnsavedScope>
  )
}
