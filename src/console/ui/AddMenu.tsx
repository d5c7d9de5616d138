import { ChevronDownIcon, PlusIcon } from '@radix-ui/react-icons'
import { Button, DropdownMenu } from '@radix-ui/themes'
import { useRef } from 'react'

/**
 * An "Add …" button with a menu of what can be added (Add Content's kinds, Add Item's pages):
 * Enter or Space opens it, the arrows choose. `onChoose` runs once the menu has closed: run while
 * the menu held focus, a drawer it opens lost its first field's focus to the menu and then to the
 * page (with the mouse), or to the menu's button behind the drawer (by keyboard), as the menu gave
 * focus back on closing.
 */
export function AddMenu<K extends string>({
  label,
  items,
  onChoose,
  disabled = false,
}: {
  label: string
  items: readonly { key: K; label: string }[]
  onChoose: (key: K) => void
  disabled?: boolean
}) {
  const chosen = useRef<K | null>(null)
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={disabled}>
        <Button>
          <PlusIcon /> {label} <ChevronDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        onCloseAutoFocus={(event) => {
          const key = chosen.current
          if (!key) return
          chosen.current = null
          event.preventDefault()
          onChoose(key)
        }}
      >
        {items.map((item) => (
          <DropdownMenu.Item
            key={item.key}
            onSelect={() => {
              chosen.current = item.key
            }}
          >
            {item.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
