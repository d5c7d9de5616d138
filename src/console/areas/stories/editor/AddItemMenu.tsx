import { useLingui } from '@lingui/react/macro'
import { AddMenu } from '../../../ui/AddMenu.tsx'
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
  return (
    <AddMenu
      label={t`Add Item`}
      disabled={disabled}
      items={addItemKinds.map((kind) => ({ key: kind, label: i18n._(pageKinds[kind].add) }))}
      onChoose={(kind) => update((params) => writeNewPage(params, kind))}
    />
  )
}
