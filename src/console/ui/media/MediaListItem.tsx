import { useLingui } from '@lingui/react/macro'
import { Pencil1Icon, TrashIcon } from '@radix-ui/react-icons'
import { Badge, Flex, IconButton, Text } from '@radix-ui/themes'
import { useId } from 'react'
import type { MediaItemDto } from '../../../domain/contracts/media.ts'
import { shownText } from '../../../domain/reference.ts'
import { DragHandle } from '../ordering/DragHandle.tsx'
import { StepButtons } from '../ordering/StepButtons.tsx'
import { useOrderedRow } from '../ordering/useOrderedRow.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import { MediaThumb } from './MediaThumb.tsx'
import { purposeLabels } from './purposeLabels.ts'

/**
 * One media of a media list: its thumbnail, description and purpose, "Unsaved" while the object
 * has not been saved with it, a drag handle (Space picks it up, the arrows move it, Space drops;
 * Alt+↑/↓ move it a place at once), Move up, Move down, Edit and Remove.
 */
export function MediaListItem({
  item,
  position,
  count,
  unsaved,
  dragging,
  disabled,
  onStep,
  onEdit,
  onRemove,
}: {
  item: MediaItemDto
  position: number
  count: number
  unsaved: boolean
  dragging: boolean
  disabled: boolean
  onStep: (delta: -1 | 1, control: string) => void
  onEdit: () => void
  onRemove: () => void
}) {
  const { t, i18n } = useLingui()
  const textId = useId()
  // A description missing in the drawer's language is shown as its reference, marked.
  const shown = shownText(item, 'description')
  const description = shown.text || t`No description in this language`
  const { itemProps, handleProps } = useOrderedRow(item.id, {
    position,
    count,
    disabled,
    roleDescription: t`draggable media`,
    onStep,
  })
  return (
    <li
      {...itemProps}
      className="ordering-row media-list-item"
      aria-labelledby={textId}
      data-unsaved={unsaved ? '' : undefined}
      data-dragging={dragging ? '' : undefined}
    >
      <DragHandle {...handleProps} label={t`Drag ${description}`} />
      <MediaThumb uuid={item.file.uuid} size={48} />
      <div className="media-list-item-text" id={textId}>
        <Text size="2" title={description}>
          <TranslatableText value={shown} fallback={description} />
        </Text>
        <Flex gap="1" wrap="wrap">
          <Badge size="1" color="gray" variant="soft">
            {i18n._(purposeLabels[item.purpose])}
          </Badge>
          {unsaved ? (
            <Badge size="1" color="amber" variant="soft" highContrast>
              {t`Unsaved`}
            </Badge>
          ) : null}
        </Flex>
      </div>
      <Flex gap="1" align="center">
        <StepButtons
          canMoveUp={position > 0}
          canMoveDown={position < count - 1}
          disabled={disabled}
          onStep={onStep}
        />
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="gray"
          data-control="edit"
          aria-label={t`Edit ${description}`}
          title={t`Edit`}
          disabled={disabled}
          onClick={onEdit}
        >
          <Pencil1Icon />
        </IconButton>
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="red"
          data-control="remove"
          aria-label={t`Remove ${description} from the list`}
          title={t`Remove`}
          disabled={disabled}
          onClick={onRemove}
        >
          <TrashIcon />
        </IconButton>
      </Flex>
    </li>
  )
}
