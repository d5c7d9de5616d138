import { useLingui } from '@lingui/react/macro'
import { ChevronDownIcon, PlusIcon } from '@radix-ui/react-icons'
import { Button, DropdownMenu } from '@radix-ui/themes'
import { useRef } from 'react'
import type { StoryItemKind } from '../../../../domain/enums.ts'
import { useUpdateSearchParams } from '../../../ui/useUpdateSearchParams.ts'
import { writeNewPage } from './editorParams.ts'
import { addItemKinds, pageKinds } from './pageKinds.ts'

/**
 * Add Item (docs/product.md §2 "Story editor": Actions/Initiatives, Info Page, Infographic, Quiz
 * question; ours: Hero too): a menu of the kinds, each opening a new page's drawer of that kind
 * (`?new=page&kind=info`), where existing content is picked or new content made.
 */
export function AddItemMenu({ disabled = false }: { disabled?: boolean }) {
  const { t, i18n } = useLingui()
  const update = useUpdateSearchParams()
  // The drawer opens once the menu has closed and given focus back (as Add Content does).
  const chosen = useRef<StoryItemKind | null>(null)
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={disabled}>
        <Button>
          <PlusIcon /> {t`Add Item`} <ChevronDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        onCloseAutoFocus={(event) => {
          const kind = chosen.current
          if (!kind) return
          chosen.current = null
          event.preventDefault()
          update((params) => writeNewPage(params, kind))
        }}
      >
        {addItemKinds.map((kind) => (
          <DropdownMenu.Item
            key={kind}
            onSelect={() => {
              chosen.current = kind
            }}
          >
            {i18n._(pageKinds[kind].add)}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
