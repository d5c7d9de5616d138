import { useLingui } from '@lingui/react/macro'
import { ChevronDownIcon, PlusIcon } from '@radix-ui/react-icons'
import { Button, DropdownMenu } from '@radix-ui/themes'
import { useRef } from 'react'
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
  // The drawer opens once the menu has closed: opened while the menu held focus, its first field
  // lost focus to the menu and then to the page (with the mouse), or to the menu's button behind
  // the drawer (by keyboard), as the menu gave focus back on closing.
  const chosen = useRef<ContentType | null>(null)
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button>
          <PlusIcon /> {t`Add Content`} <ChevronDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        onCloseAutoFocus={(event) => {
          const kind = chosen.current
          if (!kind) return
          chosen.current = null
          event.preventDefault()
          add(kind)
        }}
      >
        {contentTypes.map((kind) => (
          <DropdownMenu.Item
            key={kind}
            onSelect={() => {
              chosen.current = kind
            }}
          >
            {i18n._(contentKindNames[kind].one)}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
