import { useLingui } from '@lingui/react/macro'
import { ChevronDownIcon, PlusIcon } from '@radix-ui/react-icons'
import { Button, DropdownMenu } from '@radix-ui/themes'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import { type ContentType, contentTypes } from '../../../domain/enums.ts'
import { useUpdateSearchParams } from '../../ui/useUpdateSearchParams.ts'
import { contentKindNames, contentParams } from './contentKinds.ts'

/**
 * Add Content (docs/product.md §2 "Content list"): a menu of the kinds, each opening its drawer for a new
 * record (`?new=action`). Ours: Quiz question is in it too, beside Action, Initiative and
 * Infographic. Enter or Space opens the menu, the arrows choose.
 */
export function AddContentMenu() {
  const { t, i18n } = useLingui()
  const update = useUpdateSearchParams()
  const add = (kind: ContentType) => update((params) => contentParams[kind].write(params, UNSAVED_ID))
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button>
          <PlusIcon /> {t`Add Content`} <ChevronDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {contentTypes.map((kind) => (
          <DropdownMenu.Item key={kind} onSelect={() => add(kind)}>
            {i18n._(contentKindNames[kind].one)}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
